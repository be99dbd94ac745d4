// Carousel autoplay: a 2.5 s delay, synchronized across sliders, paused on hover.
// One ticker for the whole page: every carousel that plays subscribes to it, so all of them move
// on the same beat (independent timers drift apart as soon as one is paused). The timer runs only
// while someone listens and is started from effects only (nothing at module scope touches timers
// or the window).
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

export const AUTOPLAY_DELAY_MS = 2500;
/** Timers fire a little late or early; a beat this close to a full delay after joining counts. */
const JOIN_TOLERANCE_MS = 200;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every beat of the page's one autoplay ticker; returns the unsubscribe. */
export function subscribeAutoplay(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, AUTOPLAY_DELAY_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Moves a carousel on the shared beat while `enabled`, except while the pointer is over it or the
 * focus is inside it (both pause it, so a shopper reading or tabbing through is never overtaken),
 * and never when the system asks for reduced motion. Spread the returned handlers on the
 * carousel's outer element.
 */
export function useSyncedAutoplay(
  advance: () => void,
  enabled: boolean,
  containerRef: RefObject<HTMLElement | null>,
) {
  const advanceRef = useRef(advance);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return undefined;
    // A carousel joining a running beat skips a beat that comes too soon after it appeared, so
    // every slide shows at least about the full delay; from then on it moves with the others.
    const joined = Date.now();
    return subscribeAutoplay(() => {
      if (Date.now() - joined < AUTOPLAY_DELAY_MS - JOIN_TOLERANCE_MS) return;
      if (!hovered.current && !focused.current) advanceRef.current();
    });
  }, [enabled]);

  return {
    onPointerEnter: () => {
      hovered.current = true;
    },
    onPointerLeave: () => {
      hovered.current = false;
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      focused.current = next instanceof Node && !!containerRef.current?.contains(next);
    },
  };
}
