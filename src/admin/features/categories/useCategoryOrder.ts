import { useCallback, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { useReorderCategoriesMutation, type AdminCategory } from '../../api/categoriesApi';
import { movedTo } from '../../ui/movedTo';
import { categoryName } from './categoryName';

/** The button that should hold the focus after a keyboard move (the moved row re-renders). */
export interface FocusRequest {
  id: number;
  towards: 'up' | 'down';
}

/**
 * Shop order changes: by the Move up / Move down buttons or by dragging a row onto another.
 * Every change sends the whole new order (POST /admin/categories/reorder) and says where the
 * category went in a live message; while one is being saved (or the list reloads) further moves
 * wait, so answers cannot arrive out of order.
 */
export function useCategoryOrder(categories: readonly AdminCategory[], listFetching: boolean) {
  const { t, i18n } = useTranslation();
  const [reorder, { isLoading }] = useReorderCategoriesMutation();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const busy = isLoading || listFetching;

  const move = useCallback(
    (id: number, to: number) => {
      const ids = categories.map((category) => category.id);
      const from = ids.indexOf(id);
      const moved = categories[from];
      if (busy || !moved || from === to) return;
      const order = movedTo(ids, id, to);
      const position = order.indexOf(id) + 1;
      setFailure(null);
      setAnnouncement(
        t('admin_categories_moved', {
          name: categoryName(moved, i18n.language),
          position,
          total: order.length,
        }),
      );
      reorder({ ids: order })
        .unwrap()
        .catch((error: unknown) => {
          setAnnouncement('');
          setFailure(toErrorMessage(error, t, 'admin_categories_reorder_failed'));
        });
    },
    [busy, categories, i18n.language, reorder, t],
  );

  const step = useCallback(
    (id: number, towards: 'up' | 'down') => {
      const index = categories.findIndex((category) => category.id === id);
      if (index < 0 || busy) return;
      setFocusRequest({ id, towards });
      move(id, towards === 'up' ? index - 1 : index + 1);
    },
    [busy, categories, move],
  );

  const dragHandlers = (category: AdminCategory, index: number) => ({
    onDragStart: (event: DragEvent) => {
      setDraggingId(category.id);
      event.dataTransfer?.setData('text/plain', String(category.id));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (draggingId === null) return;
      event.preventDefault();
      if (overId !== category.id) setOverId(category.id);
    },
    onDragLeave: () => setOverId((current) => (current === category.id ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (draggingId !== null) move(draggingId, index);
      setDraggingId(null);
      setOverId(null);
    },
    onDragEnd: () => {
      setDraggingId(null);
      setOverId(null);
    },
  });

  return {
    busy,
    step,
    dragHandlers,
    draggingId,
    overId,
    announcement,
    failure,
    dismissFailure: () => setFailure(null),
    focusRequest,
    focusDone: () => setFocusRequest(null),
  };
}
