// Carousel autoplay: a 2.5 s delay, synchronized across sliders, paused on hover.
// One ticker for the whole page: every carousel that plays subscribes to it, so all of them move
// on the same beat (independent timers drift apart as soon as one is paused). The timer runs only
// while someone listens and is started from effects only (nothing at module scope touches timers
// or the window). A carousel joins the beat only once the page is idle and the carousel is within
// the viewport: the first view's hydration and pictures come first, and a carousel nobody can see
// costs nothing (a product carousel builds its slider on its first beat).
import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

export const AUTOPLAY_DELAY_MS = 2500;
/** Timers fire a little late or early; a beat this close to a full delay after joining counts. */
const JOIN_TOLERANCE_MS = 200;
/** The longest an idle callback may wait on a busy page before autoplay joins anyway. */
const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback (Safari), "idle" is this long after the effect ran. */
const IDLE_FALLBACK_MS = 1000;

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

/**
 * Runs `run` once the browser is idle (requestIdleCallback, or a timeout where there is none);
 * returns the cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `run` once `element` is (at least partly) within the viewport; returns the cancel. Without
 * IntersectionObserver the element counts as visible.
 */
export function whenInViewport(element: Element | null, run: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface AutoplayOptions {
  /** Called when the carousel joins the beat (idle, within the viewport): time to get ready. */
  onJoin?: () => void;
}

/**
 * Moves a carousel on the shared beat while `enabled`, from the page's first idle moment with the
 * carousel within the viewport, except while the pointer is over it or the focus is inside it
 * (both pause it, so a shopper reading or tabbing through is never overtaken), and never when the
 * system asks for reduced motion. Nothing here sets state: hydration is followed by no render.
 * Spread the returned handlers on the carousel's outer element (`containerRef`'s).
 */
export function useSyncedAutoplay(
  advance: () => void,
  enabled: boolean,
  containerRef: RefObject<HTMLElement | null>,
  { onJoin }: AutoplayOptions = {},
) {
  const advanceRef = useRef(advance);
  const hovered = useRef(false);
  const focused = useRef(false);

  const onJoinRef = useRef(onJoin);

  useEffect(() => {
    advanceRef.current = advance;
    onJoinRef.current = onJoin;
  }, [advance, onJoin]);

  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return undefined;
    let stopWatching: () => void = () => undefined;
    let leave: () => void = () => undefined;
    const join = () => {
      onJoinRef.current?.();
      // A carousel joining a running beat skips a beat that comes too soon after it joined, so
      // every slide shows at least about the full delay; from then on it moves with the others.
      const joined = Date.now();
      leave = subscribeAutoplay(() => {
        if (Date.now() - joined < AUTOPLAY_DELAY_MS - JOIN_TOLERANCE_MS) return;
        if (!hovered.current && !focused.current) advanceRef.current();
      });
    };
    const cancelIdle = whenIdle(() => {
      stopWatching = whenInViewport(containerRef.current, join);
    });
    return () => {
      cancelIdle();
      stopWatching();
      leave();
    };
  }, [enabled, containerRef]);

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
