// Cart and favourites calls (see common.ts for how wire schemas are used). Every call acts
// for the bearer token's user: `user_id` is optional and, when sent, must be that user (403).
import { PAGE_SIZE } from '../rules/constants';
import { productList } from './catalog';
import {
  idField,
  idParams,
  langQuery,
  money,
  nullableString,
  optionalIdField,
  pageField,
  pageNumbers,
  userIdField,
  type Wire,
} from './common';

/** Largest quantity one cart line may reach (keeps quantity × price and the int column sane). */
export const MAX_LINE_QUANTITY = 10_000;

/** The product of a cart line: the few fields the cart page shows, at their current values. */
export const cartLineProduct = {
  type: 'object',
  required: [
    'name',
    'name_ar',
    'name_en',
    'image',
    'product_code',
    'slug',
    'price_before_discount',
    'price_after_discount',
    'currency',
    'category_slug',
  ],
  properties: {
    name: { type: 'string', description: "In the request's language" },
    name_ar: { type: 'string' },
    name_en: { type: 'string' },
    image: nullableString,
    product_code: { type: 'string' },
    slug: { type: 'string' },
    price_before_discount: nullableString,
    price_after_discount: nullableString,
    currency: { type: 'string' },
    category_slug: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const cartItem = {
  type: 'object',
  required: ['id', 'product_id', 'color_id', 'quantity', 'product_details'],
  properties: {
    id: { type: 'integer', description: 'Cart line id (DELETE /cart/delete/{itemId})' },
    product_id: { type: 'integer' },
    color_id: { type: ['integer', 'null'] },
    quantity: { type: 'integer', minimum: 1 },
    product_details: cartLineProduct,
  },
  additionalProperties: false,
} as const;
export type CartItemDto = Wire<typeof cartItem>;

/** The cart, computed from the products' CURRENT prices on every read. */
export const cart = {
  type: 'object',
  description: 'The cart, computed on the server from the current product prices',
  required: ['total_count', 'total_quantity', 'total_price', 'discounted_price', 'items'],
  properties: {
    total_count: { type: 'integer', description: 'Number of lines' },
    total_quantity: { type: 'integer', description: 'Sum of the lines’ quantities' },
    total_price: money(
      'Before discounts: Σ quantity × price_before_discount (price_after_discount for a product without one), e.g. "1250.00"',
    ),
    discounted_price: money(
      'What the shopper pays (shipping excluded): Σ quantity × price_after_discount, e.g. "1000.00"',
    ),
    items: { type: 'array', items: cartItem },
  },
  additionalProperties: false,
} as const;
export type CartDto = Wire<typeof cart>;

/** The answer of every cart call: the whole cart; store and delete add a translated message. */
export const cartAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: {
    status_code: { type: 'integer', enum: [200] },
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: cart,
  },
  additionalProperties: false,
} as const;
export type CartAnswer = Wire<typeof cartAnswer>;

/** POST /cart/get and DELETE /cart/delete/{itemId}: nothing but the optional user_id. */
export const cartUserBody = { type: 'object', properties: { user_id: userIdField } } as const;

/** POST /cart/store */
export const cartStoreBody = {
  type: 'object',
  required: ['product_id', 'quantity'],
  properties: {
    user_id: userIdField,
    product_id: idField,
    quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
    color_id: optionalIdField,
  },
} as const;
export type CartStoreBody = Wire<typeof cartStoreBody>;

/** DELETE /cart/delete/{itemId} */
export const cartItemParams = idParams('itemId', 'Cart line id');

/** GET /all-user-fav-products */
export const favouritesQuery = {
  type: 'object',
  properties: {
    ...langQuery.properties,
    user_id: userIdField,
    page: pageField,
    per_page: { type: 'integer', minimum: 1, maximum: 50, default: PAGE_SIZE.default },
  },
} as const;

export const favouritesPage = {
  type: 'object',
  required: ['records', 'pagination'],
  properties: {
    records: productList,
    pagination: {
      type: 'object',
      required: ['total', 'per_page', 'current_page', 'last_page'],
      properties: pageNumbers,
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
export type FavouritesPageDto = Wire<typeof favouritesPage>;

export const favouritesAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: { status_code: { type: 'integer', enum: [200] }, data: favouritesPage },
  additionalProperties: false,
} as const;
export type FavouritesAnswer = Wire<typeof favouritesAnswer>;

/** POST /user-add-fav (a toggle) */
export const favouriteToggleBody = {
  type: 'object',
  required: ['product_id'],
  properties: { user_id: userIdField, product_id: idField },
} as const;
export type FavouriteToggleBody = Wire<typeof favouriteToggleBody>;

export const favouriteToggleAnswer = {
  type: 'object',
  required: ['success', 'status_code', 'isAdded', 'message'],
  properties: {
    success: { type: 'boolean' },
    status_code: { type: 'integer', enum: [200] },
    isAdded: { type: 'boolean', description: 'true when added, false when removed' },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type FavouriteToggleAnswer = Wire<typeof favouriteToggleAnswer>;
