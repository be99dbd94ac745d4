// Carousel layout: 1 slide centred under 640 px, 1.5 under 1024 px, 4 from 1024 px; a
// static 1/2/4-column grid with 4 or fewer products on desktop (or 1 product); autoplay 2.5 s in
// step with every other slider of the page, paused on hover (and while the focus is inside); loops
// when there is more than one product.
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Chevron } from '../../../shared/ui/Chevron';
import { ProductCardOnView } from './ProductCardOnView';
import { useSyncedAutoplay } from './ProductCarousel.autoplay';
import {
  CAROUSEL_CARD_SIZES,
  SLIDES_TO_SHOW,
  currentLayout,
  usesGrid,
} from './ProductCarousel.layout';
import { CardBox, Frame, Grid, NavButton, Slice } from './ProductCarousel.styles';
import type { CarouselStep, ProductCarouselSliderHandle } from './ProductCarouselSlider';

export { usesGrid };

/** Cards the static first slice renders: enough for the widest layout (4); CSS hides the rest. */
export const SLICE_SIZE = 4;
/** A drag this far sideways (px) on the static slice is a swipe, not a tap or a page scroll. */
const SWIPE_START_PX = 8;

type SliderModule = typeof import('./ProductCarouselSlider');

/**
 * react-slick and slick.css (the "carousel" chunk, about 13 KB gzip), fetched when a carousel is
 * about to be used: the pointer comes over it, the focus comes in, a touch starts, or its autoplay
 * joins the beat. Kept here once loaded, so the slider then mounts in the same render as the use
 * that asked for it (React.lazy would suspend once more and flash a fallback).
 */
let sliderModule: SliderModule | null = null;
let sliderLoading: Promise<SliderModule> | null = null;

function loadSlider(): Promise<SliderModule> {
  sliderLoading ??= import(/* webpackChunkName: "carousel" */ './ProductCarouselSlider').then(
    (module) => {
      sliderModule = module;
      return module;
    },
    (error: unknown) => {
      // A failed download (a dropped connection) is tried again on the next use.
      sliderLoading = null;
      throw error;
    },
  );
  return sliderLoading;
}

export interface ProductCarouselProps {
  /** Product ids in display order. */
  productIds: readonly number[];
  /** The carousel's accessible name. */
  label: string;
  /** The first card's picture is the page's LCP candidate (the first section of home). */
  priority?: boolean;
}

/**
 * Product cards (<ProductCard productId>) as a carousel.
 *
 * The slider mounts on first use: a phone pays nothing for a carousel nobody touches. Until then
 * (on the server, in the first client render, and for as long as nobody uses it) the carousel is
 * plain HTML: the first SLICE_SIZE cards, which CSS media queries lay out exactly like the slider's
 * first view (in Arabic from the right), and the real previous/next buttons. That markup depends on
 * nothing the server does not know (no layout read in script, no state set after hydration), so
 * hydration changes nothing and adds no node. react-slick, with all the cards, replaces the static
 * cards on the first click of a button (which then also takes its step), the first sideways drag or
 * touch on the cards, or the first autoplay beat (autoplay starts once the page is idle and the
 * carousel is within the viewport). The focus coming in is not a use: it only pauses autoplay.
 */
