import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the viewport an element counts as "near" (about 600 px). */
export const NEAR_VIEWPORT_MARGIN = '600px';

/**
 * True once the element behind the returned ref comes within `rootMargin` of the viewport, and
 * from then on (it never goes back to false: what mounted stays mounted). False during a server
 * render and the first client render; the IntersectionObserver starts in an effect only, so no
 * browser global is touched at module scope or during render. Without IntersectionObserver the
 * element counts as near at once. What the change mounts renders as a transition: in slices the
 * browser can interleave with taps and frames, not in one long task (an observer's callback would
 * otherwise render it all at once).
 */
export function useNearViewport<T extends Element>(
  rootMargin: string = NEAR_VIEWPORT_MARGIN,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: behave as if everything were near (a resolved promise keeps the state
      // change out of the effect's own body).
      let active = true;
      void Promise.resolve().then(() => {
        if (active) startTransition(() => setNear(true));
      });
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setNear(true));
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return [ref, near];
}
