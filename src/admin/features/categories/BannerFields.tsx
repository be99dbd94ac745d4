import { useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_LIMITS } from '../../../shared/rules/media';
import { FieldGrid } from '../../../shared/ui/form';
import { PicturePicker, type PicturePickerTexts } from '../../ui/PicturePicker';
import type { CategoryValues } from './CategoryForm';

/** Category banners are drawn 1280 × 400 (16:5), as the storefront reserves their space. */
export const BANNER_SIZE = { width: 1280, height: 400 } as const;

type BannerField = 'banner_image_ar' | 'banner_image_en';

/**
 * The category's two banners, one per storefront language (each carries text in its language).
 * A picture is uploaded as soon as it is chosen; the form sends its URL when saved. `onBusyChange`
 * says whether an upload is still under way, so the form waits for it.
 */
export function BannerFields({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue } = useFormikContext<CategoryValues>();
  const [busy, setBusy] = useState({ ar: false, en: false });
  const arBusy = useCallback((ar: boolean) => setBusy((now) => ({ ...now, ar })), []);
  const enBusy = useCallback((en: boolean) => setBusy((now) => ({ ...now, en })), []);
  const setAr = useCallback(
    (url: string | null) => setFieldValue('banner_image_ar', url),
    [setFieldValue],
  );
  const setEn = useCallback(
    (url: string | null) => setFieldValue('banner_image_en', url),
    [setFieldValue],
  );

  useEffect(() => {
    onBusyChange(busy.ar || busy.en);
  }, [busy, onBusyChange]);

  const texts = useMemo<PicturePickerTexts>(
    () => ({
      choose: t('admin_categories_banner_choose'),
      replace: t('admin_categories_banner_replace'),
      remove: t('admin_categories_banner_remove'),
      none: t('admin_categories_banner_none'),
      uploading: t('admin_categories_banner_uploading'),
      uploaded: t('admin_categories_banner_uploaded'),
      removed: t('admin_categories_banner_removed'),
      failed: t('admin_categories_banner_upload_failed'),
    }),
    [t],
  );
  const hint = t('admin_categories_banner_hint', {
    width: BANNER_SIZE.width,
    height: BANNER_SIZE.height,
    megabytes: PICTURE_LIMITS.bytes / 1024 / 1024,
  });
  const errorOf = (field: BannerField) => (touched[field] ? errors[field] : undefined);

  return (
    <FieldGrid>
      <PicturePicker
        label={t('admin_categories_banner_ar')}
        value={values.banner_image_ar}
        onChange={setAr}
        folder="banners"
        texts={texts}
        alt={t('admin_categories_banner_alt_ar')}
        size={BANNER_SIZE}
        hint={hint}
        name="banner_image_ar"
        error={errorOf('banner_image_ar')}
        onBusyChange={arBusy}
      />
      <PicturePicker
        label={t('admin_categories_banner_en')}
        value={values.banner_image_en}
        onChange={setEn}
        folder="banners"
        texts={texts}
        alt={t('admin_categories_banner_alt_en')}
        size={BANNER_SIZE}
        hint={`${hint} ${t('admin_categories_banner_en_kept')}`}
        name="banner_image_en"
        error={errorOf('banner_image_en')}
        copy={{
          label: t('admin_categories_banner_use_ar'),
          from: values.banner_image_ar,
          done: t('admin_categories_banner_copied'),
        }}
        onBusyChange={enBusy}
      />
    </FieldGrid>
  );
}
