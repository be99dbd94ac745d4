// Route schemas of the SPEC §7 cart and favourites calls: documentation plus the wire shapes of
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
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';

const favourites = { tags: ['favourites'], security: bearerSecurity } as const;
const cart = { tags: ['cart'], security: bearerSecurity, querystring: langQuery } as const;

export const favouritesSchema = {
  ...favourites,
  summary: "The user's favourite products (active only), most recently added first",
  querystring: favouritesQuery,
  response: { 200: favouritesAnswer, ...errorResponses },
} as const;

export const favouriteToggleSchema = {
  ...favourites,
  summary: 'Toggles a favourite: isAdded true when added, false when removed',
  querystring: langQuery,
  body: favouriteToggleBody,
  response: { 200: favouriteToggleAnswer, ...errorResponses },
} as const;

export const cartStoreSchema = {
  ...cart,
  summary:
    'Adds pieces to the cart (the line of the same product and colour grows); 409 when the product has no price or is unavailable',
  body: cartStoreBody,
  response: { 200: cartAnswer, ...errorResponses },
} as const;

export const cartGetSchema = {
  ...cart,
  summary: "The user's cart with totals from the current prices",
  body: cartUserBody,
  response: { 200: cartAnswer, ...errorResponses },
} as const;

export const cartDeleteSchema = {
  ...cart,
  summary: 'Removes one line of the cart; answers the cart',
  params: cartItemParams,
  body: cartUserBody,
  response: { 200: cartAnswer, ...errorResponses },
} as const;
