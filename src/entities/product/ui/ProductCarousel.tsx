// Carousel layout: 1 slide centred under 640 px, 1.5 under 1024 px, 4 from 1024 px; a
// static 1/2/4-column grid with 4 or fewer products on desktop (or 1 product); autoplay 2.5 s in
// step with every other slider of the page, paused on hover (and while the focus is inside); loops
// when there is more than one product.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';
import { ProductCardOnView } from './ProductCardOnView';
import {
  CAROUSEL_CARD_SIZES,
  SLIDES_TO_SHOW,
  useCarouselLayout,
  type CarouselLayout,
} from './ProductCarousel.layout';
import { CardBox, Frame, Grid, Slice } from './ProductCarousel.styles';

/** Cards the static first slice renders: enough for the widest layout (4). */
export const SLICE_SIZE = 4;
/** Cards visible in each layout's first view (one and a half on tablets). */
const SLICE_SHOWN: Record<CarouselLayout, number> = { phone: 1, tablet: 2, desktop: 4 };

/**
 * react-slick and slick.css, fetched when the first carousel of the page comes near the viewport
 * (its own "carousel" chunk, about 13 KB gzip): the first render never waits for it, because the
 * static slice below already shows what the slider's first frame shows.
 */
const ProductCarouselSlider = lazy(async () => {
  const module = await import(/* webpackChunkName: "carousel" */ './ProductCarouselSlider');
  return { default: module.ProductCarouselSlider };
});

export interface ProductCarouselProps {
  /** Product ids in display order. */
  productIds: readonly number[];
  /** The carousel's accessible name. */
  label: string;
  /** The first card's picture is the page's LCP candidate (the first section of home). */
  priority?: boolean;
}

/** Static grid or slider for this many products at this width. */
export function usesGrid(count: number, layout: CarouselLayout | null): boolean {
  return count === 1 || (layout === 'desktop' && count <= SLIDES_TO_SHOW.desktop);
}

function cardItems(ids: readonly number[], priority = false): ReactNode {
  return ids.map((id, index) => (
    <li key={id}>
      <CardBox>
        <ProductCardOnView
          productId={id}
          imageSizes={CAROUSEL_CARD_SIZES}
          imagePriority={priority && index === 0}
        />
      </CardBox>
    </li>
  ));
}

/**
 * Product cards (<ProductCard productId>) as a carousel. A server render, the first paint and a
 * carousel far below the fold show the first cards statically, laid out exactly like the slider's
 * first view (in Arabic from the right); the slider (react-slick reads the window) replaces them in
 * the browser once the carousel comes within 600 px of the viewport, so a page of sections with 50
 * products each does not build every slider and its clones up front.
 */
export function ProductCarousel({ productIds, label, priority = false }: ProductCarouselProps) {
  const { t } = useTranslation();
  const rtl = useTheme().dir === 'rtl';
  const layout = useCarouselLayout();
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  const count = productIds.length;

  if (count === 0) return null;

  if (usesGrid(count, layout)) {
    return (
      <Frame ref={frameRef}>
        <Grid>{cardItems(productIds, priority)}</Grid>
      </Frame>
    );
  }

  // Only the cards the layout shows (all four while the width is unknown, as on a server): the
  // others would be hidden and still fetch their pictures.
  const shown = layout === null ? SLICE_SIZE : SLICE_SHOWN[layout];
  const slice = <Slice>{cardItems(productIds.slice(0, shown), priority)}</Slice>;
  return (
    <Frame ref={frameRef} role="region" aria-roledescription={t('carousel')} aria-label={label}>
      {near && layout !== null ? (
        <Suspense fallback={slice}>
          <ProductCarouselSlider productIds={productIds} layout={layout} rtl={rtl} />
        </Suspense>
      ) : (
        slice
      )}
    </Frame>
  );
}
