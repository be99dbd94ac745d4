import { useField } from 'formik';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PRODUCT_LIMITS } from '../../../../shared/rules/forms/adminProduct';
import { movedItem } from '../../../ui/listOrder';
import { PictureItem, type PictureAction } from './PictureItem';
import {
  Announce,
  FieldError,
  FileInput,
  Hint,
  Legend,
  List,
  Pictures,
  SmallButton,
  UploadLine,
  Uploads,
} from './PicturesField.styles';
import { usePictureUploads } from './usePictureUploads';

const MAX = ADMIN_PRODUCT_LIMITS.images;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The product's pictures (Formik value `images`, the first the main one): files chosen are
 * uploaded and added in order; drag one onto another place, or use its buttons.
 */
export function PicturesField({
  productName,
  onBusyChange,
}: {
  productName: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('images');
  const images = field.value;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const focusAfterMove = useRef<{ url: string; action: PictureAction } | null>(null);
  // The newest list, for uploads finishing between renders.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const setImages = useCallback(
    (next: string[]) => {
      latest.current = next;
      void helpers.setValue(next);
    },
    [helpers],
  );

  const onUploaded = useCallback(
    (url: string) => {
      if (!latest.current.includes(url)) setImages([...latest.current, url]);
    },
    [setImages],
  );
  const uploads = usePictureUploads(onUploaded, MAX - images.length);
  useEffect(() => onBusyChange(uploads.busy), [uploads.busy, onBusyChange]);

  useEffect(() => {
    // A moved picture keeps the focus on the button used (or its neighbour at an end).
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = items.current.get(target.url);
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:enabled`) ??
      item?.querySelector<HTMLButtonElement>('button:enabled');
    button?.focus();
  }, [images]);

  const move = (from: number, to: number, action: PictureAction) => {
    const url = images[from];
    if (url === undefined || to < 0 || to >= images.length || from === to) return;
    focusAfterMove.current = { url, action };
    setImages(movedItem(images, from, to));
    setAnnouncement(
      to === 0
        ? t('admin_product_picture_now_main')
        : t('admin_product_picture_moved', { n: to + 1 }),
    );
  };

  const onAction = (action: PictureAction, index: number) => {
    if (action === 'earlier') move(index, index - 1, action);
    else if (action === 'later') move(index, index + 1, action);
    else if (action === 'main') move(index, 0, 'later');
    else {
      setImages(images.filter((_, position) => position !== index));
      setAnnouncement(t('admin_product_picture_removed'));
      // The focus goes to the next picture's buttons, or the file input when none is left.
      const next = images[index + 1] ?? images[index - 1];
      if (next) focusAfterMove.current = { url: next, action: 'remove' };
      else document.getElementById(inputId)?.focus();
    }
  };

  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const full = images.length >= MAX;

  return (
    <Pictures>
      <Legend>{t('admin_product_pictures')}</Legend>
      {images.length === 0 ? <Hint>{t('admin_product_pictures_none')}</Hint> : null}
      <List>
        {images.map((url, index) => (
          <PictureItem
            key={url}
            url={url}
            index={index}
            total={images.length}
            alt={t('admin_product_picture_alt', { n: index + 1, name: productName })}
            itemRef={(node) => {
              if (node) items.current.set(url, node);
              else items.current.delete(url);
            }}
            dragOver={dragOver === index && dragFrom !== index}
            onAction={onAction}
            onDragStart={setDragFrom}
            onDragOver={setDragOver}
            onDrop={(to) => {
              if (dragFrom !== null) move(dragFrom, to, 'earlier');
              setDragFrom(null);
              setDragOver(null);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
          />
        ))}
      </List>
      <label htmlFor={inputId}>{t('admin_product_pictures_add')}</label>
      <FileInput
        id={inputId}
        type="file"
        name="images"
        multiple
        accept={ACCEPT}
        disabled={full}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so the same file can be chosen again after a failure.
          event.target.value = '';
          if (files.length > 0) uploads.add(files);
        }}
      />
      <Hint id={hintId}>
        {t('admin_product_pictures_hint', { max: MAX, count: images.length })}
      </Hint>
      <FieldError id={errorId} aria-live="polite">
        {error ?? ''}
      </FieldError>
      <Uploads aria-live="polite">
        {uploads.entries.length > 0 ? (
          <ul aria-label={t('admin_product_uploads_label')}>
            {uploads.entries.map((entry) => (
              <UploadLine key={entry.key} $failed={entry.state === 'failed'}>
                <bdi>{entry.name}</bdi>
                {': '}
                {entry.state === 'failed'
                  ? entry.message
                  : t(
                      entry.state === 'uploading'
                        ? 'admin_product_picture_uploading'
                        : 'admin_product_picture_waiting',
                    )}
                {entry.state === 'failed' ? (
                  <SmallButton type="button" onClick={() => uploads.dismiss(entry.key)}>
                    {t('admin_product_picture_dismiss')}
                  </SmallButton>
                ) : null}
              </UploadLine>
            ))}
          </ul>
        ) : null}
      </Uploads>
      <Announce role="status">{announcement}</Announce>
    </Pictures>
  );
}
