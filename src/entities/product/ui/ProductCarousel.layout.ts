// Carousel layout breakpoints, read from the browser after render: 1 slide under 640 px
// ('phone'), 1.5 under 1024 px ('tablet'), 4 from 1024 px ('desktop').
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

function readLayout(): CarouselLayout | null {
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

/** The current layout; null in a server render (and while hydrating), when no width is known. */
export function useCarouselLayout(): CarouselLayout | null {
  return useSyncExternalStore(subscribe, readLayout, () => null);
}
