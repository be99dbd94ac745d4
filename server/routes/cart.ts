import type { ApiPlugin } from '../lib/apiPlugin';
import { currentUser } from '../plugins/auth';
import {
  cartDeleteSchema,
  cartGetSchema,
  cartStoreSchema,
  favouritesSchema,
  favouriteToggleSchema,
} from '../schemas/cart';
import { addToCart, getCart, removeCartItem } from '../services/cartService';
import { listFavourites, toggleFavourite } from '../services/favouritesService';
import { actForBodyUser, actForQueryUser } from './userHooks';

/**
 * Cart and favourites calls. Every call acts for the bearer token's user (the
 * preValidation hooks: 401 without a token, 403 for a foreign user_id); another user's cart line
 * is 404. Registered under /api/v1 by app.ts.
 */
export const cartRoutes: ApiPlugin = async (app) => {
  app.get(
    '/all-user-fav-products',
    { preValidation: actForQueryUser, schema: favouritesSchema },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const userId = currentUser(request).id;
      const data = await listFavourites(app.db, userId, page, perPage, request.lang);
      return { status_code: 200 as const, data };
    },
  );

  app.post(
    '/user-add-fav',
    { preValidation: actForBodyUser, schema: favouriteToggleSchema },
    async (request) => {
      const userId = currentUser(request).id;
      const { isAdded } = await toggleFavourite(app.db, userId, request.body.product_id);
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
    { preValidation: actForBodyUser, schema: cartStoreSchema },
    async (request) => {
      const { product_id: productId, quantity, color_id: colorId } = request.body;
      const data = await addToCart(
        app.db,
        currentUser(request).id,
        { productId, quantity, colorId },
        request.lang,
      );
      return { status_code: 200, success: true, message: request.t('added_to_cart_success'), data };
    },
  );

  app.post(
    '/cart/get',
    { preValidation: actForBodyUser, schema: cartGetSchema },
    async (request) => ({
      status_code: 200 as const,
      data: await getCart(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.delete(
    '/cart/delete/:itemId',
    { preValidation: actForBodyUser, schema: cartDeleteSchema },
    async (request) => {
      const userId = currentUser(request).id;
      const data = await removeCartItem(app.db, userId, request.params.itemId, request.lang);
      return { status_code: 200, message: request.t('cart_item_removed'), data };
    },
  );
};

export default cartRoutes;
