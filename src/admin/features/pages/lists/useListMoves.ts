import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../../api/errors';
import { useReorderContentListMutation, type ContentListName } from '../../../api/contentListsApi';
import { movedTo } from '../../../ui/movedTo';

/**
 * The button of a row that should hold the focus next: after a move (the row re-renders
 * elsewhere) or after its edit form closed (the row comes back).
 */
export interface FocusRequest {
  id: number;
  target: 'up' | 'down' | 'edit';
}

interface Named {
  id: number;
}

/**
 * Move up / Move down of a list: every move sends the whole new order (PUT /admin/{list}/order)
 * and says where the entry went in a live message; while one is being saved (or the list
 * reloads) further moves wait, so answers cannot arrive out of order.
 */
export function useListMoves<E extends Named>(
  list: ContentListName,
  entries: readonly E[],
  nameOf: (entry: E) => string,
  listFetching: boolean,
) {
  const { t } = useTranslation();
  const [reorder, { isLoading }] = useReorderContentListMutation();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const busy = isLoading || listFetching;

  const step = useCallback(
    (id: number, towards: 'up' | 'down') => {
      const from = entries.findIndex((entry) => entry.id === id);
      const moved = entries[from];
      const to = towards === 'up' ? from - 1 : from + 1;
      if (busy || !moved || to < 0 || to >= entries.length) return;
      const ids = movedTo(
        entries.map((entry) => entry.id),
        id,
        to,
      );
      setFocusRequest({ id, target: towards });
      setFailure(null);
      setAnnouncement(
        t('admin_lists_moved', { name: nameOf(moved), position: to + 1, total: ids.length }),
      );
      reorder({ list, ids })
        .unwrap()
        .catch((error: unknown) => {
          setAnnouncement('');
          setFailure(toErrorMessage(error, t, 'admin_lists_reorder_failed'));
        });
    },
    [busy, entries, list, nameOf, reorder, t],
  );

  return {
    busy,
    step,
    announcement,
    failure,
    dismissFailure: () => setFailure(null),
    focusRequest,
    requestFocus: setFocusRequest,
    focusDone: useCallback(() => setFocusRequest(null), []),
  };
}
