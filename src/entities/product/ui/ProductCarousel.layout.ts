// Carousel layout breakpoints, read from the browser after render: 1 slide under 640 px
// ('phone'), 1.5 under 1024 px ('tablet'), 4 from 1024 px ('desktop').
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../shared/rules/constants';

export type CarouselLayout = 'phone' | 'tablet' | 'desktop';

const QUERIES = {
  desktop: `(min-width: ${BREAKPOINTS.desktop}px)`,
  tablet: `(min-width: ${BREAKPOINTS.small}px)`,
} as const;

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
