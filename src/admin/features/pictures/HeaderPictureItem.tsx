import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { imageAtWidth } from '../../../shared/lib/image';
import { HEADER_PICTURE } from '../../../shared/rules/media';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { notify } from '../../../shared/ui/toast/notify';
import { useDeleteHeaderImageMutation, type AdminHeaderImage } from '../../api/picturesApi';
import { HeaderLinkForm } from './HeaderLinkForm';
import { SmallButton } from '../../ui/Blocks.styles';
import { Actions, Position } from '../../ui/RowList.styles';
import { Item, Thumb } from './Pictures.styles';
import type { FocusRequest } from '../../ui/useOrderSteps';

export interface HeaderPictureItemProps {
  image: AdminHeaderImage;
  index: number;
  count: number;
  /** A move is being saved: the move buttons wait (they keep the focus, so they stay enabled). */
  busy: boolean;
  focusRequest: FocusRequest | null;
  onFocusDone: () => void;
  onStep: (id: number, towards: 'up' | 'down') => void;
  /** Told once the picture has been taken out (the focus goes elsewhere: this row is gone). */
  onDeleted: () => void;
  onError: (message: string) => void;
}

/** One slide of the carousel: its place, picture, link, and moving or taking it out. */
export function HeaderPictureItem({
  image,
  index,
  count,
  busy,
  focusRequest,
  onFocusDone,
  onStep,
  onDeleted,
  onError,
}: HeaderPictureItemProps) {
  const { t } = useTranslation();
  const [remove, { isLoading: removing }] = useDeleteHeaderImageMutation();
  const [asking, setAsking] = useState(false);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const position = index + 1;

  // After a move the row has a new place: the focus stays on the button pressed, or on the other
  // one when the row reached an end.
  useEffect(() => {
    if (focusRequest?.id !== image.id) return;
    const wanted = focusRequest.target === 'up' ? upRef.current : downRef.current;
    const other = focusRequest.target === 'up' ? downRef.current : upRef.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    onFocusDone();
  }, [focusRequest, image.id, index, onFocusDone]);

  const confirm = async () => {
    setAsking(false);
    try {
      await remove(image.id).unwrap();
      notify.success(t('admin_header_images_deleted', { position }));
      onDeleted();
    } catch (error) {
      onError(toErrorMessage(error, t, 'admin_header_images_delete_failed'));
    }
  };

  return (
    <Item>
      <Position aria-hidden="true">{position}</Position>
      <Thumb
        src={imageAtWidth(image.image, 320)}
        alt={t('admin_header_images_alt', { position, count })}
        width={HEADER_PICTURE.width}
        height={HEADER_PICTURE.height}
        loading="lazy"
      />
      <HeaderLinkForm image={image} position={position} onError={onError} />
      <Actions>
        <SmallButton
          ref={upRef}
          type="button"
          disabled={index === 0}
          aria-disabled={busy || undefined}
          aria-label={t('admin_header_images_move_up_named', { position })}
          onClick={() => onStep(image.id, 'up')}
        >
          {t('admin_header_images_move_up')}
        </SmallButton>
        <SmallButton
          ref={downRef}
          type="button"
          disabled={index === count - 1}
          aria-disabled={busy || undefined}
          aria-label={t('admin_header_images_move_down_named', { position })}
          onClick={() => onStep(image.id, 'down')}
        >
          {t('admin_header_images_move_down')}
        </SmallButton>
        <SmallButton
          type="button"
          $danger
          disabled={removing}
          aria-label={t('admin_header_images_delete_named', { position })}
          onClick={() => setAsking(true)}
        >
          {t('admin_header_images_delete')}
        </SmallButton>
      </Actions>
      {asking ? (
        <ConfirmDialog
          title={t('admin_header_images_delete_title', { position })}
          message={t('admin_header_images_delete_message')}
          confirmLabel={t('admin_header_images_delete_confirm')}
          cancelLabel={t('admin_header_images_cancel')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </Item>
  );
}
