import { useId } from 'react';
import { ProductGrid } from './ProductGrid';
import { Notice, Section, SectionTitle } from './ProductSection.styles';

const NO_IDS: readonly number[] = [];

export interface ProductSectionProps {
  title: string;
  /** Ids in display order (a query's `ids`); undefined while nothing has loaded. */
  productIds: readonly number[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Shown when the load failed; without it a failed section is simply left out. */
  errorMessage?: string;
}

/** A titled grid of products; nothing when there is nothing to show. */
export function ProductSection({
  title,
  productIds = NO_IDS,
  isLoading,
  isError,
  errorMessage,
}: ProductSectionProps) {
  const headingId = useId();

  if (isError && !errorMessage) return null;
  if (!isLoading && !isError && productIds.length === 0) return null;

  return (
    <Section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {isError ? (
        <Notice>{errorMessage}</Notice>
      ) : (
        <ProductGrid productIds={productIds} isLoading={isLoading} />
      )}
    </Section>
  );
}
