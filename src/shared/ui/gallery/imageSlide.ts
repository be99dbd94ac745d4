import { imageSources } from '../../lib/image';
import type { GalleryItem } from './types';

/** The widest and narrowest candidates of an image's srcset (the slide and its thumbnail). */
function extremes(url: string): { large: string; small: string } {
  const { src, srcSet } = imageSources(url);
  const candidates = (srcSet ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([candidate, width]) =>
      candidate && width ? [{ url: candidate, width: Number.parseInt(width, 10) }] : [],
    )
    .sort((a, b) => a.width - b.width);
  return {
    large: candidates[candidates.length - 1]?.url ?? src,
    small: candidates[0]?.url ?? src,
  };
}

/**
 * An image as a gallery slide: the largest size full screen, the smallest
 * as its thumbnail. Used by the product page, /catalog (titled covers) and /about (factory
 * pictures).
 */
export function imageSlide(url: string, alt: string, title?: string): GalleryItem {
  const { large, small } = extremes(url);
  return title ? { src: large, thumb: small, alt, title } : { src: large, thumb: small, alt };
}
