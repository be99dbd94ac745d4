// Catalogue answers (see common.ts for how wire schemas are used).
import {
  dataAnswer,
  idParams,
  langQuery,
  listAnswer,
  nullableString,
  pageField,
  pageNumbers,
  type Wire,
} from './common';

/** The category object of a product: `name` is Arabic always, `name_en` English always. */
export const productCategory = {
  type: 'object',
  required: ['id', 'name', 'name_en', 'slug'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_en: { type: 'string' },
    slug: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const productColor = {
  type: 'object',
  required: ['id', 'name', 'name_ar', 'name_en', 'hex'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    hex: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** The one product shape every call answers (catalogue, cart, favourites, orders). */
export const product = {
  type: 'object',
  required: [
    'id',
    'name',
    'name_ar',
    'name_en',
    'title',
    'slug',
    'product_code',
    'code',
    'price_after_discount',
    'price_before_discount',
    'currency',
    'image',
    'more_images',
    'description',
    'description_ar',
    'description_en',
    'description_image',
    'product_status',
    'status',
    'quantity',
    'sort',
    'colors',
    'category',
    'is_favourite',
    'sales_count',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    title: { type: 'string', description: 'The same text as name' },
    slug: { type: 'string' },
    product_code: { type: 'string' },
    code: { type: 'string' },
    price_after_discount: {
      ...nullableString,
      description: 'Decimal string "1250.00"; null or "0.00" = no price',
    },
    price_before_discount: nullableString,
    currency: { type: 'string' },
    image: { ...nullableString, description: '`/media/products/<name>-640.webp`' },
    more_images: { type: 'array', items: { type: 'string' } },
    description: { ...nullableString, description: "In the request's language" },
    description_ar: nullableString,
    description_en: nullableString,
    description_image: nullableString,
    product_status: { type: 'string', enum: ['new', 'available', 'unavailable'] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    quantity: { type: 'integer' },
    sort: { type: 'integer' },
    colors: { type: 'array', items: productColor },
    category: productCategory,
    is_favourite: { type: 'boolean' },
    sales_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;
export type ProductDto = Wire<typeof product>;
export type ProductColorDto = Wire<typeof productColor>;
export type ProductCategoryDto = Wire<typeof productCategory>;

export const productList = { type: 'array', items: product } as const;

export const mainCategory = {
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
    name: { type: 'string', description: 'Arabic always' },
    name_en: { type: 'string' },
    slug: { type: 'string' },
    banner_image_ar: nullableString,
    banner_image_en: nullableString,
    bannerImage: { ...nullableString, description: '= banner_image_ar' },
    products_count: { type: 'integer', description: 'Active products in the category' },
    sort: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type MainCategoryDto = Wire<typeof mainCategory>;

const pageLink = {
  type: 'object',
  required: ['url', 'label', 'active'],
  properties: {
    url: nullableString,
    label: { type: 'string' },
    active: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
const pageLinks = { type: 'array', items: pageLink } as const;

const PAGE_SIZE_MAX = 50;
/** Latest 12 a page (the home page asks 50), a category 16, best sellers 16. */
export const CATALOG_PAGE_SIZES = {
  latest: 12,
  category: 16,
  top: 16,
  max: PAGE_SIZE_MAX,
} as const;

const perPage = <const D extends number>(defaultPerPage: D) =>
  ({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: defaultPerPage }) as const;

const productName = {
  type: 'string',
  maxLength: 100,
  description:
    'Search text: case-insensitive substring of the Arabic or English name or description, or the product code',
} as const;

/** GET /all-latest-products */
export const latestProductsQuery = {
  type: 'object',
  properties: {
    ...langQuery.properties,
    page: pageField,
    per_page: perPage(CATALOG_PAGE_SIZES.latest),
    product_name: productName,
  },
} as const;
export const latestProductsAnswer = {
  type: 'object',
  required: ['status_code', 'data', 'current_page', 'last_page', 'per_page', 'total'],
  properties: { status_code: { type: 'integer' }, data: productList, ...pageNumbers },
  additionalProperties: false,
} as const;
export type LatestProductsAnswer = Wire<typeof latestProductsAnswer>;

/** GET /top-products */
export const topProductsQuery = {
  type: 'object',
  properties: { ...langQuery.properties, limit: perPage(CATALOG_PAGE_SIZES.top) },
} as const;
export const productListAnswer = listAnswer(product);
export type ProductListAnswer = Wire<typeof productListAnswer>;

/** GET /productsDetails/{id} */
export const productIdParams = idParams('id', 'Product id');
export const productAnswer = dataAnswer(product);
export type ProductAnswer = Wire<typeof productAnswer>;

/** The longest slug a product URL lookup reads: longer ones are no slug the shop writes. */
export const LOOKUP_SLUG_MAX = 300;

const lookupSlug = (description: string) =>
  ({ type: 'string', maxLength: LOOKUP_SLUG_MAX, description }) as const;

/** GET /product-lookup: the product a storefront URL `/{category_slug}/{product_slug}` names. */
export const productLookupQuery = {
  type: 'object',
  required: ['product_slug'],
  properties: {
    ...langQuery.properties,
    product_slug: lookupSlug(
      "The URL's product segment, decoded: the product's slug, or its Arabic or English name in slug form (spelling folded as search does)",
    ),
    category_slug: lookupSlug(
      "The URL's category segment, decoded: a product of that category is preferred when several match; a product found elsewhere is still answered",
    ),
  },
} as const;

/** GET /main-categories */
export const mainCategoriesAnswer = listAnswer(mainCategory);
export type MainCategoriesAnswer = Wire<typeof mainCategoriesAnswer>;

/** Search across all categories: GET /products/0. */
export const ALL_CATEGORIES = 0;

/** GET /products/{categoryId} */
export const categoryIdParams = idParams(
  'id',
  'Category id; 0 means all categories',
  ALL_CATEGORIES,
);
export const categoryProductsQuery = {
  type: 'object',
  properties: {
    ...langQuery.properties,
    page: pageField,
    per_page: perPage(CATALOG_PAGE_SIZES.category),
    product_name: productName,
    max_price: {
      type: 'number',
      minimum: 0,
      maximum: 1_000_000_000,
      description: 'Only priced products with price_after_discount ≤ max_price',
    },
  },
} as const;
export const categoryProductsAnswer = {
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
        ...pageNumbers,
        links: pageLinks,
        pagination_links: {
          type: 'object',
          required: ['total', 'per_page', 'current_page', 'last_page', 'links'],
          properties: { ...pageNumbers, links: pageLinks },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
export type CategoryProductsAnswer = Wire<typeof categoryProductsAnswer>;
export type PageLinkDto = Wire<typeof pageLink>;
