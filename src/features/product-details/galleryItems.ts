import type { Product } from '../../entities/product/model';
import { imageSlide } from '../../shared/ui/gallery/imageSlide';
import type { GalleryItem } from '../../shared/ui/gallery/types';

/** The product's images as gallery slides, titled with the product. */
export function galleryItems(product: Product): GalleryItem[] {
  return product.images.map((url, index) =>
    imageSlide(
      url,
      product.images.length > 1 ? `${product.title} (${index + 1})` : product.title,
      product.title,
    ),
  );
}
