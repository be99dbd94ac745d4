import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderContentListMutation, type ContentListName } from '../../../api/contentListsApi';
import { useOrderSteps, type MovePlace } from '../../../ui/useOrderSteps';

/**
 * Move up / Move down of a list: every move sends the whole new order (PUT /admin/{list}/order)
 * and says which entry went where. A row's Edit button can ask for the focus back too, once its
 * form closed (the row comes back).
 */
export function useListMoves<E extends { id: number }>(
  list: ContentListName,
  entries: readonly E[],
  nameOf: (entry: E) => string,
  listFetching: boolean,
) {
  const { t } = useTranslation();
  const [reorder, { isLoading }] = useReorderContentListMutation();
  const save = useCallback((ids: number[]) => reorder({ list, ids }), [list, reorder]);
  const announce = useCallback(
    (moved: E, { position, total }: MovePlace) =>
      t('admin_lists_moved', { name: nameOf(moved), position, total }),
    [nameOf, t],
  );
  return useOrderSteps<E, 'edit'>({
    items: entries,
    listFetching,
    save,
    saving: isLoading,
    announce,
    failureKey: 'admin_lists_reorder_failed',
  });
}
