// Route schemas of the saved-address calls: documentation plus the wire shapes of
// src/shared/wire/addresses.ts (OpenAPI at /api/docs). Every call acts for the bearer token's
// user; a foreign user_id is 403 and another user's address id 404.
import {
  addressBody,
  addressCitiesAnswer,
  addressCreatedAnswer,
  addressDeletedAnswer,
  addressIdParams,
  addressListAnswer,
  addressSavedAnswer,
  addressUserBody,
} from '../../src/shared/wire/addresses';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['addresses'], security: bearerSecurity, querystring: langQuery });

export const addressListSchema = route(
  "The user's saved addresses, main first",
  { body: addressUserBody },
  addressListAnswer,
);

export const addressCitiesSchema = route(
  'Cities (governorates) an address may name',
  { body: addressUserBody },
  addressCitiesAnswer,
);

export const addressCreateSchema = route(
  'Saves an address; the first one becomes main. 422 per missing or invalid field',
  { body: addressBody },
  addressCreatedAnswer,
  { status: 201 },
);

export const addressUpdateSchema = route(
  'Replaces the fields of one of the user’s addresses (main flag unchanged)',
  { params: addressIdParams, body: addressBody },
  addressSavedAnswer,
);

export const addressDeleteSchema = route(
  'Deletes an address; the main address is refused with 409',
  { params: addressIdParams, body: addressUserBody },
  addressDeletedAnswer,
);

export const addressSetMainSchema = route(
  'Makes the address main and the previous main non-main, in one transaction',
  { params: addressIdParams, body: addressUserBody },
  addressSavedAnswer,
);
