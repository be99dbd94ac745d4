// The react-slick part of ProductCarousel, in its own chunk ("carousel", with slick.css): loaded
// when the first carousel of a page comes near the viewport, after the page's first render, which
// shows the same cards statically (ProductCarousel). See ProductCarousel.tsx.
import 'slick-carousel/slick/slick.css';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Slider, { type Settings } from 'react-slick';
import { ProductCard } from './ProductCard';
import { useSyncedAutoplay } from './ProductCarousel.autoplay';
import { useHiddenSlidesUnfocusable } from './ProductCarousel.focus';
import { CAROUSEL_CARD_SIZES, SLIDES_TO_SHOW, type CarouselLayout } from './ProductCarousel.layout';
import { CardBox, NavButton, SlideCell, SliderBox, Viewport } from './ProductCarousel.styles';
import { Chevron } from '../../../shared/ui/Chevron';

const SLIDE_SPEED_MS = 500;

export interface ProductCarouselSliderProps {
  productIds: readonly number[];
  layout: CarouselLayout;
  rtl: boolean;
}

export function ProductCarouselSlider({ productIds, layout, rtl }: ProductCarouselSliderProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement | null>(null);
  const sliderRef = useRef<Slider | null>(null);
  const count = productIds.length;

  // Slides run left to right in both languages (react-slick's rtl is broken); in Arabic
  // the list is reversed, so the next product is the slide on the left.
  const showNext = useCallback(() => {
    if (rtl) sliderRef.current?.slickPrev();
    else sliderRef.current?.slickNext();
  }, [rtl]);
  const showPrevious = useCallback(() => {
    if (rtl) sliderRef.current?.slickNext();
    else sliderRef.current?.slickPrev();
  }, [rtl]);

  const pauseHandlers = useSyncedAutoplay(showNext, true, boxRef);
  const viewportRef = useHiddenSlidesUnfocusable(true);

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
    <SliderBox ref={boxRef} {...pauseHandlers}>
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
                <ProductCard productId={id} imageSizes={CAROUSEL_CARD_SIZES} />
              </CardBox>
            </SlideCell>
          ))}
        </Slider>
      </Viewport>
    </SliderBox>
  );
}
