import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderHeaderImagesMutation, type AdminHeaderImage } from '../../api/picturesApi';
import { useOrderSteps, type MovePlace } from '../../ui/useOrderSteps';

/**
 * The carousel's order, changed one step at a time with Move up / Move down: each step sends the
 * whole new order (PUT /admin/header-images/order) and says from which place to which the
 * picture went (pictures have no name to say).
 */
export function useHeaderImageOrder(images: readonly AdminHeaderImage[], listFetching: boolean) {
  const { t } = useTranslation();
  const [reorder, { isLoading }] = useReorderHeaderImagesMutation();
  const save = useCallback((ids: number[]) => reorder({ ids }), [reorder]);
  const announce = useCallback(
    (_moved: AdminHeaderImage, { from, position, total }: MovePlace) =>
      t('admin_header_images_moved', { from, position, total }),
    [t],
  );
  return useOrderSteps({
    items: images,
    listFetching,
    save,
    saving: isLoading,
    announce,
    failureKey: 'admin_header_images_reorder_failed',
  });
}
