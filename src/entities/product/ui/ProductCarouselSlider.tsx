// The react-slick part of ProductCarousel, in its own chunk ("carousel", with slick.css): mounted
// when the carousel is first used (a button, a swipe, or its first autoplay beat), in place of the
// static first view that ProductCarousel renders on the server; the previous/next buttons, the
// region and the autoplay belong to ProductCarousel and stay as they are. See ProductCarousel.tsx.
import 'slick-carousel/slick/slick.css';
import {
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import Slider, { type Settings } from 'react-slick';
import { ProductCard } from './ProductCard';
import { useHiddenSlidesUnfocusable } from './ProductCarousel.focus';
import {
  CAROUSEL_CARD_SIZES,
  SLIDES_TO_SHOW,
  useCarouselLayout,
  usesGrid,
  type CarouselLayout,
} from './ProductCarousel.layout';
import { CardBox, SlideCell, Viewport } from './ProductCarousel.styles';

const SLIDE_SPEED_MS = 500;

/** A step in reading order: 1 brings the next product, -1 the previous one. */
export type CarouselStep = 1 | -1;

/** What ProductCarousel's buttons and autoplay drive. */
export interface ProductCarouselSliderHandle {
  go(step: CarouselStep): void;
}

export interface ProductCarouselSliderProps {
  productIds: readonly number[];
  rtl: boolean;
  ref?: Ref<ProductCarouselSliderHandle>;
  /** What shows where nothing slides (2 to 4 products on desktop): the static first view. */
  staticView: ReactNode;
}

/**
 * Indexes (into the slides in slider order) whose cards render around `first`, the first slide
 * shown: the page shown plus one page on either side, wrapping round like the slider. The others
 * stay empty boxes until the slider comes near them, so a slider of 50 products (plus clones,
 * which copy whatever their slide renders) builds a dozen cards, not all of them. react-slick's
 * own lazyLoad is not used: it leaves the clone of the last slide empty while "previous" wraps
 * round to it from the first.
 */
function around(first: number, shown: number, count: number): number[] {
  const indexes: number[] = [];
  for (let index = first - shown; index < first + 2 * shown; index += 1) {
    indexes.push(((index % count) + count) % count);
  }
  return indexes;
}

export function ProductCarouselSlider({
  productIds,
  rtl,
  ref,
  staticView,
}: ProductCarouselSliderProps) {
  const layout = useCarouselLayout();
  const sliderRef = useRef<Slider | null>(null);
  const viewportRef = useHiddenSlidesUnfocusable(true);

  // Slides run left to right in both languages (react-slick's rtl is broken); in Arabic
  // the list is reversed, so the next product is the slide on the left.
  useImperativeHandle(
    ref,
    () => ({
      go(step) {
        if ((step === 1) !== rtl) sliderRef.current?.slickNext();
        else sliderRef.current?.slickPrev();
      },
    }),
    [rtl],
  );

  if (layout === null || usesGrid(productIds.length, layout)) return staticView;
  return (
    <Viewport ref={viewportRef} dir="ltr" $layout={layout} $rtl={rtl}>
      {/* Remounted when the layout changes: slidesToShow and the Arabic start slide depend on it. */}
      <SlickTrack
        key={layout}
        sliderRef={sliderRef}
        productIds={productIds}
        layout={layout}
        rtl={rtl}
      />
    </Viewport>
  );
}

interface SlickTrackProps {
  sliderRef: Ref<Slider>;
  productIds: readonly number[];
  layout: CarouselLayout;
  rtl: boolean;
}

function SlickTrack({ sliderRef, productIds, layout, rtl }: SlickTrackProps) {
  const { t } = useTranslation();
  const count = productIds.length;
  const slidesToShow = SLIDES_TO_SHOW[layout];
  // Arabic starts on the last page of the reversed list: the first products, on the right.
  const initialSlide = rtl ? count - slidesToShow : 0;
  const [rendered, setRendered] = useState<ReadonlySet<number>>(
    () => new Set(around(initialSlide, slidesToShow, count)),
  );
  // Called before every move, with the real index of the slide the move ends on (never a clone's).
  const beforeChange = useCallback(
    (_current: number, next: number) => {
      setRendered((known) => {
        const wanted = around(next, slidesToShow, count).filter((index) => !known.has(index));
        return wanted.length === 0 ? known : new Set([...known, ...wanted]);
      });
    },
    [slidesToShow, count],
  );

  const ordered = rtl ? [...productIds].reverse() : productIds;
  const settings: Settings = {
    arrows: false,
    dots: false,
    infinite: true,
    speed: SLIDE_SPEED_MS,
    slidesToShow,
    slidesToScroll: 1,
    swipeToSlide: true,
    initialSlide,
    beforeChange,
  };

  return (
    <Slider ref={sliderRef} {...settings}>
      {ordered.map((id, index) => (
        <SlideCell
          key={id}
          dir={rtl ? 'rtl' : 'ltr'}
          role="group"
          aria-roledescription={t('carousel_slide')}
          aria-label={t('carousel_slide_label', {
            index: rtl ? count - index : index + 1,
            count,
          })}
        >
          <CardBox>
            {rendered.has(index) ? (
              <ProductCard productId={id} imageSizes={CAROUSEL_CARD_SIZES} />
            ) : null}
          </CardBox>
        </SlideCell>
      ))}
    </Slider>
  );
}
