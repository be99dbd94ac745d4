import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import {
  catalogFreshness,
  useGetProductBySlugsQuery,
  useGetProductDetailsQuery,
} from '../../../api/catalogApi';
import {
  productMapped,
  selectMappedProduct,
  type CategoryProductMapState,
} from '../../../entities/categoryProductMapSlice';
import type { Product } from '../../../entities/product/model';
import { productLink } from '../../../entities/product/productLink';
import type { ProductsRootState } from '../../../entities/product/selectors';
import { useProduct } from '../../../entities/product/useProduct';
import type { DataDispatch } from '../../../shared/lib/routeData';
import {
  parseProductId,
  selectProductIdBySlugs,
  type ProductRouteParams,
} from '../productResolution';

export type ProductDetailsStatus = 'loading' | 'loaded' | 'not_found';

export interface ProductDetails {
  status: ProductDetailsStatus;
  product: Product | undefined;
  isFavourite: boolean;
}

interface MapState {
  categoryProductMap: CategoryProductMapState;
}

/**
 * The product details load, for both product routes: the id (URL id, categoryProductMap entry,
 * a product the store holds under these slugs, or the server's lookup by the slugs, which brings
 * the product too), then the product. On the slug route, slugs that are not the canonical
 * ones are replaced (history REPLACE) by the canonical path, and the map entry under the
 * canonical slugs is written once the product is known.
 *
 * /productsDetails/{id} stays where it is: it is the route used when the map cannot be stored, so
 * sending it to a slug URL would make the next reload of that URL look the slugs up again. Its
 * canonical link (route meta) still names the slug URL for search engines.
 */
export function useProductDetails(): ProductDetails {
  const params = useParams() as ProductRouteParams;
  const dispatch = useDispatch<DataDispatch>();
  const store = useStore();
  const navigate = useNavigate();
  const byId = params.id !== undefined;
  const categorySlug = params.categorySlug ?? '';
  const productSlug = params.productSlug ?? '';

  const mapped = useSelector((state: MapState) =>
    byId ? undefined : selectMappedProduct(state, categorySlug, productSlug),
  );
  const known = useSelector((state: ProductsRootState) =>
    byId || mapped ? null : selectProductIdBySlugs(state, categorySlug, productSlug),
  );
  const needsLookup =
    !byId && !mapped && known === null && categorySlug !== '' && productSlug !== '';
  const lookup = useGetProductBySlugsQuery(
    needsLookup ? { categorySlug, productSlug } : skipToken,
    catalogFreshness,
  );
  // currentData: the answer for these slugs (data may still be the previous slugs' while loading).
  const found = needsLookup ? lookup.currentData : undefined;
  const productId = byId
    ? parseProductId(params.id)
    : (mapped?.productId ?? known ?? found ?? null);
  // A failed read counts as failed while it is asked again (`error` stays set until an answer):
  // RTK Query asks again for each new subscriber, e.g. right after hydrating a server-rendered
  // 'not found', which must not turn into the skeleton meanwhile.
  const resolving = needsLookup && found === undefined && lookup.error === undefined;

  const details = useGetProductDetailsQuery(productId ?? skipToken, catalogFreshness);
  const view = useProduct(productId ?? 0);
  const product = view?.product;

  let status: ProductDetailsStatus = 'loading';
  if (!resolving && productId === null) status = 'not_found';
  else if (details.error !== undefined) status = 'not_found';
  else if (details.isSuccess && product) status = 'loaded';

  useEffect(() => {
    if (status !== 'loaded' || !product) return;
    const { to, mapped: entry } = productLink(product);
    if (entry) {
      const stored = selectMappedProduct(
        store.getState() as MapState,
        entry.categorySlug,
        entry.productSlug,
      );
      if (stored?.productId !== product.id) dispatch(productMapped(entry));
    }
    if (byId) return;
    const onCanonical =
      entry !== null && entry.categorySlug === categorySlug && entry.productSlug === productSlug;
    if (!onCanonical) void navigate(to, { replace: true });
  }, [status, product, byId, categorySlug, productSlug, dispatch, store, navigate]);

  return {
    status,
    product: status === 'loaded' ? product : undefined,
    isFavourite: !!view?.isFavourite,
  };
}