export function ProductCarousel({ productIds, label, priority = false }: ProductCarouselProps) {
  const { t } = useTranslation();
  const rtl = useTheme().dir === 'rtl';
  const frameRef = useRef<HTMLDivElement | null>(null);
  const sliderRef = useRef<ProductCarouselSliderHandle | null>(null);
  const [mounted, setMounted] = useState(false);
  /** The step the use that mounts the slider asked for, taken once the slider is there. */
  const pendingStep = useRef<CarouselStep | null>(null);
  /** Where a press on the static cards started, to tell a swipe from a tap or a scroll. */
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const count = productIds.length;

  const mount = useCallback((step: CarouselStep | null) => {
    if (step !== null) pendingStep.current = step;
    // Until the chunk arrives the static view stays, and works as a plain page. The slider with
    // all its cards renders as a transition, in slices, not in one long task.
    loadSlider().then(
      () => startTransition(() => setMounted(true)),
      () => undefined,
    );
  }, []);

  const go = useCallback(
    (step: CarouselStep) => {
      if (sliderRef.current) sliderRef.current.go(step);
      else mount(step);
    },
    [mount],
  );

  // The step asked before the slider existed, taken once it has mounted (its handle is set by
  // then: a child's layout effects run before this effect).
  useEffect(() => {
    if (!mounted || pendingStep.current === null) return;
    const step = pendingStep.current;
    pendingStep.current = null;
    sliderRef.current?.go(step);
  }, [mounted]);

  // A beat of the page's autoplay: the first one mounts the slider and moves it, except where
  // nothing slides (2 to 4 products on desktop).
  const advance = useCallback(() => {
    if (sliderRef.current) sliderRef.current.go(1);
    else if (!usesGrid(count, currentLayout())) mount(1);
  }, [count, mount]);
  const prefetch = useCallback(() => {
    loadSlider().catch(() => undefined);
  }, []);
  const pauseHandlers = useSyncedAutoplay(advance, count > 1, frameRef, { onJoin: prefetch });

  if (count === 0) return null;

  if (count === 1) {
    return (
      <Frame>
        <Grid>
          {productIds.map((id) => (
            <li key={id}>
              <Card id={id} priority={priority} />
            </li>
          ))}
        </Grid>
      </Frame>
    );
  }

  // The static first view: the slides the slider starts with, with the same group names.
  const staticView = (
    <Slice
      as="div"
      onPointerDown={(event: PointerEvent) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event: PointerEvent) => {
        const start = pressedAt.current;
        if (mounted || !start) return;
        const dx = event.clientX - start.x;
        if (Math.abs(dx) < SWIPE_START_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) {
          return;
        }
        pressedAt.current = null;
        // Dragged towards the start of the reading direction: the next product comes in.
        mount(dx < 0 !== rtl ? 1 : -1);
      }}
      onPointerUp={() => {
        pressedAt.current = null;
      }}
      onPointerCancel={() => {
        pressedAt.current = null;
      }}
      onTouchStart={() => {
        if (!mounted) mount(null);
      }}
    >
      {productIds.slice(0, SLICE_SIZE).map((id, index) => (
        <div
          key={id}
          role="group"
          aria-roledescription={t('carousel_slide')}
          aria-label={t('carousel_slide_label', { index: index + 1, count })}
        >
          <Card id={id} priority={priority && index === 0} />
        </div>
      ))}
    </Slice>
  );

  // 2 to 4 products: a static grid on desktop (CSS: the slice's four columns, no buttons), a
  // slider below.
  const gridOnDesktop = count <= SLIDES_TO_SHOW.desktop;
  const Slider = mounted ? sliderModule?.ProductCarouselSlider : undefined;
  return (
    <Frame
      ref={frameRef}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      onPointerEnter={() => {
        prefetch();
        pauseHandlers.onPointerEnter();
      }}
      onPointerLeave={pauseHandlers.onPointerLeave}
      onFocus={() => {
        prefetch();
        pauseHandlers.onFocus();
      }}
      onBlur={pauseHandlers.onBlur}
    >
      <NavButton
        type="button"
        $side="start"
        $gridOnDesktop={gridOnDesktop}
        aria-label={t('carousel_previous')}
        onClick={() => go(-1)}
      >
        <Chevron />
      </NavButton>
      <NavButton
        type="button"
        $side="end"
        $gridOnDesktop={gridOnDesktop}
        aria-label={t('carousel_next')}
        onClick={() => go(1)}
      >
        <Chevron />
      </NavButton>
      {Slider ? (
        <Slider ref={sliderRef} productIds={productIds} rtl={rtl} staticView={staticView} />
      ) : (
        staticView
      )}
    </Frame>
  );
}

function Card({ id, priority }: { id: number; priority: boolean }): ReactNode {
  return (
    <CardBox>
      <ProductCardOnView productId={id} imageSizes={CAROUSEL_CARD_SIZES} imagePriority={priority} />
    </CardBox>
  );
}
