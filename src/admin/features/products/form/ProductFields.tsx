import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/rules/constants';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PUBLISH_STATUSES,
} from '../../../../shared/rules/forms/adminProduct';
import { Button } from '../../../../shared/ui/Button';
import { FieldGrid, SelectField, TextAreaField, TextField } from '../../../../shared/ui/form';
import type { AdminCategoryDto } from '../../../../shared/wire/adminProducts';
import { CategoriesFailed } from './ProductForm.styles';

interface ProductFieldsProps {
  categories: readonly AdminCategoryDto[] | undefined;
  categoriesFailed: boolean;
  onRetryCategories: () => void;
}

/**
 * The product's own fields under their API names. Each language's text keeps its direction on
 * either page; codes, prices and counts read left to right with a number keypad.
 */
export function ProductFields({
  categories,
  categoriesFailed,
  onRetryCategories,
}: ProductFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const categoryOptions = (categories ?? []).map((category) => {
    const name = language === 'en' ? category.name_en : category.name_ar;
    return {
      value: String(category.id),
      label: category.hidden ? t('admin_product_category_hidden', { name }) : name,
    };
  });

  return (
    <FieldGrid>
      <TextField
        name="name_ar"
        label={t('admin_product_name_ar')}
        dir="rtl"
        maxLength={ADMIN_PRODUCT_LIMITS.name}
        required
      />
      <TextField
        name="name_en"
        label={t('admin_product_name_en')}
        dir="ltr"
        maxLength={ADMIN_PRODUCT_LIMITS.name}
        required
      />
      <TextAreaField
        name="description_ar"
        label={t('admin_product_description_ar')}
        dir="rtl"
        maxLength={ADMIN_PRODUCT_LIMITS.description}
      />
      <TextAreaField
        name="description_en"
        label={t('admin_product_description_en')}
        dir="ltr"
        maxLength={ADMIN_PRODUCT_LIMITS.description}
      />
      <TextField
        name="product_code"
        label={t('admin_product_code')}
        dir="ltr"
        autoComplete="off"
        maxLength={ADMIN_PRODUCT_LIMITS.productCode}
        required
      />
      <div>
        <SelectField
          name="category_id"
          label={t('admin_product_category')}
          placeholder={t('admin_product_category_choose')}
          options={categoryOptions}
          required
        />
        {categoriesFailed ? (
          <CategoriesFailed role="alert">
            {t('admin_product_categories_failed')}{' '}
            <Button type="button" $variant="secondary" onClick={onRetryCategories}>
              {t('admin_retry')}
            </Button>
          </CategoriesFailed>
        ) : null}
      </div>
      <TextField
        name="price_before_discount"
        label={t('admin_product_price_before')}
        inputMode="decimal"
        numeric
        hint={t('admin_product_price_hint')}
      />
      <TextField
        name="price_after_discount"
        label={t('admin_product_price_after')}
        inputMode="decimal"
        numeric
      />
      <TextField name="quantity" label={t('admin_product_quantity')} numeric />
      <TextField
        name="sort"
        label={t('admin_product_sort')}
        numeric
        hint={t('admin_product_sort_hint')}
      />
      <SelectField
        name="product_status"
        label={t('admin_product_product_status')}
        options={ADMIN_PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: t(`admin_product_product_status_${status}`),
        }))}
      />
      <SelectField
        name="status"
        label={t('admin_product_status')}
        options={ADMIN_PUBLISH_STATUSES.map((status) => ({
          value: status,
          label: t(`admin_product_status_${status}`),
        }))}
      />
    </FieldGrid>
  );
}
