import { useMemo, useState } from 'react';
import { useProduct } from '../../../../entities/product/useProduct';
import { LazyGallery, preloadGallery } from '../../../../shared/ui/gallery/LazyGallery';
import { galleryItems } from '../../galleryItems';
import { useReleasedAfter } from '../../hooks/useReleasedAfter';
import { ProductImages } from '../ProductImages/ProductImages';

/** The image area stays loading this long after the product loaded. */
export const IMAGE_HOLD_MS = 300;

export interface ProductMediaProps {
  productId: number;
  /** The product was there when the page was: nothing loaded, so nothing is held. */
  instant: boolean;
}

/**
 * The product's pictures and the full-screen gallery they open: the stage shows the picture last
 * seen in the gallery. Reads the product by id, so it runs on its own on a server-rendered page.
 */
export function ProductMedia({ productId, instant }: ProductMediaProps) {
  const product = useProduct(productId)?.product;
  const released = useReleasedAfter(instant ? null : productId, IMAGE_HOLD_MS);
  const [current, setCurrent] = useState(0);
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const slides = useMemo(() => (product ? galleryItems(product) : []), [product]);
  if (!product) return null;

  return (
    <>
      <ProductImages
        title={product.title}
        images={product.images}
        current={current}
        held={!instant && !released}
        onOpen={(index) => {
          setCurrent(index);
          setGalleryIndex(index);
        }}
        onIntent={() => void preloadGallery().catch(() => undefined)}
      />
      <LazyGallery
        items={slides}
        index={galleryIndex}
        onClose={() => setGalleryIndex(null)}
        onIndexChange={setCurrent}
      />
    </>
  );
}
