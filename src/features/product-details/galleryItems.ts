import type { Product } from '../../entities/product/model';
import { imageSources } from '../../shared/lib/image';
import type { GalleryItem } from '../../shared/ui/gallery/types';

/** The widest and narrowest candidates of a srcset (the gallery's full image and its thumbnail). */
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

/** The product's images as gallery slides (SPEC §3 Gallery item), titled with the product. */
export function galleryItems(product: Product): GalleryItem[] {
  return product.images.map((url, index) => {
    const { large, small } = extremes(url);
    return {
      src: large,
      thumb: small,
      alt: product.images.length > 1 ? `${product.title} (${index + 1})` : product.title,
      title: product.title,
    };
  });
}
