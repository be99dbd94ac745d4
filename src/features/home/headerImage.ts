// The main banner's first header image is the desktop LCP element. Its <img>
// (HeaderCarousel) and the early preload hint below must ask for the same candidate, so both read
// the numbers from here. React-free: prefetchHome uses it at boot.
import { imageSources } from '../../shared/lib/image';
import { HEADER_PICTURE } from '../../shared/rules/media';

/** The shop's header slides are 1280 × 560 (16:7), as the back office tells the owner. */
export const HEADER_IMAGE = HEADER_PICTURE;

/**
 * Rendered width: beside the 15 rem category list inside the 1280 px page on desktop, the page
 * width less its padding below that.
 */
export const HEADER_IMAGE_SIZES =
  '(min-width: 1280px) 952px, (min-width: 1024px) calc(100vw - 328px), calc(100vw - 32px)';

/**
 * Starts the first header image's download as soon as its URL is known (the header answer at
 * boot), instead of after the home chunk has loaded and rendered: a <link rel="preload"> with the
 * same srcset and sizes as the <img>, high priority. Browser only; does nothing on a server.
 */
export function preloadHeaderImage(url: string): void {
  if (typeof document === 'undefined') return;
  const { src, srcSet } = imageSources(url);
  const exists = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === src,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', HEADER_IMAGE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
