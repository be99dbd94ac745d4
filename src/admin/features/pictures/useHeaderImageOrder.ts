import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { useReorderHeaderImagesMutation, type AdminHeaderImage } from '../../api/picturesApi';
import { movedTo } from '../../ui/movedTo';

/** The button that should hold the focus after a move (the moved row re-renders elsewhere). */
export interface FocusRequest {
  id: number;
  towards: 'up' | 'down';
}

/**
 * The carousel's order, changed one step at a time with Move up / Move down. Each step sends the
 * whole new order (PUT /admin/header-images/order) and says where the picture went in a live
 * message; while one is saved (or the list reloads) further steps wait, so answers cannot arrive
 * out of order.
 */
export function useHeaderImageOrder(images: readonly AdminHeaderImage[], listFetching: boolean) {
  const { t } = useTranslation();
  const [reorder, { isLoading }] = useReorderHeaderImagesMutation();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const busy = isLoading || listFetching;

  const step = useCallback(
    (id: number, towards: 'up' | 'down') => {
      const ids = images.map((image) => image.id);
      const from = ids.indexOf(id);
      const to = towards === 'up' ? from - 1 : from + 1;
      if (busy || from < 0 || to < 0 || to >= ids.length) return;
      const order = movedTo(ids, id, to);
      setFocusRequest({ id, towards });
      setFailure(null);
      setAnnouncement(
        t('admin_header_images_moved', { from: from + 1, position: to + 1, total: ids.length }),
      );
      reorder({ ids: order })
        .unwrap()
        .catch((error: unknown) => {
          setAnnouncement('');
          setFailure(toErrorMessage(error, t, 'admin_header_images_reorder_failed'));
        });
    },
    [busy, images, reorder, t],
  );

  return {
    busy,
    step,
    announcement,
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
    focusRequest,
    focusDone: useCallback(() => setFocusRequest(null), []),
  };
}
