import type { FastifyPluginAsync } from 'fastify';
import { MAX_LINE_QUANTITY } from '../services/cartService';
import { listOrders, placeOrder, type OrderInput } from '../services/orderService';
import { addressDtoSchema } from './addresses';
import {
  bearerSecurity,
  errorResponses,
  idField,
  langQuery,
  listAnswer,
  nullableString,
  optionalIdField,
  userIdField,
} from './schemas';
import { actForBodyUser, actForQueryUser } from './userHooks';

// SPEC §7 orders. Every call acts for the bearer token's user; a foreign user_id is 403.

const orderStatuses = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

const billingAddressSchema = {
  type: 'object',
  description: 'Free-form address sent with the order (SPEC §3 billing_address)',
  properties: {
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    address: { type: 'string' },
    country_id: { type: 'integer', description: '1 = Egypt, the only country' },
    city_id: { type: 'integer' },
    phone_number: { type: 'string' },
  },
} as const;

export const orderDtoSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'order-status',
    'status',
    'products',
    'user',
    'shipping_address',
    'billing_address',
    'alternative_address',
    'payment_method',
    'note',
    'terms_accepted',
    'newsletter_opt_out',
    'total_price',
    'currency',
    'created_at',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string', description: 'Unique order number, e.g. ZJ-000042' },
    'order-status': { type: 'string', enum: orderStatuses, description: 'Same as status' },
    status: { type: 'string', enum: orderStatuses },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product', 'quantity', 'color_id'],
        properties: {
          product: {
            type: 'object',
            description: 'The product as sold: name and prices copied when ordered',
            required: [
              'id',
              'name',
              'name_ar',
              'name_en',
              'price_after_discount',
              'price_before_discount',
              'image',
              'currency',
            ],
            properties: {
              id: {
                type: ['integer', 'null'],
                description: 'null once deleted from the catalogue',
              },
              name: { type: 'string', description: "In the request's language" },
              name_ar: { type: 'string' },
              name_en: { type: 'string' },
              price_after_discount: nullableString,
              price_before_discount: nullableString,
              image: nullableString,
              currency: { type: 'string' },
            },
          },
          quantity: { type: 'integer' },
          color_id: { type: ['integer', 'null'] },
        },
      },
    },
    user: {
      type: 'object',
      required: ['name', 'address'],
      properties: { name: { type: 'string' }, address: nullableString },
    },
    shipping_address: {
      anyOf: [addressDtoSchema, { type: 'null' }],
      description: 'The saved address as it was when the order was placed',
    },
    billing_address: { anyOf: [billingAddressSchema, { type: 'null' }] },
    alternative_address: { anyOf: [addressDtoSchema, { type: 'null' }] },
    payment_method: { type: 'string', enum: ['cash', 'card'] },
    note: nullableString,
    terms_accepted: {
      type: ['boolean', 'null'],
      description: 'null when the client did not send the agreement',
    },
    newsletter_opt_out: { type: 'boolean' },
    total_price: {
      type: 'string',
      description:
        'Σ quantity × price_after_discount when ordered (shipping excluded), e.g. "1250.00"',
    },
    currency: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

// Unknown fields are dropped (additionalProperties: false with Fastify's removeAdditional), so
// they never reach the Idempotency-Key payload hash.
const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['products', 'payment_method'],
  properties: {
    user_id: userIdField,
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['product_id', 'quantity'],
        properties: {
          product_id: idField,
          quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY },
          color_id: optionalIdField,
        },
      },
    },
    shipping_address_id: { ...optionalIdField, description: 'One of the user’s saved addresses' },
    billing_address: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        first_name: { type: ['string', 'null'], maxLength: 100 },
        last_name: { type: ['string', 'null'], maxLength: 100 },
        address: { type: ['string', 'null'], maxLength: 500 },
        country_id: optionalIdField,
        city_id: optionalIdField,
        phone_number: { type: ['string', 'null'], maxLength: 20 },
      },
    },
    payment_method: { type: 'string', enum: ['cash', 'card'] },
    note: { type: ['string', 'null'], maxLength: 1000 },
    alternative_address_id: {
      ...optionalIdField,
      description: 'One of the user’s saved addresses',
    },
    terms_accepted: {
      type: 'boolean',
      description: 'Optional: the checkout terms agreement; false is refused with 422',
    },
    newsletter_opt_out: { type: 'boolean' },
  },
} as const;

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/user-orders',
    {
      preValidation: actForQueryUser,
      schema: {
        tags: ['orders'],
        summary: "The user's orders, newest first",
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: { ...langQuery.properties, user_id: userIdField },
        },
        response: { 200: listAnswer(orderDtoSchema), ...errorResponses },
      },
    },
    async (request) => ({
      status_code: 200,
      data: await listOrders(app.db, request.user!.id, request.lang),
    }),
  );

  app.post(
    '/user-orders/create',
    {
      preValidation: actForBodyUser,
      schema: {
        tags: ['orders'],
        summary:
          'Places an order in one transaction: prices from the database, stock taken, cart emptied. 409 insufficient_stock refuses the whole order. With an Idempotency-Key a retry answers the first order again',
        security: bearerSecurity,
        querystring: langQuery,
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': {
              type: 'string',
              minLength: 1,
              maxLength: 200,
              description:
                'Optional. Same key + same payload → the stored answer (a concurrent one waits for it); other payload → 422',
            },
          },
        },
        body: createBody,
        response: {
          201: {
            type: 'object',
            required: ['status_code', 'message', 'data'],
            properties: {
              status_code: { type: 'integer', enum: [201] },
              message: { type: 'string' },
              data: orderDtoSchema,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const { statusCode, body } = await placeOrder(app.db, {
        userId: request.user!.id,
        input: request.body as OrderInput,
        lang: request.lang,
        message: request.t('order_created_success'),
        idempotencyKey: typeof header === 'string' ? header : undefined,
      });
      return reply.code(statusCode).send(body);
    },
  );
};

export default orderRoutes;
