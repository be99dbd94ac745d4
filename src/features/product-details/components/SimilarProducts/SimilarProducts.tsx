import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogFreshness, useGetRelatedProductsQuery } from '../../../../api/catalogApi';
import { ProductCarousel } from '../../../../entities/product/ui/ProductCarousel';
import { ProductCarouselSkeleton } from '../../../../entities/product/ui/ProductCarouselSkeleton';
import { Heading, Section } from './SimilarProducts.styles';

/**
 * Similar products, in the shared product carousel. They load on their own, and a
 * failure is an empty list, so the section is simply left out (as it is when there are none).
 */
export function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading, isError } = useGetRelatedProductsQuery(productId, catalogFreshness);
  if (isError || (!isLoading && (data ?? []).length === 0)) return null;
  const title = t('similar_products');

  return (
    <Section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <Heading id={headingId}>{title}</Heading>
      {isLoading || !data ? (
        <ProductCarouselSkeleton />
      ) : (
        <ProductCarousel productIds={data} label={title} />
      )}
    </Section>
  );
}
