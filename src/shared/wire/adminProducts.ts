// The back office's catalogue calls: products and categories under
// /api/v1/admin, with the bilingual raw fields (name_ar, name_en, …) instead of the storefront's
// localized ones. Field rules are judged by the rule table (src/shared/rules/forms/adminProduct.ts,
// 422 with every field at once), so request bodies fix types and sizes only.
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PUBLISH_STATUSES,
} from '../rules/forms/adminProduct';
import { MAX_LENGTH } from '../rules/constants';
import { PICTURE_LIMITS } from '../rules/media';
import {
  dataAnswer,
  idField,
  INT_MAX,
  langQuery,
  nullableString,
  type Wire,
  pagedAnswer,
} from './common';

const text = <const N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;
const nullableText = <const N extends number>(maxLength: N) =>
  ({ type: ['string', 'null'], maxLength }) as const;
const amountIn = {
  type: ['string', 'number', 'null'],
  maxLength: ADMIN_PRODUCT_LIMITS.amountText,
  description: 'Decimal ≥ 0, at most two decimals ("1250.50" or 1250.5); null or "" for no price',
} as const;
const amountOut = {
  type: ['string', 'null'],
  description: 'Two decimals ("1250.00"); null for a "get price" product',
} as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
/** Longest picture URL a body may name (the served ones are far shorter). */
const PICTURE_URL_MAX = 300;
const pictureUrlIn = {
  type: ['string', 'null'],
  maxLength: PICTURE_URL_MAX,
  description:
    'A URL POST /admin/media/banners answered (or the one the category has); null for none',
} as const;

export const ADMIN_PRODUCTS_PAGE = { default: 20, max: 100 } as const;
export const ADMIN_BULK_MAX = 200;
export { ADMIN_PRICE_PERCENT } from '../rules/forms/adminProduct';
/** Never a category slug (they are the storefront's own first path segments). */
export const RESERVED_CATEGORY_SLUGS = ['en', 'admin', 'api', 'media'] as const;

/** A product as the back office reads it. */
export const adminProduct = {
  type: 'object',
  required: [
    'id',
    'name_ar',
    'name_en',
    'description_ar',
    'description_en',
    'product_code',
    'category_id',
    'price_before_discount',
    'price_after_discount',
    'quantity',
    'product_status',
    'status',
    'sort',
    'slug',
    'image',
    'images',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'integer' },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    description_ar: nullableString,
    description_en: nullableString,
    product_code: { type: 'string' },
    category_id: { type: 'integer' },
    price_before_discount: amountOut,
    price_after_discount: amountOut,
    quantity: { type: 'integer' },
    product_status: { type: 'string', enum: ADMIN_PRODUCT_STATUSES },
    status: { type: 'string', enum: ADMIN_PUBLISH_STATUSES },
    sort: { type: 'integer' },
    slug: { type: 'string', description: 'Made once from name_en by the slug rule, unique' },
    image: { ...nullableString, description: 'The main picture: images[0], or null' },
    images: {
      type: 'array',
      items: { type: 'string' },
      description: 'Every picture in shop order, the main one first (-640 URLs: srcset swaps it)',
    },
    created_at: dateTime,
    updated_at: dateTime,
  },
  additionalProperties: false,
} as const;
export type AdminProductDto = Wire<typeof adminProduct>;

/** GET /admin/products */
export const adminProductsQuery = {
  type: 'object',
  properties: {
    ...langQuery.properties,
    q: {
      type: 'string',
      maxLength: 100,
      description: 'Names, descriptions or code; Arabic letter forms and diacritics folded',
    },
    category_id: idField,
    status: { type: 'string', enum: ADMIN_PUBLISH_STATUSES },
    product_status: { type: 'string', enum: ADMIN_PRODUCT_STATUSES },
    stock: {
      type: 'string',
      enum: ['out', 'low', 'in'],
      description: 'out: 0 pieces, low: 1 to 5, in: more than 5',
    },
    sort: {
      type: 'string',
      enum: ['newest', 'name', 'price', 'quantity', 'sort'],
      default: 'newest',
      description: 'name: Arabic or English by the request language; price: after discount',
    },
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      description: 'Default desc for newest, asc otherwise',
    },
    page: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    per_page: {
      type: 'integer',
      minimum: 1,
      maximum: ADMIN_PRODUCTS_PAGE.max,
      default: ADMIN_PRODUCTS_PAGE.default,
    },
  },
  additionalProperties: false,
} as const;
export type AdminProductsQuery = Wire<typeof adminProductsQuery>;

export const adminProductsAnswer = pagedAnswer(adminProduct);
export type AdminProductsAnswer = Wire<typeof adminProductsAnswer>;

