// The product routes' data needs and document meta, React-free so a server render can run them:
// prefetch resolves the id (map entry, URL id or the slug lookup) and starts the details and
// similar-products loads with the screen's own arguments; meta reads the product from the products
// slice.
import { catalogApi } from '../../api/catalogApi';
import {
  selectMappedProduct,
  type CategoryProductMapState,
} from '../../entities/categoryProductMapSlice';
import type { Product } from '../../entities/product/model';
import { selectProductById, type ProductsRootState } from '../../entities/product/selectors';
import { paths } from '../../shared/lib/paths';
import type { RouteMetaFn, RoutePrefetch, RouteStatusFn } from '../../shared/lib/routeData';
import type { Crumb, ProductSubject } from '../../shared/lib/seo/pageSubject';
import {
  parseProductId,
  resolveProductId,
  selectProductIdBySlugs,
  type ProductRouteParams,
} from './productResolution';
import { canonicalProductPath, canonicalSlugs } from './productSlugs';

export const prefetchProduct: RoutePrefetch = async (dispatch, { params, getState }) => {
  const id = await resolveProductId(dispatch, getState, params);
  if (id === null) return;
  const { getProductDetails, getRelatedProducts } = catalogApi.endpoints;
  await Promise.allSettled([
    dispatch(getProductDetails.initiate(id, { subscribe: false })),
    dispatch(getRelatedProducts.initiate(id, { subscribe: false })),
  ]);
};

type DetailsState = Parameters<ReturnType<typeof catalogApi.endpoints.getProductDetails.select>>[0];

export type ProductRouteState = ProductsRootState & {
  categoryProductMap: CategoryProductMapState;
} & DetailsState;

/** The product the URL names, if the store holds it (by id, map entry, or its slugs). */
export function productInState(
  state: ProductRouteState,
  params: ProductRouteParams,
): Product | undefined {
  if (params.id !== undefined) {
    const id = parseProductId(params.id);
    return id === null ? undefined : selectProductById(state, id);
  }
  const { categorySlug, productSlug } = params;
  if (!categorySlug || !productSlug) return undefined;
  const mapped = selectMappedProduct(state, categorySlug, productSlug);
  if (mapped) return selectProductById(state, mapped.productId);
  // Else the server's lookup, which may have found it under other slugs (another category).
  const id =
    selectProductIdBySlugs(state, categorySlug, productSlug) ??
    catalogApi.endpoints.getProductBySlugs.select({ categorySlug, productSlug })(state).data;
  return id == null ? undefined : selectProductById(state, id);
}

/** Search engines show about 155 characters; cut at a word boundary. */
export const META_DESCRIPTION_MAX = 155;

export function metaDescription(text: string | null): string | null {
  const plain = text
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function detailsFailed(state: ProductRouteState, params: ProductRouteParams): boolean {
  if (params.id === undefined) {
    const { categorySlug, productSlug } = params;
    if (!categorySlug || !productSlug) return false;
    const { getProductBySlugs } = catalogApi.endpoints;
    return getProductBySlugs.select({ categorySlug, productSlug })(state).isError;
  }
  const id = parseProductId(params.id);
  return id === null || catalogApi.endpoints.getProductDetails.select(id)(state).isError;
}

/**
 * The product as search results and link previews describe it: the page's own facts (the price
 * struck through only when the page shows a discount) and its breadcrumb trail.
 */
export function productSubject(product: Product, homeName: string): ProductSubject {
  const path = canonicalProductPath(product);
  const slugs = canonicalSlugs(product);
  const crumbs: Crumb[] = [{ name: homeName, path: paths.home() }];
  if (product.category && slugs) {
    crumbs.push({ name: product.category.name, path: paths.category(slugs.categorySlug) });
  }
  crumbs.push({ name: product.title, path });
  return {
    kind: 'product',
    name: product.title,
    description: product.description,
    code: product.code,
    price: product.price,
    priceBefore: product.discountPercent === null ? null : product.priceBefore,
    currency: product.currency,
    images: product.images,
    // Sold only while not marked unavailable and with pieces left (an unknown count is not none).
    inStock:
      product.status !== 'unavailable' && (product.quantity === null || product.quantity > 0),
    path,
    breadcrumbs: crumbs,
  };
}

/** Title, description and canonical path (the slug URL, for both routes) from the product. */
export const productMeta: RouteMetaFn<ProductRouteState> = ({ state, params, t }) => {
  const product = productInState(state, params);
  if (!product) {
    return {
      title: detailsFailed(state, params) ? t('product_not_found') : t('product_details_title'),
      description: t('site_description'),
    };
  }
  return {
    title: product.title,
    description:
      metaDescription(product.description) ??
      t('product_meta_description', { title: product.title }),
    canonicalPath: canonicalProductPath(product),
    subject: productSubject(product, t('breadcrumb_home')),
  };
};

/**
 * The API's "no such product" (404) or "that link names nothing it could read" (400); any other
 * failure (5xx, the network, an answer that does not parse) says nothing about the product.
 */
const MISSING_PRODUCT_STATUSES: readonly unknown[] = [400, 404];

/** The failed read that decided the product, if it failed. */
function productReadError(state: ProductRouteState, params: ProductRouteParams): unknown {
  const { categorySlug, productSlug, id } = params;
  if (id !== undefined) {
    const productId = parseProductId(id);
    return productId === null
      ? undefined
      : catalogApi.endpoints.getProductDetails.select(productId)(state).error;
  }
  if (!categorySlug || !productSlug) return undefined;
  return catalogApi.endpoints.getProductBySlugs.select({ categorySlug, productSlug })(state).error;
}

/**
 * The slug route on other slugs than the product's canonical ones moves there for good (the
 * screen does the same in the browser, replacing the history entry): the old link keeps working
 * and search engines index one URL. /productsDetails/{id} stays put (see useProductDetails).
 */
export const productStatus: RouteStatusFn<ProductRouteState> = ({ state, params, search }) => {
  const product = productInState(state, params);
  if (product) {
    if (params.id !== undefined) return { kind: 'ok' };
    const slugs = canonicalSlugs(product);
    const onCanonical =
      slugs !== null &&
      slugs.categorySlug === params.categorySlug &&
      slugs.productSlug === params.productSlug;
    return onCanonical
      ? { kind: 'ok' }
      : { kind: 'redirect', path: `${canonicalProductPath(product)}${search}`, permanent: true };
  }
  if (params.id !== undefined && parseProductId(params.id) === null) return { kind: 'not-found' };
  const error = productReadError(state, params) as { status?: unknown } | undefined;
  if (error === undefined) return { kind: 'unknown' };
  return MISSING_PRODUCT_STATUSES.includes(error.status)
    ? { kind: 'not-found' }
    : { kind: 'unknown' };
};
