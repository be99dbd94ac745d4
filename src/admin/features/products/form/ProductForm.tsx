import { Formik, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyFieldErrors, isFetchBaseQueryError, toErrorMessage } from '../../../../api/errors';
import type { Language } from '../../../../shared/rules/constants';
import { adminProductForm } from '../../../../shared/rules/forms/adminProduct';
import { buildYupSchema } from '../../../../shared/rules/yupSchema';
import { FormBanner, FormRoot, SubmitButton } from '../../../../shared/ui/form';
import { notify } from '../../../../shared/ui/toast/notify';
import type { AdminProductDto } from '../../../../shared/wire/adminProducts';
import {
  useCreateProductMutation,
  useProductCategoriesQuery,
  useUpdateProductMutation,
} from '../../../api/productsApi';
import { adminPaths } from '../../../ui/paths';
import { DeleteProduct } from './DeleteProduct';
import { PicturesField } from './PicturesField';
import { ProductFields } from './ProductFields';
import { FormActions, StorefrontLink } from './ProductForm.styles';
import {
  bodyOf,
  changedBody,
  NEW_PRODUCT,
  valuesOf,
  type ProductFormValues,
} from './productFormValues';
import { storefrontHref } from './storefrontHref';

interface ProductFormProps {
  /** The saved product; none for a new one. */
  product?: AdminProductDto;
}

/**
 * The product form (rule table checks in the browser, the same the server applies). A new product
 * is posted whole, then its page opens; a saved one sends only what changed. A refusal keeps
 * what was typed: field errors under their fields, anything else above the form.
 */
export function ProductForm({ product }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const schema = useMemo(() => buildYupSchema(adminProductForm, t), [t]);
  const categories = useProductCategoriesQuery();
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const saved = useMemo(() => (product ? valuesOf(product) : NEW_PRODUCT), [product]);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const onSubmit = async (values: ProductFormValues, formik: FormikHelpers<ProductFormValues>) => {
    setBanner(null);
    try {
      if (!product) {
        const created = await create(bodyOf(values)).unwrap();
        notify.success(t('admin_product_created'));
        navigate(`${adminPaths.products}/${created.id}`);
        return;
      }
      const body = changedBody(values, saved);
      if (Object.keys(body).length === 0) {
        notify.info(t('admin_product_nothing_changed'));
        return;
      }
      const next = await update({ id: product.id, body }).unwrap();
      notify.success(t('admin_product_saved'));
      formik.resetForm({ values: valuesOf(next) });
    } catch (error) {
      if (applyFieldErrors(error, formik)) return;
      if (isFetchBaseQueryError(error) && error.status === 409) {
        // A code another product holds belongs under the code field.
        formik.setFieldError('product_code', toErrorMessage(error, t, 'admin_product_code_taken'));
        void formik.setFieldTouched('product_code', true, false);
        return;
      }
      setBanner(toErrorMessage(error, t, 'admin_product_save_failed'));
    }
  };

  const category = categories.data?.find((entry) => entry.id === product?.category_id);
  const shopHref =
    product && product.status === 'active' && category
      ? storefrontHref(category.slug, product.slug, language)
      : null;

  return (
    <Formik initialValues={saved} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <FormRoot>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          {shopHref ? (
            <StorefrontLink href={shopHref} target="_blank" rel="noopener">
              {t('admin_product_view_storefront')}
            </StorefrontLink>
          ) : null}
          <ProductFields
            categories={categories.data}
            categoriesFailed={categories.isError}
            onRetryCategories={() => void categories.refetch()}
          />
          <PicturesField
            productName={language === 'en' ? values.name_en : values.name_ar}
            onBusyChange={onBusyChange}
          />
          <FormActions>
            <SubmitButton busyLabel={t('admin_product_saving')} disabled={uploading}>
              {t(product ? 'admin_product_save' : 'admin_product_create')}
            </SubmitButton>
            {product ? <DeleteProduct id={product.id} /> : null}
          </FormActions>
        </FormRoot>
      )}
    </Formik>
  );
}
