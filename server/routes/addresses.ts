import type { ApiPlugin } from '../lib/apiPlugin';
import { currentUser } from '../plugins/auth';
import {
  addressCitiesSchema,
  addressCreateSchema,
  addressDeleteSchema,
  addressListSchema,
  addressSetMainSchema,
  addressUpdateSchema,
} from '../schemas/addresses';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setMainAddress,
  updateAddress,
} from '../services/addressService';
import { listCities } from '../services/catalogService';
import { actForBodyUser } from './userHooks';

/**
 * Saved addresses. Every call acts for the bearer token's user (the preValidation hooks:
 * 401 without a token, 403 for a foreign user_id); another user's address id is 404. Registered
 * under /api/v1 by app.ts.
 */
export const addressRoutes: ApiPlugin = async (app) => {
  app.post(
    '/user-addresses/all',
    { preValidation: actForBodyUser, schema: addressListSchema },
    async (request) => ({
      status_code: 200,
      data: await listAddresses(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.post(
    '/user-addresses/cities',
    { preValidation: actForBodyUser, schema: addressCitiesSchema },
    async (request) => ({ status_code: 200, data: await listCities(app.db, request.lang) }),
  );

  app.post(
    '/user-addresses/create',
    { preValidation: actForBodyUser, schema: addressCreateSchema },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const data = await createAddress(
        app.db,
        userId,
        request.body,
        request.lang,
        request.t.bind(request),
      );
      return reply
        .code(201)
        .send({ status_code: 201, message: request.t('address_created'), data });
    },
  );

  app.post(
    '/user-addresses/update/:id',
    { preValidation: actForBodyUser, schema: addressUpdateSchema },
    async (request) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      const data = await updateAddress(
        app.db,
        userId,
        id,
        request.body,
        request.lang,
        request.t.bind(request),
      );
      return { status_code: 200, message: request.t('address_updated'), data };
    },
  );

  app.post(
    '/user-addresses/delete/:id',
    { preValidation: actForBodyUser, schema: addressDeleteSchema },
    async (request) => {
      await deleteAddress(app.db, currentUser(request).id, request.params.id);
      return { status_code: 200, message: request.t('address_deleted') };
    },
  );

  app.post(
    '/user-addresses/set-main/:id',
    { preValidation: actForBodyUser, schema: addressSetMainSchema },
    async (request) => {
      const userId = currentUser(request).id;
      const data = await setMainAddress(app.db, userId, request.params.id, request.lang);
      return { status_code: 200, message: request.t('address_set_main'), data };
    },
  );
};

export default addressRoutes;
