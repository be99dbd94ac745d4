import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../lib/httpError';
import {
  ALL_CATEGORIES,
  categoryProducts,
  latestProducts,
  listCities,
  mainCategories,
  pageLinks,
  productDetails,
  relatedProducts,
  topProducts,
} from '../services/catalogService';
import { productDtoSchema } from '../services/productSerializer';
import { citySchema, errorResponses, INT_MAX, langQuery, listAnswer, pageField } from './schemas';

const PAGE_SIZE_MAX = 50;
const LATEST_PER_PAGE = 12; // SPEC §9 latest 12 (the home page asks 50)
const CATEGORY_PER_PAGE = 16; // SPEC §9 default 16
const TOP_LIMIT = 16; // SPEC §9 best sellers 16, product cap 50

const pageParams = (defaultPerPage: number) => ({
  page: pageField,
  per_page: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: defaultPerPage },
});

const productName = {
  type: 'string',
  maxLength: 100,
  description:
    'Search text: case-insensitive substring of the Arabic or English name or description, or the product code',
} as const;

const productList = { type: 'array', items: productDtoSchema } as const;

const idParams = (name: string, description: string, minimum = 1) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'integer', minimum, maximum: INT_MAX, description } },
  }) as const;

const pageNumbersSchema = {
  total: { type: 'integer' },
  per_page: { type: 'integer' },
  current_page: { type: 'integer' },
  last_page: { type: 'integer' },
} as const;

const linksSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['url', 'label', 'active'],
    properties: {
      url: { type: ['string', 'null'] },
      label: { type: 'string' },
      active: { type: 'boolean' },
    },
  },
} as const;

const mainCategorySchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'name_en',
    'slug',
    'banner_image_ar',
    'banner_image_en',
    'bannerImage',
    'products_count',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'Arabic always (SPEC §3)' },
    name_en: { type: 'string' },
    slug: { type: 'string' },
    banner_image_ar: { type: ['string', 'null'] },
    banner_image_en: { type: ['string', 'null'] },
    bannerImage: { type: ['string', 'null'], description: '= banner_image_ar' },
    products_count: { type: 'integer', description: 'Active products in the category' },
    sort: { type: 'integer' },
  },
} as const;

const userIdOf = (user: { id: number } | null): number | null => user?.id ?? null;

/** SPEC §7 catalogue calls: categories, products, search, latest, best sellers. Registered under /api/v1 by app.ts. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/get-cities',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 27 governorates of Egypt (name in the request language)',
        querystring: langQuery,
        response: { 200: listAnswer(citySchema), ...errorResponses },
      },
    },
    async (request) => ({ status_code: 200, data: await listCities(app.db, request.lang) }),
  );

  app.get<{ Querystring: { page: number; per_page: number; product_name?: string } }>(
    '/all-latest-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Latest products, newest first, paginated (SPEC §2: 12 a page; home asks 50)',
        querystring: {
          type: 'object',
          properties: {
            ...langQuery.properties,
            ...pageParams(LATEST_PER_PAGE),
            product_name: productName,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data', 'current_page', 'last_page', 'per_page', 'total'],
            properties: {
              status_code: { type: 'integer' },
              data: productList,
              ...pageNumbersSchema,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage, product_name: search } = request.query;
      const result = await latestProducts(app.db, {
        page,
        perPage,
        search,
        lang: request.lang,
        userId: userIdOf(request.user),
      });
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

  app.get<{ Querystring: { limit: number } }>(
    '/top-products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best sellers: most units sold first',
        querystring: {
          type: 'object',
          properties: {
            ...langQuery.properties,
            limit: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: TOP_LIMIT },
          },
        },
        response: { 200: listAnswer(productDtoSchema), ...errorResponses },
      },
    },
    async (request) => ({
      status_code: 200,
      data: await topProducts(app.db, {
        limit: request.query.limit,
        lang: request.lang,
        userId: userIdOf(request.user),
      }),
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/productsDetails/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product; 404 product_not_found when unknown or unpublished',
        params: idParams('id', 'Product id'),
        querystring: langQuery,
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data'],
            properties: { status_code: { type: 'integer' }, data: productDtoSchema },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const product = await productDetails(app.db, request.params.id, {
        lang: request.lang,
        userId: userIdOf(request.user),
      });
      if (!product) throw new HttpError(404, 'product_not_found');
      return { status_code: 200, data: product };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/products/:id/related',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Up to 8 other products of the same category (similar products)',
        params: idParams('id', 'Product id'),
        querystring: langQuery,
        response: { 200: listAnswer(productDtoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const related = await relatedProducts(app.db, request.params.id, {
        lang: request.lang,
        userId: userIdOf(request.user),
      });
      if (!related) throw new HttpError(404, 'product_not_found');
      return { status_code: 200, data: related };
    },
  );

  app.get(
    '/main-categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories in shop order with banner images and active product counts',
        querystring: langQuery,
        response: { 200: listAnswer(mainCategorySchema), ...errorResponses },
      },
    },
    async () => ({ status_code: 200, data: await mainCategories(app.db) }),
  );

  app.get<{
    Params: { id: number };
    Querystring: {
      lang?: string;
      page: number;
      per_page: number;
      product_name?: string;
      max_price?: number;
    };
  }>(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A category's products (SPEC §7 /products/{categoryId}) in the messages.records form, with search and price filter",
        params: idParams(
          'id',
          'Category id; 0 means all categories (SPEC §2 search across all categories)',
          ALL_CATEGORIES,
        ),
        querystring: {
          type: 'object',
          properties: {
            ...langQuery.properties,
            ...pageParams(CATEGORY_PER_PAGE),
            product_name: productName,
            max_price: {
              type: 'number',
              minimum: 0,
              maximum: 1_000_000_000,
              description: 'Only priced products with price_after_discount ≤ max_price (SPEC §9)',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'messages'],
            properties: {
              status_code: { type: 'integer' },
              messages: {
                type: 'object',
                required: [
                  'records',
                  'total',
                  'per_page',
                  'current_page',
                  'last_page',
                  'links',
                  'pagination_links',
                ],
                properties: {
                  records: productList,
                  ...pageNumbersSchema,
                  links: linksSchema,
                  pagination_links: {
                    type: 'object',
                    required: ['total', 'per_page', 'current_page', 'last_page', 'links'],
                    properties: { ...pageNumbersSchema, links: linksSchema },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { page, per_page: perPage, product_name: search, max_price: maxPrice } = request.query;
      const result = await categoryProducts(app.db, {
        categoryId: id,
        page,
        perPage,
        search,
        maxPrice,
        lang: request.lang,
        userId: userIdOf(request.user),
      });
      if (!result) throw new HttpError(404, 'category_not_found');
      const links = pageLinks(
        `/api/v1/products/${id}`,
        { lang: request.query.lang, per_page: perPage, product_name: search, max_price: maxPrice },
        result.currentPage,
        result.lastPage,
      );
      const numbers = {
        total: result.total,
        per_page: result.perPage,
        current_page: result.currentPage,
        last_page: result.lastPage,
      };
      return {
        status_code: 200,
        messages: {
          records: result.records,
          ...numbers,
          links,
          pagination_links: { ...numbers, links },
        },
      };
    },
  );
};

export default catalogRoutes;
