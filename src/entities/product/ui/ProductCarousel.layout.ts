// Carousel layout breakpoints: 1 slide under 640 px ('phone'), 1.5 under 1024 px ('tablet'), 4 from
// 1024 px ('desktop'). Read in the browser only, by the slider once it mounts (and by an autoplay
// beat deciding whether to mount it): the static first view is laid out by CSS media queries
// alone, so server and first client render are the same markup at every width.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../shared/rules/constants';

export type CarouselLayout = 'phone' | 'tablet' | 'desktop';

const QUERIES = {
  desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
  tablet: `(min-width: ${BREAKPOINTS.small}px)`,
} as const;

/** On phones one card, centred, no wider than this. */
export const PHONE_CARD_MAX = '22rem';

/**
 * A carousel card's width, for its picture's `sizes`: a quarter of the 1280 px layout (or of the
 * screen) on desktops, two thirds of the screen on tablets, at most PHONE_CARD_MAX on phones, so a
 * phone does not fetch a picture sized for its whole screen width.
 */
export const CAROUSEL_CARD_SIZES = [
  `(min-width: 1280px) 300px`,
  `${QUERIES.desktop} 25vw`,
  `${QUERIES.tablet} 67vw`,
  PHONE_CARD_MAX,
].join(', ');

/** Slides a slider shows at once (the 1.5 of tablets is one slide plus half of the next, by CSS). */
export const SLIDES_TO_SHOW: Record<CarouselLayout, number> = { phone: 1, tablet: 1, desktop: 4 };

/**
 * Static grid or slider for this many products at this width: one product never slides, and on
 * desktop 4 or fewer fit side by side.
 */
export function usesGrid(count: number, layout: CarouselLayout | null): boolean {
  return count === 1 || (layout === 'desktop' && count <= SLIDES_TO_SHOW.desktop);
}

/** The layout at this moment (null without a window that answers media queries). */
export function currentLayout(): CarouselLayout | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (window.matchMedia(QUERIES.desktop).matches) return 'desktop';
  return window.matchMedia(QUERIES.tablet).matches ? 'tablet' : 'phone';
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const lists = Object.values(QUERIES).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The current layout, following resizes; null in a server render (and while hydrating), when no
 * width is known. For the slider only: it mounts after hydration, so it gets the real layout at once.
 */
export function useCarouselLayout(): CarouselLayout | null {
  return useSyncExternalStore(subscribe, currentLayout, () => null);
}
