// react-slick marks every slide outside the visible window (its clones included) aria-hidden, but
// the links and buttons inside stay focusable: a keyboard user would tab into cards nobody sees,
// and axe calls that a serious violation (aria-hidden-focus). This keeps whatever is focusable in
// a hidden slide out of the tab order (tabindex -1) and gives it back when the slide shows again.
import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, [contenteditable], [tabindex]:not([tabindex="-1"])';
/** Remembers an element's own tabindex ('' when it had none) while we hold it at -1. */
const SAVED = 'data-carousel-tabindex';

export function syncHiddenSlides(root: HTMLElement): void {
  for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    for (const element of slide.querySelectorAll<HTMLElement>(`${FOCUSABLE}, [${SAVED}]`)) {
      const saved = element.getAttribute(SAVED);
      if (hidden && saved === null) {
        element.setAttribute(SAVED, element.getAttribute('tabindex') ?? '');
        element.setAttribute('tabindex', '-1');
      } else if (!hidden && saved !== null) {
        if (saved === '') element.removeAttribute('tabindex');
        else element.setAttribute('tabindex', saved);
        element.removeAttribute(SAVED);
      }
    }
  }
}

/** A ref for the element around the slider; active while the slider is mounted. */
export function useHiddenSlidesUnfocusable(active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    syncHiddenSlides(root);
    // Slides change aria-hidden on every move, and cards may render new buttons later.
    const observer = new MutationObserver(() => syncHiddenSlides(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
