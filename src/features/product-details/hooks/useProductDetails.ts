import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { useGetProductDetailsQuery } from '../../../api/catalogApi';
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
  findProductBySlugs,
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

/** A slug search's answer, remembered with the slugs it was for. */
interface Search {
  key: string;
  productId: number | null;
}

/**
 * SPEC §4 Product details load, for both product routes: the id (URL id, categoryProductMap entry,
 * or a search by the slugs), then the product. On the slug route, slugs that are not the canonical
 * ones are replaced (history REPLACE, SPEC §2) by the canonical path, and the map entry under the
 * canonical slugs is written once the product is known.
 *
 * /productsDetails/{id} stays where it is: it is the route used when the map cannot be stored, so
 * sending it to a slug URL would make the next reload of that URL search the catalogue again. Its
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
  const slugKey = `${categorySlug}/${productSlug}`;

  const mapped = useSelector((state: MapState) =>
    byId ? undefined : selectMappedProduct(state, categorySlug, productSlug),
  );
  const known = useSelector((state: ProductsRootState) =>
    byId || mapped ? null : selectProductIdBySlugs(state, categorySlug, productSlug),
  );
  const [search, setSearch] = useState<Search | null>(null);
  const needsSearch =
    !byId && !mapped && known === null && categorySlug !== '' && productSlug !== '';

  useEffect(() => {
    if (!needsSearch) return undefined;
    let live = true;
    const settle = (productId: number | null) => {
      if (live) setSearch({ key: slugKey, productId });
    };
    findProductBySlugs(dispatch, store.getState, categorySlug, productSlug).then(settle, () =>
      settle(null),
    );
    return () => {
      live = false;
    };
  }, [needsSearch, dispatch, store, slugKey, categorySlug, productSlug]);

  const searched = search?.key === slugKey ? search : null;
  const productId = byId
    ? parseProductId(params.id)
    : (mapped?.productId ?? known ?? searched?.productId ?? null);
  const resolving = !byId && !mapped && known === null && !searched;

  const details = useGetProductDetailsQuery(productId ?? skipToken);
  const view = useProduct(productId ?? 0);
  const product = view?.product;

  let status: ProductDetailsStatus = 'loading';
  if (!resolving && productId === null) status = 'not_found';
  else if (details.isError) status = 'not_found';
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
