import type { FastifyPluginAsync } from 'fastify';
import { actForBodyUser } from './userHooks';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  listCities,
  setMainAddress,
  updateAddress,
  type AddressInput,
} from '../services/addressService';
import {
  bearerSecurity,
  citySchema,
  errorResponses,
  idField,
  optionalIdField,
  langQuery,
  listAnswer,
  userIdField,
} from './schemas';

// SPEC §7 saved addresses. Every call acts for the bearer token's user; a foreign user_id is 403
// and another user's address id is 404.

export const addressDtoSchema = {
  type: 'object',
  required: [
    'id',
    'address_title',
    'first_name',
    'family_name',
    'last_name',
    'phone_number',
    'address',
    'city_id',
    'city',
    'country_id',
    'main_address',
  ],
  properties: {
    id: { type: 'integer' },
    address_title: { type: 'string' },
    first_name: { type: 'string' },
    family_name: { type: 'string' },
    last_name: { type: 'string', description: 'Same as family_name (the form calls it last_name)' },
    phone_number: { type: 'string' },
    address: { type: 'string' },
    city_id: { type: 'integer' },
    city: { anyOf: [citySchema, { type: 'null' }] },
    country_id: { type: 'integer', description: '1 = Egypt' },
    main_address: { type: 'integer', enum: [0, 1], description: '1 means main (SPEC §3)' },
  },
} as const;

const userBody = {
  type: 'object',
  properties: { user_id: userIdField },
} as const;

/** Types only: missing or blank fields are 422 per field (SPEC §5 "all fields required"). */
const addressBody = {
  type: 'object',
  properties: {
    user_id: userIdField,
    address_title: { type: ['string', 'null'], maxLength: 100 },
    first_name: { type: ['string', 'null'], maxLength: 100 },
    last_name: { type: ['string', 'null'], maxLength: 100 },
    family_name: { type: ['string', 'null'], maxLength: 100, description: 'Alias of last_name' },
    address: { type: ['string', 'null'], maxLength: 500 },
    city_id: optionalIdField,
    phone_number: {
      type: ['string', 'null'],
      maxLength: 20,
      description: '01 followed by 9 digits',
    },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idField },
} as const;

const addressAnswer = (status: 200 | 201) => ({
  type: 'object',
  required: ['status_code', 'message', 'data'],
  properties: {
    status_code: { type: 'integer', enum: [status] },
    message: { type: 'string' },
    data: addressDtoSchema,
  },
});

const common = { tags: ['addresses'], security: bearerSecurity, querystring: langQuery };

export const addressRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/user-addresses/all',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: "The user's saved addresses, main first",
        body: userBody,
        response: { 200: listAnswer(addressDtoSchema), ...errorResponses },
      },
    },
    async (request) => ({
      status_code: 200,
      data: await listAddresses(app.db, request.user!.id, request.lang),
    }),
  );

  app.post(
    '/user-addresses/cities',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: 'Cities (governorates) an address may name',
        body: userBody,
        response: { 200: listAnswer(citySchema), ...errorResponses },
      },
    },
    async (request) => ({ status_code: 200, data: await listCities(app.db, request.lang) }),
  );

  app.post(
    '/user-addresses/create',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: 'Saves an address; the first one becomes main. 422 per missing or invalid field',
        body: addressBody,
        response: { 201: addressAnswer(201), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createAddress(
        app.db,
        request.user!.id,
        request.body as AddressInput,
        request.lang,
      );
      return reply
        .code(201)
        .send({ status_code: 201, message: request.t('address_created'), data });
    },
  );

  app.post(
    '/user-addresses/update/:id',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: 'Replaces the fields of one of the user’s addresses (main flag unchanged)',
        params: idParams,
        body: addressBody,
        response: { 200: addressAnswer(200), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const data = await updateAddress(
        app.db,
        request.user!.id,
        id,
        request.body as AddressInput,
        request.lang,
      );
      return { status_code: 200, message: request.t('address_updated'), data };
    },
  );

  app.post(
    '/user-addresses/delete/:id',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: 'Deletes an address; the main address is refused with 409 (SPEC §4)',
        params: idParams,
        body: userBody,
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'message'],
            properties: {
              status_code: { type: 'integer', enum: [200] },
              message: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await deleteAddress(app.db, request.user!.id, id);
      return { status_code: 200, message: request.t('address_deleted') };
    },
  );

  app.post(
    '/user-addresses/set-main/:id',
    {
      preValidation: actForBodyUser,
      schema: {
        ...common,
        summary: 'Makes the address main and the previous main non-main, in one transaction',
        params: idParams,
        body: userBody,
        response: { 200: addressAnswer(200), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const data = await setMainAddress(app.db, request.user!.id, id, request.lang);
      return { status_code: 200, message: request.t('address_set_main'), data };
    },
  );
};

export default addressRoutes;
