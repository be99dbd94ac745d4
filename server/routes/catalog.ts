import type { ApiPlugin } from '../lib/apiPlugin';
import { HttpError } from '../lib/httpError';
import {
  categoriesSchema,
  categoryProductsSchema,
  citiesSchema,
  latestProductsSchema,
  productDetailsSchema,
  productLookupSchema,
  relatedProductsSchema,
  topProductsSchema,
} from '../schemas/catalog';
import {
  categoryProducts,
  latestProducts,
  listCities,
  mainCategories,
  productDetails,
  productLookup,
  relatedProducts,
  topProducts,
} from '../services/catalogService';
import { laravelMessages } from '../services/pagination';

/**
 * Catalogue calls: categories, products, search, latest, best sellers. Registered under /api/v1 by
 * app.ts.
 */
export const catalogRoutes: ApiPlugin = async (app) => {
  // Public reads answered from the read cache until a product or category changes (plugins/readCache.ts).
  const CATALOG = { readCache: 'catalog' } as const;

  const viewer = (request: { user: { id: number } | null; lang: 'ar' | 'en' }) => ({
    lang: request.lang,
    userId: request.user?.id ?? null,
  });

  app.get('/get-cities', { schema: citiesSchema }, async (request) => ({
    status_code: 200,
    data: await listCities(app.db, request.lang),
  }));

  app.get(
    '/all-latest-products',
    { schema: latestProductsSchema, config: CATALOG },
    async (request) => {
      const { page, per_page: perPage, product_name: search } = request.query;
      const result = await latestProducts(app.db, { page, perPage, search, ...viewer(request) });
      return {
        status_code: 200,
        data: result.records,
        current_page: result.currentPage,
        last_page: result.lastPage,
        per_page: result.perPage,
        total: result.total,
      };
    },
  );

  app.get('/top-products', { schema: topProductsSchema, config: CATALOG }, async (request) => ({
    status_code: 200,
    data: await topProducts(app.db, { limit: request.query.limit, ...viewer(request) }),
  }));

  app.get(
    '/productsDetails/:id',
    { schema: productDetailsSchema, config: CATALOG },
    async (request) => {
      const product = await productDetails(app.db, request.params.id, viewer(request));
      if (!product) throw new HttpError(404, 'product_not_found');
      return { status_code: 200, data: product };
    },
  );

  // A product URL resolved in one indexed lookup, however the link spells its slugs.
  app.get('/product-lookup', { schema: productLookupSchema, config: CATALOG }, async (request) => {
    const { product_slug: productSlug, category_slug: categorySlug } = request.query;
    const product = await productLookup(app.db, {
      productSlug,
      categorySlug,
      ...viewer(request),
    });
    if (!product) throw new HttpError(404, 'product_not_found');
    return { status_code: 200, data: product };
  });

  app.get(
    '/products/:id/related',
    { schema: relatedProductsSchema, config: CATALOG },
    async (request) => {
      const related = await relatedProducts(app.db, request.params.id, viewer(request));
      if (!related) throw new HttpError(404, 'product_not_found');
      return { status_code: 200, data: related };
    },
  );

  app.get('/main-categories', { schema: categoriesSchema, config: CATALOG }, async () => ({
    status_code: 200,
    data: await mainCategories(app.db),
  }));

  app.get('/products/:id', { schema: categoryProductsSchema, config: CATALOG }, async (request) => {
    const { id } = request.params;
    const {
      lang,
      page,
      per_page: perPage,
      product_name: search,
      max_price: maxPrice,
    } = request.query;
    const result = await categoryProducts(app.db, {
      categoryId: id,
      page,
      perPage,
      search,
      maxPrice,
      ...viewer(request),
    });
    if (!result) throw new HttpError(404, 'category_not_found');
    const query = { lang, per_page: perPage, product_name: search, max_price: maxPrice };
    return {
      status_code: 200,
      messages: laravelMessages(result, `/api/v1/products/${id}`, query),
    };
  });
};

export default catalogRoutes;
