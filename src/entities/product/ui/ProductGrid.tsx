import { ProductCardOnView } from './ProductCardOnView';
import { Grid, Placeholder } from './ProductGrid.styles';

const PLACEHOLDER_COUNT = 4;

export interface ProductGridProps {
  productIds: readonly number[];
  /** Pulsing placeholders instead of cards while the list loads. */
  isLoading?: boolean;
  /** Card titles' heading level (ProductCard): 2 when the grid sits right under the page's h1. */
  headingLevel?: 2 | 3;
  /**
   * How many first cards load their picture at once with high priority (a listing's first row is
   * its largest paint); the rest load lazily.
   */
  priorityCount?: number;
}

/** Product cards by id in the responsive grid every product list uses. */
export function ProductGrid({
  productIds,
  isLoading = false,
  headingLevel,
  priorityCount = 0,
}: ProductGridProps) {
  if (isLoading) {
    return (
      <Grid aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <Placeholder key={index} />
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {productIds.map((id, index) => (
        <li key={id}>
          <ProductCardOnView
            productId={id}
            headingLevel={headingLevel}
            imagePriority={index < priorityCount}
          />
        </li>
      ))}
    </Grid>
  );
}
