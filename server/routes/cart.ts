import type { FastifyPluginAsync } from 'fastify';
import { actForBodyUser, actForQueryUser } from './userHooks';
import { addToCart, getCart, MAX_LINE_QUANTITY, removeCartItem } from '../services/cartService';
import { listFavourites, toggleFavourite } from '../services/favouritesService';
import { product as productDtoSchema } from '../../src/shared/wire/catalog';
import { PAGE_SIZE } from '../../src/shared/rules/constants';
import {
  bearerSecurity,
  errorResponses,
  idField,
  langQuery,
  nullableString,
  optionalIdField,
  pageField,
  userIdField,
} from './schemas';

// SPEC §7 cart and favourites calls. Every call acts for the bearer token's user; a foreign
// user_id is 403 and another user's cart line is 404.

const money = (description: string) => ({
  type: 'string',
  pattern: '^-?\\d+\\.\\d{2}$',
  description,
});

export const cartDtoSchema = {
  type: 'object',
  description: 'SPEC §3 Cart, computed on the server from the current product prices',
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
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'product_id', 'color_id', 'quantity', 'product_details'],
        properties: {
          id: { type: 'integer', description: 'Cart line id (DELETE /cart/delete/{itemId})' },
          product_id: { type: 'integer' },
          color_id: { type: ['integer', 'null'] },
          quantity: { type: 'integer', minimum: 1 },
          product_details: {
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
          },
        },
      },
    },
  },
} as const;

const cartAnswer = {
  type: 'object',
  required: ['status_code', 'data'],
  properties: {
    status_code: { type: 'integer', enum: [200] },
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: cartDtoSchema,
  },
} as const;

const userBody = { type: 'object', properties: { user_id: userIdField } } as const;

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/all-user-fav-products',
    {
      preValidation: actForQueryUser,
      schema: {
        tags: ['favourites'],
        summary: "The user's favourite products (active only), most recently added first",
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: {
            ...langQuery.properties,
            user_id: userIdField,
            page: pageField,
            per_page: { type: 'integer', minimum: 1, maximum: 50, default: PAGE_SIZE.default },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data'],
            properties: {
              status_code: { type: 'integer', enum: [200] },
              data: {
                type: 'object',
                required: ['records', 'pagination'],
                properties: {
                  records: { type: 'array', items: productDtoSchema },
                  pagination: {
                    type: 'object',
                    required: ['total', 'per_page', 'current_page', 'last_page'],
                    properties: {
                      total: { type: 'integer' },
                      per_page: { type: 'integer' },
                      current_page: { type: 'integer' },
                      last_page: { type: 'integer' },
                    },
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
      const { page, per_page } = request.query as { page: number; per_page: number };
      return {
        status_code: 200,
        data: await listFavourites(app.db, request.user!.id, page, per_page, request.lang),
      };
    },
  );

  app.post(
    '/user-add-fav',
    {
      preValidation: actForBodyUser,
      schema: {
        tags: ['favourites'],
        summary: 'Toggles a favourite: isAdded true when added, false when removed',
        security: bearerSecurity,
        querystring: langQuery,
        body: {
          type: 'object',
          required: ['product_id'],
          properties: { user_id: userIdField, product_id: idField },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'status_code', 'isAdded', 'message'],
            properties: {
              success: { type: 'boolean' },
              status_code: { type: 'integer', enum: [200] },
              isAdded: { type: 'boolean' },
              message: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { product_id } = request.body as { product_id: number };
      const { isAdded } = await toggleFavourite(app.db, request.user!.id, product_id);
      return {
        success: true,
        status_code: 200,
        isAdded,
        message: request.t(isAdded ? 'add_to_favorites' : 'remove_from_favorites'),
      };
    },
  );

  app.post(
    '/cart/store',
    {
      preValidation: actForBodyUser,
      schema: {
        tags: ['cart'],
        summary:
          'Adds pieces to the cart (the line of the same product and colour grows); 409 when the product has no price or is unavailable',
        security: bearerSecurity,
        querystring: langQuery,
        body: {
          type: 'object',
          required: ['product_id', 'quantity'],
          properties: {
            user_id: userIdField,
            product_id: idField,
            quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
            color_id: optionalIdField,
          },
        },
        response: { 200: cartAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as { product_id: number; quantity: number; color_id?: number };
      const data = await addToCart(
        app.db,
        request.user!.id,
        { productId: body.product_id, quantity: body.quantity, colorId: body.color_id },
        request.lang,
      );
      return { status_code: 200, success: true, message: request.t('added_to_cart_success'), data };
    },
  );

  app.post(
    '/cart/get',
    {
      preValidation: actForBodyUser,
      schema: {
        tags: ['cart'],
        summary: "The user's cart with totals from the current prices",
        security: bearerSecurity,
        querystring: langQuery,
        body: userBody,
        response: { 200: cartAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      status_code: 200,
      data: await getCart(app.db, request.user!.id, request.lang),
    }),
  );

  app.delete(
    '/cart/delete/:itemId',
    {
      preValidation: actForBodyUser,
      schema: {
        tags: ['cart'],
        summary: 'Removes one line of the cart; answers the cart',
        security: bearerSecurity,
        querystring: langQuery,
        params: { type: 'object', required: ['itemId'], properties: { itemId: idField } },
        body: userBody,
        response: { 200: cartAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { itemId } = request.params as { itemId: number };
      const data = await removeCartItem(app.db, request.user!.id, itemId, request.lang);
      return { status_code: 200, message: request.t('cart_item_removed'), data };
    },
  );
};

export default cartRoutes;
