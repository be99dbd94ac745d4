// Route schemas of the cart and favourites calls: documentation plus the wire shapes of
// src/shared/wire/cart.ts (OpenAPI at /api/docs is generated from these). Every call needs the
// bearer token; a foreign user_id is 403 and another user's cart line 404.
import {
  cartAnswer,
  cartItemParams,
  cartStoreBody,
  cartUserBody,
  favouriteToggleAnswer,
  favouriteToggleBody,
  favouritesAnswer,
  favouritesQuery,
} from '../../src/shared/wire/cart';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const favourites = routeGroup({ tags: ['favourites'], security: bearerSecurity });
const cart = routeGroup({ tags: ['cart'], security: bearerSecurity, querystring: langQuery });

export const favouritesSchema = favourites(
  "The user's favourite products (active only), most recently added first",
  { querystring: favouritesQuery },
  favouritesAnswer,
);

export const favouriteToggleSchema = favourites(
  'Toggles a favourite: isAdded true when added, false when removed',
  { querystring: langQuery, body: favouriteToggleBody },
  favouriteToggleAnswer,
);

export const cartStoreSchema = cart(
  'Adds pieces to the cart (the line of the same product and colour grows); 409 when the product has no price or is unavailable',
  { body: cartStoreBody },
  cartAnswer,
);

export const cartGetSchema = cart(
  "The user's cart with totals from the current prices",
  { body: cartUserBody },
  cartAnswer,
);

export const cartDeleteSchema = cart(
  'Removes one line of the cart; answers the cart',
  { params: cartItemParams, body: cartUserBody },
  cartAnswer,
);