/** POST /admin/products (every rule applies) and PATCH /admin/products/{id} (any subset). */
export const adminProductBody = {
  type: 'object',
  properties: {
    name_ar: text(ADMIN_PRODUCT_LIMITS.name),
    name_en: text(ADMIN_PRODUCT_LIMITS.name),
    description_ar: nullableText(ADMIN_PRODUCT_LIMITS.description),
    description_en: nullableText(ADMIN_PRODUCT_LIMITS.description),
    product_code: text(ADMIN_PRODUCT_LIMITS.productCode),
    category_id: idField,
    price_before_discount: amountIn,
    price_after_discount: amountIn,
    quantity: { type: 'integer', description: 'Whole number ≥ 0' },
    product_status: { type: 'string', enum: ADMIN_PRODUCT_STATUSES },
    status: { type: 'string', enum: ADMIN_PUBLISH_STATUSES },
    sort: { type: 'integer', description: 'Shop order inside the category, ≥ 0' },
    images: {
      type: 'array',
      maxItems: PICTURE_LIMITS.perProduct,
      uniqueItems: true,
      items: { type: 'string', maxLength: PICTURE_URL_MAX },
      description:
        'The pictures in shop order, the first the main one; each a URL POST ' +
        '/admin/media/products answered (or one the product already has). [] removes them all.',
    },
  },
} as const;
export type AdminProductBody = Wire<typeof adminProductBody>;

export const adminProductAnswer = dataAnswer(adminProduct);
export type AdminProductAnswer = Wire<typeof adminProductAnswer>;

export const adminProductParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: INT_MAX } },
} as const;

/** DELETE /admin/products/{id} */
export const adminProductDeleteAnswer = dataAnswer({
  type: 'object',
  required: ['id', 'result'],
  properties: {
    id: { type: 'integer' },
    result: {
      type: 'string',
      enum: ['deleted', 'hidden'],
      description:
        'deleted: never ordered, erased; hidden: named by orders, so unpublished and no longer ' +
        'listed, its order history intact',
    },
  },
  additionalProperties: false,
} as const);
export type AdminProductDeleteAnswer = Wire<typeof adminProductDeleteAnswer>;

/** POST /admin/products/bulk */
export const adminBulkBody = {
  type: 'object',
  required: ['ids', 'action', 'value'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: ADMIN_BULK_MAX, items: idField },
    action: { type: 'string', enum: ['status', 'price_percent', 'stock'] },
    value: {
      type: ['string', 'number'],
      maxLength: ADMIN_PRODUCT_LIMITS.amountText,
      description:
        'status: active|inactive; price_percent: −90 to +500 (both prices, rounded to 2 ' +
        'decimals); stock: a whole number ≥ 0',
    },
  },
} as const;
export type AdminBulkBody = Wire<typeof adminBulkBody>;

export const adminBulkAnswer = dataAnswer({
  type: 'object',
  required: ['updated'],
  properties: { updated: { type: 'integer', description: 'Products whose values changed' } },
  additionalProperties: false,
} as const);
export type AdminBulkAnswer = Wire<typeof adminBulkAnswer>;

/** A category as the back office reads it (hidden ones too). */
export const adminCategory = {
  type: 'object',
  required: [
    'id',
    'name_ar',
    'name_en',
    'slug',
    'sort',
    'hidden',
    'banner_image_ar',
    'banner_image_en',
    'products_count',
  ],
  properties: {
    id: { type: 'integer' },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    slug: { type: 'string' },
    sort: { type: 'integer' },
    hidden: { type: 'boolean', description: 'Left out of the storefront category list' },
    banner_image_ar: { ...nullableString, description: 'Banner of the Arabic storefront' },
    banner_image_en: { ...nullableString, description: 'Banner of the English storefront' },
    products_count: { type: 'integer', description: 'Products of the category (not deleted)' },
  },
  additionalProperties: false,
} as const;
export type AdminCategoryDto = Wire<typeof adminCategory>;

export const adminCategoriesAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: { status_code: { type: 'integer' }, data: { type: 'array', items: adminCategory } },
  additionalProperties: false,
} as const;
export type AdminCategoriesAnswer = Wire<typeof adminCategoriesAnswer>;

export const adminCategoryAnswer = dataAnswer(adminCategory);
export type AdminCategoryAnswer = Wire<typeof adminCategoryAnswer>;

/** POST /admin/categories (names required) and PATCH /admin/categories/{id} (any subset). */
export const adminCategoryBody = {
  type: 'object',
  properties: {
    name_ar: text(MAX_LENGTH.name),
    name_en: text(MAX_LENGTH.name),
    slug: {
      ...text(MAX_LENGTH.name),
      description: 'Optional: made from name_en otherwise; never en, admin, api or media',
    },
    sort: { type: 'integer', minimum: 0, maximum: INT_MAX },
    hidden: { type: 'boolean' },
    banner_image_ar: pictureUrlIn,
    banner_image_en: pictureUrlIn,
  },
} as const;
export type AdminCategoryBody = Wire<typeof adminCategoryBody>;

/** POST /admin/categories/reorder */
export const adminCategoryReorderBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      uniqueItems: true,
      items: idField,
      description: 'Categories in their new order; the ones left out follow in their old order',
    },
  },
} as const;
export type AdminCategoryReorderBody = Wire<typeof adminCategoryReorderBody>;
