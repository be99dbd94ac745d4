import { useField, useFormikContext } from 'formik';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_LIMITS } from '../../../../shared/rules/media';
import { PicturePicker, type PicturePickerTexts } from '../../../ui/PicturePicker';
import { useUploadBusy } from './EntryForm';
import type { EntryValues } from './entryBody';

export interface PictureFieldProps {
  /** The form field: the picture's URL, or null for none. */
  name: string;
  label: string;
  /** Describes the picture shown. */
  alt: string;
  /** The size the storefront draws it at (the preview keeps its shape). */
  size: { width: number; height: number };
  /** Offers to take another field's picture (the Arabic cover for the English page). */
  copy?: { from: string; label: string; done: string };
}

/**
 * A picture of a list entry (a team photo, a catalog cover): uploaded to the shop's banners
 * pictures as soon as it is chosen; the form sends its URL when saved.
 */
export function PictureField({ name, label, alt, size, copy }: PictureFieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string | null>(name);
  const { values } = useFormikContext<EntryValues>();
  const reportBusy = useUploadBusy();
  const { setValue } = helpers;
  const onChange = useCallback((url: string | null) => void setValue(url), [setValue]);
  const onBusyChange = useCallback((busy: boolean) => reportBusy(name, busy), [reportBusy, name]);
  const texts = useMemo<PicturePickerTexts>(
    () => ({
      choose: t('admin_lists_picture_choose'),
      replace: t('admin_lists_picture_replace'),
      remove: t('admin_lists_picture_remove'),
      none: t('admin_lists_picture_none'),
      uploading: t('admin_lists_picture_uploading'),
      uploaded: t('admin_lists_picture_uploaded'),
      removed: t('admin_lists_picture_removed'),
      failed: t('admin_lists_picture_failed'),
    }),
    [t],
  );
  const from = copy ? (values[copy.from] ?? null) : null;

  return (
    <PicturePicker
      label={label}
      value={field.value}
      onChange={onChange}
      folder="banners"
      texts={texts}
      alt={alt}
      size={size}
      hint={t('admin_lists_picture_hint', {
        ...size,
        megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
      })}
      name={name}
      error={meta.touched ? meta.error : undefined}
      copy={copy ? { label: copy.label, from, done: copy.done } : undefined}
      onBusyChange={onBusyChange}
    />
  );
}
