import { useTranslation } from 'react-i18next';
import { useGetRelatedProductsQuery } from '../../../api/catalogApi';
import { ProductSection } from '../../../entities/product/ui/ProductSection';

/** SPEC §4: similar products load on their own; a failure is an empty list (nothing shown). */
export function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetRelatedProductsQuery(productId);
  return (
    <ProductSection
      title={t('similar_products')}
      productIds={isError ? [] : data}
      isLoading={isLoading}
      isError={false}
    />
  );
}
