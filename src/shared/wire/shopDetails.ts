// The shop's own contact details: read by the footer, /contact and the chat links
// (GET /api/v1/shop-details), edited by the owner (GET|PATCH /api/v1/admin/shop-details). One shape
// for both, so the storefront shows exactly what the owner saved. An empty text means "not given":
// the storefront leaves that line out.
import { SHOP_DETAILS_LIMITS } from '../rules/shopDetails';
import { dataAnswer, type Wire } from './common';

const line = (maxLength: number, description: string) =>
  ({ type: 'string', maxLength, description }) as const;

// The limits live with the rules so the owner's form can read them (wire schemas are server-only
// values); re-exported here for the server's schemas.
export { SHOP_DETAILS_LIMITS };

const fields = {
  phones: {
    type: 'array',
    maxItems: SHOP_DETAILS_LIMITS.phones,
    items: line(SHOP_DETAILS_LIMITS.phone, 'A landline as people read it: "02 2576 1986"'),
  },
  customer_service_phone: line(SHOP_DETAILS_LIMITS.phone, 'The hotline, e.g. "19986"'),
  fax: line(SHOP_DETAILS_LIMITS.phone, 'Shown only, never dialled'),
  address_ar: line(SHOP_DETAILS_LIMITS.address, 'The address in Arabic'),
  address_en: line(SHOP_DETAILS_LIMITS.address, 'The address in English'),
  email: line(SHOP_DETAILS_LIMITS.email, 'The shop e-mail'),
  chat_number: line(
    SHOP_DETAILS_LIMITS.chatNumber,
    'The messaging-app business number: digits only, country code first (201001986198)',
  ),
  working_hours_ar: line(SHOP_DETAILS_LIMITS.workingHours, 'Working hours in Arabic'),
  working_hours_en: line(SHOP_DETAILS_LIMITS.workingHours, 'Working hours in English'),
  map_location: line(
    SHOP_DETAILS_LIMITS.mapLocation,
    'What the map of /contact shows: an address or "latitude,longitude"',
  ),
} as const;

/**
 * The details as every call answers them: every field present, "" when not given. The offers
 * banner rides along (the picture path /offers shows) but is replaced on the pictures screen
 * (PUT /api/v1/admin/offers-banner), not through the details form.
 */
export const shopDetails = {
  type: 'object',
  required: [
    'phones',
    'customer_service_phone',
    'fax',
    'address_ar',
    'address_en',
    'email',
    'chat_number',
    'working_hours_ar',
    'working_hours_en',
    'map_location',
    'offers_banner',
  ],
  properties: {
    ...fields,
    offers_banner: {
      type: 'string',
      description: 'Picture of /offers, as header images give theirs; "" for none',
    },
  },
  additionalProperties: false,
} as const;
export type ShopDetailsDto = Wire<typeof shopDetails>;

/** GET /api/v1/shop-details and GET|PATCH /api/v1/admin/shop-details answer `{ status_code, data }`. */
export const shopDetailsAnswer = dataAnswer(shopDetails);
export type ShopDetailsAnswer = Wire<typeof shopDetailsAnswer>;

/** PATCH /api/v1/admin/shop-details: any subset of the fields; the rest stay as they are. */
export const shopDetailsPatch = {
  type: 'object',
  properties: fields,
  additionalProperties: false,
} as const;
export type ShopDetailsPatch = Wire<typeof shopDetailsPatch>;
