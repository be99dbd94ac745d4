import { useCallback, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderCategoriesMutation, type AdminCategory } from '../../api/categoriesApi';
import { useOrderSteps, type MovePlace } from '../../ui/useOrderSteps';
import { categoryName } from './categoryName';

/**
 * Shop order changes: by the Move up / Move down buttons or by dragging a row onto another.
 * Every change sends the whole new order (POST /admin/categories/reorder) and says where the
 * category went, named in the page's language.
 */
export function useCategoryOrder(categories: readonly AdminCategory[], listFetching: boolean) {
  const { t, i18n } = useTranslation();
  const [reorder, { isLoading }] = useReorderCategoriesMutation();
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const save = useCallback((ids: number[]) => reorder({ ids }), [reorder]);
  const announce = useCallback(
    (moved: AdminCategory, { position, total }: MovePlace) =>
      t('admin_categories_moved', { name: categoryName(moved, i18n.language), position, total }),
    [i18n.language, t],
  );
  const { move, ...steps } = useOrderSteps({
    items: categories,
    listFetching,
    save,
    saving: isLoading,
    announce,
    failureKey: 'admin_categories_reorder_failed',
  });

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

  return { ...steps, dragHandlers, draggingId, overId };
}
