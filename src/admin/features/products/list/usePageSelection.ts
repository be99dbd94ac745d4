import { useCallback, useMemo, useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * The rows chosen on the page shown. `pageKey` names the page (filters, sort, page number): a
 * different page starts with nothing chosen, so a bulk change never reaches a row out of sight.
 */
export function usePageSelection(pageKey: string, visibleIds: readonly number[]) {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: pageKey,
    ids: NONE,
  });
  const kept = state.key === pageKey ? state.ids : NONE;
  const selected = useMemo(
    () => new Set(visibleIds.filter((id) => kept.has(id))) as ReadonlySet<number>,
    [kept, visibleIds],
  );

  const toggle = useCallback(
    (id: number) =>
      setState(() => {
        const ids = new Set(selected);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: pageKey, ids };
      }),
    [pageKey, selected],
  );

  const toggleAll = useCallback(
    () =>
      setState({
        key: pageKey,
        ids: selected.size === visibleIds.length ? NONE : new Set(visibleIds),
      }),
    [pageKey, selected, visibleIds],
  );

  const clear = useCallback(() => setState({ key: pageKey, ids: NONE }), [pageKey]);

  return { selected, toggle, toggleAll, clear };
}
