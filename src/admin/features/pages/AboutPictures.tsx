import { useField } from 'formik';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageAtWidth } from '../../../shared/lib/image';
import { PICTURE_LIMITS } from '../../../shared/rules/media';
import { PAGE_LIMITS } from '../../../shared/rules/forms/adminPage';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { movedItem } from '../../ui/listOrder';
import { PicturePicker, type PicturePickerTexts } from '../../ui/PicturePicker';
import {
  Actions,
  FieldError,
  Fieldset,
  Hint,
  Item,
  Legend,
  List,
  SmallButton,
  Thumb,
} from './AboutPictures.styles';

const MAX = PAGE_LIMITS.aboutPictures;
/** The factory pictures' usual shape (the storefront's grid cards). */
const PICTURE_SIZE = { width: 710, height: 425 } as const;

type Action = 'earlier' | 'later' | 'remove';

/**
 * The about page's factory pictures (Formik value `images`), in the order the shop shows them:
 * each moves earlier or later or is removed with its buttons (the focus stays on the button used,
 * or goes to the next picture after a removal); a new picture is uploaded to the banners folder
 * and added at the end. Nothing is kept until the page is saved.
 */
export function AboutPictures({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('images');
  const images = field.value;
  const hintId = useId();
  const errorId = useId();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const pickerBox = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ url: string; action: Action } | null>(null);
  // The newest list, for an upload finishing between renders.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const item = Array.from(list.current?.children ?? []).find(
      (node) => node.getAttribute('data-url') === target.url,
    );
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:enabled`) ??
      item?.querySelector<HTMLButtonElement>('button:enabled');
    button?.focus();
  }, [images]);

  const alt = (index: number) => t('admin_about_picture_alt', { n: index + 1 });
  const setImages = (next: string[]) => {
    latest.current = next;
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };

  const act = (action: Action, index: number) => {
    const url = images[index];
    if (url === undefined) return;
    if (action === 'remove') {
      setImages(images.filter((_, position) => position !== index));
      setAnnouncement(t('admin_about_picture_removed'));
      const next = images[index + 1] ?? images[index - 1];
      if (next) focusAfter.current = { url: next, action };
      else pickerBox.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    const to = action === 'earlier' ? index - 1 : index + 1;
    if (to < 0 || to >= images.length) return;
    focusAfter.current = { url, action };
    setImages(movedItem(images, index, to));
    setAnnouncement(t('admin_about_picture_moved', { n: to + 1 }));
  };

  const onUploaded = useCallback(
    (url: string | null) => {
      if (!url || latest.current.includes(url) || latest.current.length >= MAX) return;
      latest.current = [...latest.current, url];
      void helpers.setValue(latest.current);
    },
    // Formik's helpers change identity every render; latest.current holds the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const texts = useMemo<PicturePickerTexts>(
    () => ({
      choose: t('admin_about_picture_choose'),
      replace: t('admin_about_picture_choose'),
      remove: t('admin_about_picture_remove'),
      none: t('admin_about_picture_none'),
      uploading: t('admin_about_picture_uploading'),
      uploaded: t('admin_about_picture_uploaded'),
      removed: t('admin_about_picture_removed'),
      failed: t('admin_about_picture_failed'),
    }),
    [t],
  );

  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const named = (text: string, index: number) => `${text}: ${alt(index)}`;

  return (
    <Fieldset
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      data-field-name="images"
      tabIndex={-1}
    >
      <Legend>{t('admin_about_pictures')}</Legend>
      <Hint id={hintId}>{t('admin_about_pictures_hint', { count: images.length, max: MAX })}</Hint>
      <List ref={list}>
        {images.map((url, index) => (
          <Item key={url} data-url={url} aria-label={alt(index)}>
            <Thumb
              src={imageAtWidth(url, 320)}
              alt={alt(index)}
              width={PICTURE_SIZE.width}
              height={PICTURE_SIZE.height}
              loading="lazy"
            />
            <Actions>
              <SmallButton
                type="button"
                data-action="earlier"
                disabled={index === 0}
                aria-label={named(t('admin_about_picture_earlier'), index)}
                onClick={() => act('earlier', index)}
              >
                {t('admin_about_picture_earlier')}
              </SmallButton>
              <SmallButton
                type="button"
                data-action="later"
                disabled={index === images.length - 1}
                aria-label={named(t('admin_about_picture_later'), index)}
                onClick={() => act('later', index)}
              >
                {t('admin_about_picture_later')}
              </SmallButton>
              <SmallButton
                type="button"
                data-action="remove"
                aria-label={named(t('admin_about_picture_remove'), index)}
                onClick={() => act('remove', index)}
              >
                {t('admin_about_picture_remove')}
              </SmallButton>
            </Actions>
          </Item>
        ))}
      </List>
      <FieldError id={errorId} aria-live="polite">
        {error ?? ''}
      </FieldError>
      <div ref={pickerBox}>
        {images.length < MAX ? (
          <PicturePicker
            label={t('admin_about_picture_add')}
            value={null}
            onChange={onUploaded}
            folder="banners"
            texts={texts}
            alt=""
            size={{ width: 320, height: 120 }}
            hint={t('admin_about_picture_hint', {
              megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
            })}
            onBusyChange={onBusyChange}
          />
        ) : (
          <Hint>{t('admin_about_pictures_full', { max: MAX })}</Hint>
        )}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Fieldset>
  );
}
