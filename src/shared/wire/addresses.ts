// Saved addresses (see common.ts for how wire schemas are used). Every call acts for the
// bearer token's user: `user_id` is optional and, when sent, must be that user (403).
import { city, idParams, listAnswer, optionalIdField, userIdField, type Wire } from './common';

/** Saved address; `last_name` repeats `family_name` (the form's name for it). */
export const address = {
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
    city: { anyOf: [city, { type: 'null' }] },
    country_id: { type: 'integer', description: '1 = Egypt' },
    main_address: { type: 'integer', enum: [0, 1], description: '1 means main' },
  },
  additionalProperties: false,
} as const;
export type AddressDto = Wire<typeof address>;

/** POST /user-addresses/all, /cities, /delete/{id}, /set-main/{id}: nothing but user_id. */
export const addressUserBody = {
  type: 'object',
  properties: { user_id: userIdField },
} as const;

const formText = <const N extends number>(maxLength: N) =>
  ({ type: ['string', 'null'], maxLength }) as const;

/**
 * POST /user-addresses/create and /update/{id}. Types only: missing or blank fields are 422 per
 * field (all fields are required).
 */
export const addressBody = {
  type: 'object',
  properties: {
    user_id: userIdField,
    address_title: formText(100),
    first_name: formText(100),
    last_name: formText(100),
    family_name: { ...formText(100), description: 'Alias of last_name' },
    address: formText(500),
    city_id: optionalIdField,
    phone_number: { ...formText(20), description: '01 followed by 9 digits' },
  },
} as const;
export type AddressBody = Wire<typeof addressBody>;

/** /user-addresses/{update,delete,set-main}/{id} */
export const addressIdParams = idParams('id', 'One of the user’s saved addresses');

export const addressListAnswer = listAnswer(address);
export type AddressListAnswer = Wire<typeof addressListAnswer>;

export const addressCitiesAnswer = listAnswer(city);
export type AddressCitiesAnswer = Wire<typeof addressCitiesAnswer>;

const addressAnswer = <const Status extends number>(status: Status) =>
  ({
    type: 'object',
    required: ['status_code', 'message', 'data'],
    properties: {
      status_code: { type: 'integer', enum: [status] },
      message: { type: 'string' },
      data: address,
    },
    additionalProperties: false,
  }) as const;

/** POST /user-addresses/create */
export const addressCreatedAnswer = addressAnswer(201);
export type AddressCreatedAnswer = Wire<typeof addressCreatedAnswer>;

/** POST /user-addresses/update/{id} and /set-main/{id} */
export const addressSavedAnswer = addressAnswer(200);
export type AddressSavedAnswer = Wire<typeof addressSavedAnswer>;

/** POST /user-addresses/delete/{id} */
export const addressDeletedAnswer = {
  type: 'object',
  required: ['status_code', 'message'],
  properties: {
    status_code: { type: 'integer', enum: [200] },
    message: { type: 'string' },
  },
  additionalProperties: false,
} as const;
export type AddressDeletedAnswer = Wire<typeof addressDeletedAnswer>;
