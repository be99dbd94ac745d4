// SPEC §2 Carousel layout: 1 slide centred under 640 px, 1.5 under 1024 px, 4 from 1024 px; a
// static 1/2/4-column grid with 4 or fewer products on desktop (or 1 product); autoplay 2.5 s in
// step with every other slider of the page, paused on hover (and while the focus is inside); loops
// when there is more than one product.
import 'slick-carousel/slick/slick.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Slider, { type Settings } from 'react-slick';
import { useTheme } from 'styled-components';
import { useNearViewport } from '../../../shared/hooks/useNearViewport';
import { ProductCard } from './ProductCard';
import { useSyncedAutoplay } from './ProductCarousel.autoplay';
import { SLIDES_TO_SHOW, useCarouselLayout, type CarouselLayout } from './ProductCarousel.layout';
import {
  CardBox,
  Frame,
  Grid,
  NavButton,
  Slice,
  SlideCell,
  Viewport,
} from './ProductCarousel.styles';
import { useHiddenSlidesUnfocusable } from './ProductCarousel.focus';

/** Cards the static first slice renders: enough for the widest layout (4). */
export const SLICE_SIZE = 4;
const SLIDE_SPEED_MS = 500;

export interface ProductCarouselProps {
  /** Product ids in display order. */
  productIds: readonly number[];
  /** The carousel's accessible name (usually its section's title). */
  label: string;
}

/** Static grid or slider for this many products at this width (SPEC §2 Carousel layout). */
export function usesGrid(count: number, layout: CarouselLayout | null): boolean {
  return count === 1 || (layout === 'desktop' && count <= SLIDES_TO_SHOW.desktop);
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Product cards (<ProductCard productId>) as a carousel. Server render and first paint show the
 * first cards statically, sized exactly like the slider's first view; react-slick (which reads the
 * window) mounts only in the browser, once the carousel comes near the viewport, so a page of
 * sections with 50 products each does not build every slider (and its clones) up front.
 */
export function ProductCarousel({ productIds, label }: ProductCarouselProps) {
  const { t } = useTranslation();
  const rtl = useTheme().dir === 'rtl';
  const layout = useCarouselLayout();
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  const sliderRef = useRef<Slider | null>(null);
  const count = productIds.length;
  const grid = usesGrid(count, layout);
  const sliding = !grid && layout !== null && near;

  // Slides run left to right in both languages (FACTS.md); in Arabic the list is reversed, so the
  // next product is the slide on the left.
  const showNext = useCallback(() => {
    if (rtl) sliderRef.current?.slickPrev();
    else sliderRef.current?.slickNext();
  }, [rtl]);
  const showPrevious = useCallback(() => {
    if (rtl) sliderRef.current?.slickNext();
    else sliderRef.current?.slickPrev();
  }, [rtl]);

  const pauseHandlers = useSyncedAutoplay(showNext, sliding, frameRef);
  const viewportRef = useHiddenSlidesUnfocusable(sliding);

  if (count === 0) return null;

  if (grid) {
    return (
      <Frame ref={frameRef}>
        <Grid>
          {productIds.map((id) => (
            <li key={id}>
              <CardBox>
                <ProductCard productId={id} />
              </CardBox>
            </li>
          ))}
        </Grid>
      </Frame>
    );
  }

  const region = {
    role: 'region',
    'aria-roledescription': t('carousel'),
    'aria-label': label,
  } as const;

  if (!sliding || layout === null) {
    return (
      <Frame ref={frameRef} {...region}>
        <Slice>
          {productIds.slice(0, SLICE_SIZE).map((id) => (
            <li key={id}>
              <CardBox>
                <ProductCard productId={id} />
              </CardBox>
            </li>
          ))}
        </Slice>
      </Frame>
    );
  }

  const slidesToShow = SLIDES_TO_SHOW[layout];
  const ordered = rtl ? [...productIds].reverse() : productIds;
  const settings: Settings = {
    arrows: false,
    dots: false,
    infinite: true,
    speed: SLIDE_SPEED_MS,
    slidesToShow,
    slidesToScroll: 1,
    swipeToSlide: true,
    // Arabic starts on the last page of the reversed list: the first products, on the right.
    initialSlide: rtl ? count - slidesToShow : 0,
  };

  return (
    <Frame ref={frameRef} {...region} {...pauseHandlers}>
      <NavButton
        type="button"
        $side="start"
        aria-label={t('carousel_previous')}
        onClick={showPrevious}
      >
        <Chevron />
      </NavButton>
      <NavButton type="button" $side="end" aria-label={t('carousel_next')} onClick={showNext}>
        <Chevron />
      </NavButton>
      <Viewport ref={viewportRef} dir="ltr" $layout={layout} $rtl={rtl}>
        {/* Remounted when the layout changes: slidesToShow and the Arabic start slide depend on it. */}
        <Slider key={layout} ref={sliderRef} {...settings}>
          {ordered.map((id, index) => {
            const position = rtl ? count - index : index + 1;
            return (
              <SlideCell
                key={id}
                dir={rtl ? 'rtl' : 'ltr'}
                role="group"
                aria-roledescription={t('carousel_slide')}
                aria-label={t('carousel_slide_label', { index: position, count })}
              >
                <CardBox>
                  <ProductCard productId={id} />
                </CardBox>
              </SlideCell>
            );
          })}
        </Slider>
      </Viewport>
    </Frame>
  );
}
