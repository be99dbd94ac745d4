import { SLICE_SIZE } from './ProductCarousel';
import { CardBox, Slice, SkeletonCard } from './ProductCarousel.styles';

/**
 * What a carousel's place shows while its products load: card-shaped placeholders laid out
 * exactly like the carousel's first view (1, 1.5 or 4 cards), so nothing moves when they arrive.
 */
export function ProductCarouselSkeleton() {
  return (
    <Slice aria-hidden="true">
      {Array.from({ length: SLICE_SIZE }, (_, index) => (
        <li key={index}>
          <CardBox>
            <SkeletonCard />
          </CardBox>
        </li>
      ))}
    </Slice>
  );
}
