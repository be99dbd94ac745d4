import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../../shared/ui/NotFoundPanel';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { ProductDescription } from '../components/ProductDescription/ProductDescription';
import { ProductDetailsSkeleton } from '../components/ProductDetailsSkeleton/ProductDetailsSkeleton';
import { canonicalSlugs } from '../productSlugs';
import { useProductDetails } from '../hooks/useProductDetails';
import { useReleasedAfter } from '../hooks/useReleasedAfter';
import { ProductInfoIsland, ProductMediaIsland, SimilarProductsIsland } from '../islands';
import { CrumbSpace, Page, Top } from './ProductDetailsScreen.styles';

/** The description stays loading this long after the product loaded. */
export const DESCRIPTION_HOLD_MS = 500;

/**
 * /{categorySlug}/{productSlug} and /productsDetails/{id}: loading (bones of the page's
 * shape), loaded, or 'Product not found'. A product that loads while the screen shows is held a
 * moment in its loading look (pictures, description); one already there when the screen came
 * (a server-rendered page, a product seen before) shows at once. The pictures, the purchase
 * panel and the similar products are islands: a server-rendered page runs only those.
 */
export function ProductDetailsScreen() {
  const { t } = useTranslation();
  const { status, product } = useProductDetails();
  const loadedId = product?.id ?? null;
  const [shownAtOnce] = useState(() => loadedId);
  const instant = loadedId !== null && loadedId === shownAtOnce;
  const descriptionReleased = useReleasedAfter(instant ? null : loadedId, DESCRIPTION_HOLD_MS);

  if (status === 'not_found') {
    return (
      <NotFoundPanel title={t('product_not_found')} message={t('product_not_found_message')} />
    );
  }

  const slugs = product ? canonicalSlugs(product) : null;

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
            <ProductMediaIsland
              key={`media-${product.id}`}
              productId={product.id}
              instant={instant}
            />
            <ProductInfoIsland key={`info-${product.id}`} productId={product.id} />
          </Top>
        </>
      ) : (
        <ProductDetailsSkeleton />
      )}
      <ProductDescription product={product} held={!instant && !descriptionReleased} />
      {product ? <SimilarProductsIsland productId={product.id} /> : null}
    </Page>
  );
}
