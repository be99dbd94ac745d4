// Route schemas of the SPEC §7 saved-address calls: documentation plus the wire shapes of
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
import { bearerSecurity, errorResponses, langQuery } from '../../src/shared/wire/common';

const addresses = {
  tags: ['addresses'],
  security: bearerSecurity,
  querystring: langQuery,
} as const;

export const addressListSchema = {
  ...addresses,
  summary: "The user's saved addresses, main first",
  body: addressUserBody,
  response: { 200: addressListAnswer, ...errorResponses },
} as const;

export const addressCitiesSchema = {
  ...addresses,
  summary: 'Cities (governorates) an address may name',
  body: addressUserBody,
  response: { 200: addressCitiesAnswer, ...errorResponses },
} as const;

export const addressCreateSchema = {
  ...addresses,
  summary: 'Saves an address; the first one becomes main. 422 per missing or invalid field',
  body: addressBody,
  response: { 201: addressCreatedAnswer, ...errorResponses },
} as const;

export const addressUpdateSchema = {
  ...addresses,
  summary: 'Replaces the fields of one of the user’s addresses (main flag unchanged)',
  params: addressIdParams,
  body: addressBody,
  response: { 200: addressSavedAnswer, ...errorResponses },
} as const;

export const addressDeleteSchema = {
  ...addresses,
  summary: 'Deletes an address; the main address is refused with 409 (SPEC §4)',
  params: addressIdParams,
  body: addressUserBody,
  response: { 200: addressDeletedAnswer, ...errorResponses },
} as const;

export const addressSetMainSchema = {
  ...addresses,
  summary: 'Makes the address main and the previous main non-main, in one transaction',
  params: addressIdParams,
  body: addressUserBody,
  response: { 200: addressSavedAnswer, ...errorResponses },
} as const;
