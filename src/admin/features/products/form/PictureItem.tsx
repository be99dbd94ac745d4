import type { DragEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailOf } from '../productPictures';
import { Actions, Item, MainMark, SmallButton, ThumbImage } from './PicturesField.styles';

export type PictureAction = 'earlier' | 'later' | 'main' | 'remove';

interface PictureItemProps {
  url: string;
  index: number;
  total: number;
  alt: string;
  itemRef: Ref<HTMLLIElement>;
  dragOver: boolean;
  onAction: (action: PictureAction, index: number) => void;
  onDragStart: (index: number) => void;
  onDragOver: (index: number) => void;
  onDrop: (index: number) => void;
  onDragEnd: () => void;
}

/**
 * One picture of the form: a labelled group (its place in the order) that can be dragged onto
 * another place, with buttons doing the same from the keyboard.
 */
export function PictureItem({
  url,
  index,
  total,
  alt,
  itemRef,
  dragOver,
  onAction,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: PictureItemProps) {
  const { t } = useTranslation();
  const main = index === 0;
  const button = (action: PictureAction, label: string, disabled = false) => (
    <SmallButton
      type="button"
      data-action={action}
      disabled={disabled}
      onClick={() => onAction(action, index)}
    >
      {label}
    </SmallButton>
  );
  return (
    <Item
      ref={itemRef}
      aria-label={t('admin_product_picture_label', { n: index + 1, total })}
      draggable
      $main={main}
      $over={dragOver}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        onDragStart(index);
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        onDragOver(index);
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop(index);
      }}
      onDragEnd={onDragEnd}
    >
      <ThumbImage src={thumbnailOf(url)} alt={alt} width={160} height={160} draggable={false} />
      {main ? <MainMark>{t('admin_product_picture_main')}</MainMark> : null}
      <Actions>
        {button('earlier', t('admin_product_picture_earlier'), index === 0)}
        {button('later', t('admin_product_picture_later'), index === total - 1)}
        {main ? null : button('main', t('admin_product_picture_make_main'))}
        {button('remove', t('admin_product_picture_remove'))}
      </Actions>
    </Item>
  );
}
