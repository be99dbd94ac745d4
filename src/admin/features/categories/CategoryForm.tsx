import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { adminCategoryForm } from '../../../shared/rules/forms/adminCategory';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import type { AdminCategoryBody } from '../../../shared/wire/adminProducts';
import { Button } from '../../../shared/ui/Button';
import { FieldGrid, FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import {
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  type AdminCategory,
} from '../../api/categoriesApi';
import { BannerFields } from './BannerFields';
import { FormActions, FormBox, FormTitle } from '../../ui/Blocks.styles';
import { categoryName } from './categoryName';

export interface CategoryValues {
  name_ar: string;
  name_en: string;
  slug: string;
  /** Uploaded (or the category's own) -640 URLs; null for no banner. */
  banner_image_ar: string | null;
  banner_image_en: string | null;
}

const valuesOf = (category?: AdminCategory): CategoryValues => ({
  name_ar: category?.name_ar ?? '',
  name_en: category?.name_en ?? '',
  slug: category?.slug ?? '',
  banner_image_ar: category?.banner_image_ar ?? null,
  banner_image_en: category?.banner_image_en ?? null,
});

const BANNERS = ['banner_image_ar', 'banner_image_en'] as const;

/**
 * The body a save sends. A new category leaves an empty slug and absent banners out (the server
 * makes the slug from the English name); an edit sends only what changed, so a rename keeps the
 * category's address and a removed banner is sent as null.
 */
export function categoryBody(values: CategoryValues, before?: AdminCategory): AdminCategoryBody {
  const trimmed = {
    name_ar: values.name_ar.trim(),
    name_en: values.name_en.trim(),
    slug: values.slug.trim(),
  };
  if (!before) {
    const { slug, ...names } = trimmed;
    const body: AdminCategoryBody = slug ? { ...names, slug } : names;
    for (const field of BANNERS) if (values[field]) body[field] = values[field];
    return body;
  }
  const body: AdminCategoryBody = {};
  if (trimmed.name_ar !== before.name_ar) body.name_ar = trimmed.name_ar;
  if (trimmed.name_en !== before.name_en) body.name_en = trimmed.name_en;
  if (trimmed.slug !== before.slug) body.slug = trimmed.slug;
  for (const field of BANNERS) if (values[field] !== before[field]) body[field] = values[field];
  return body;
}

export interface CategoryFormProps {
  /** The category being edited; none for a new one. */
  category?: AdminCategory;
  onDone: (saved: AdminCategory | null) => void;
  onCancel: () => void;
}

/**
 * New category or an inline edit: both names, the optional slug, the two banners; server errors on
 * their fields. Saving waits while a banner is still uploading (its URL is not known yet).
 */
export function CategoryForm({ category, onDone, onCancel }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const schema = useMemo(() => buildYupSchema(adminCategoryForm, t), [t]);
  const editing = category !== undefined;

  return (
    <FormBox>
      <FormTitle id={titleId}>
        {editing
          ? t('admin_categories_edit_title', { name: categoryName(category, i18n.language) })
          : t('admin_categories_new_title')}
      </FormTitle>
      <Formik
        initialValues={valuesOf(category)}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          const body = categoryBody(values, category);
          try {
            if (!category) {
              const saved = await create(body).unwrap();
              notify.success(
                t('admin_categories_created', { name: categoryName(saved, i18n.language) }),
              );
              onDone(saved);
            } else if (Object.keys(body).length === 0) {
              onDone(null);
            } else {
              const saved = await update({ id: category.id, body }).unwrap();
              notify.success(
                t('admin_categories_saved', { name: categoryName(saved, i18n.language) }),
              );
              onDone(saved);
            }
          } catch (error) {
            if (!applyFieldErrors(error, formik)) {
              setBanner(toErrorMessage(error, t, 'admin_categories_save_failed'));
            }
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <FieldGrid>
            <TextField name="name_ar" label={t('admin_categories_name_ar')} dir="rtl" required />
            <TextField name="name_en" label={t('admin_categories_name_en')} dir="ltr" required />
            <TextField
              name="slug"
              label={t('admin_categories_slug')}
              dir="ltr"
              hint={t(editing ? 'admin_categories_slug_hint_edit' : 'admin_categories_slug_hint')}
            />
          </FieldGrid>
          <BannerFields onBusyChange={setUploading} />
          <FormActions>
            <SubmitButton busyLabel={t('admin_categories_saving')} disabled={uploading}>
              {t(editing ? 'admin_categories_save' : 'admin_categories_create')}
            </SubmitButton>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('admin_categories_cancel')}
            </Button>
          </FormActions>
        </FormRoot>
      </Formik>
    </FormBox>
  );
}
