import { useId, useMemo } from 'react';
import type { ProductPage } from '../../../api/transforms/product';
import { PAGE_SIZE } from '../../../shared/rules/constants';
import { ProductCard } from './ProductCard';
import { Grid, Notice, Placeholder, Section, SectionTitle } from './ProductSection.styles';

const PLACEHOLDER_COUNT = 4;

export interface ProductSectionProps {
  title: string;
  page: ProductPage | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Shown when the load failed; without it a failed section is simply left out. */
  errorMessage?: string;
}

/** A titled grid of up to 50 products (SPEC §7 home cap); nothing when there is nothing to show. */
export function ProductSection({
  title,
  page,
  isLoading,
  isError,
  errorMessage,
}: ProductSectionProps) {
  const headingId = useId();
  const productIds = useMemo(
    () => (page?.products ?? []).slice(0, PAGE_SIZE.homeSection).map((product) => product.id),
    [page],
  );

  if (isError && !errorMessage) return null;
  if (!isLoading && !isError && productIds.length === 0) return null;

  return (
    <Section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {isError ? (
        <Notice>{errorMessage}</Notice>
      ) : isLoading ? (
        <Grid aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </Grid>
      ) : (
        <Grid>
          {productIds.map((id) => (
            <li key={id}>
              <ProductCard productId={id} />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
