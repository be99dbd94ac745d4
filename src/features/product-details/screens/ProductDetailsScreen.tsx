import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/NotFoundPanel';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { LazyGallery, preloadGallery } from '../../../shared/ui/gallery/LazyGallery';
import { ProductDescription } from '../components/ProductDescription/ProductDescription';
import { ProductDetailsSkeleton } from '../components/ProductDetailsSkeleton/ProductDetailsSkeleton';
import { ProductImages } from '../components/ProductImages/ProductImages';
import { ProductInfo } from '../components/ProductInfo/ProductInfo';
import { SimilarProducts } from '../components/SimilarProducts/SimilarProducts';
import { galleryItems } from '../galleryItems';
import { canonicalSlugs } from '../productSlugs';
import { useProductDetails } from '../hooks/useProductDetails';
import { useReleasedAfter } from '../hooks/useReleasedAfter';
import { CrumbSpace, Page, Top } from './ProductDetailsScreen.styles';

/** Product details: the image area and the description are held after load. */
export const IMAGE_HOLD_MS = 300;
export const DESCRIPTION_HOLD_MS = 500;

/**
 * /{categorySlug}/{productSlug} and /productsDetails/{id}: loading (bones of the page's
 * shape), loaded, or 'Product not found'.
 */
export function ProductDetailsScreen() {
  const { t } = useTranslation();
  const { status, product } = useProductDetails();
  const loadedId = product?.id ?? null;
  const imagesReady = useReleasedAfter(loadedId, IMAGE_HOLD_MS);
  const descriptionReady = useReleasedAfter(loadedId, DESCRIPTION_HOLD_MS);
  const [shown, setShown] = useState({ productId: 0, index: 0 });
  const current = shown.productId === loadedId ? shown.index : 0;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const slides = useMemo(() => (product ? galleryItems(product) : []), [product]);

  if (status === 'not_found') {
    return (
      <NotFoundPanel title={t('product_not_found')} message={t('product_not_found_message')} />
    );
  }

  const slugs = product ? canonicalSlugs(product) : null;
  const show = (index: number) => {
    if (loadedId !== null) setShown({ productId: loadedId, index });
  };
  const open = (index: number) => {
    show(index);
    setGalleryIndex(index);
  };

  return (
    <Page aria-busy={status === 'loading' || undefined}>
      {product ? (
        <>
          <CrumbSpace>
            <Breadcrumbs
              label={t('breadcrumb_label')}
              items={[
                { label: t('breadcrumb_home'), path: paths.home() },
                {
                  label: product.category?.name ?? t('uncategorized'),
                  path: slugs ? paths.category(slugs.categorySlug) : undefined,
                },
                { label: product.title },
              ]}
            />
          </CrumbSpace>
          <Top>
            <ProductImages
              title={product.title}
              images={product.images}
              current={current}
              held={!imagesReady}
              onOpen={open}
              onIntent={() => void preloadGallery().catch(() => undefined)}
            />
            <ProductInfo key={product.id} product={product} />
          </Top>
        </>
      ) : (
        <ProductDetailsSkeleton />
      )}
      <ProductDescription product={product} held={!descriptionReady} />
      {product ? <SimilarProducts productId={product.id} /> : null}
      <LazyGallery
        items={slides}
        index={product ? galleryIndex : null}
        onClose={() => setGalleryIndex(null)}
        onIndexChange={show}
      />
    </Page>
  );
}
