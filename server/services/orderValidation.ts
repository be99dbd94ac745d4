import type { Db } from '../db/client';
import type { OrderAddress, Product } from '../db/schema';
import { HttpError, type FieldErrors } from '../lib/httpError';
import { EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import { isBlank, isValidPhone } from '../../src/shared/rules/validation';
import type { OrderCreateBody } from '../../src/shared/wire/orders';
import { cityExists, parseId, userOwnsAddress } from './addressService';
import { hasColor } from './cartService';
import { hasPrice } from './money';

// The field rules of POST /user-orders/create beyond the schema's types (SPEC §5 Checkout):
// 422 per field, 404/409 for products that cannot be sold.

/** Field rules of the payload (422 per field) that need no product: terms, addresses, billing. */
export async function validateOrderFields(
  db: Db,
  userId: number,
  input: OrderCreateBody,
): Promise<OrderAddress | null> {
  const errors: FieldErrors = {};
  // SPEC §5 Checkout: "terms must be agreed". SPEC §3's payload has no field for it, so only an
  // explicit refusal fails; the storefront's checkout checks the box before sending.
  if (input.terms_accepted === false) errors.terms_accepted = ['terms_required'];

  for (const field of ['shipping_address_id', 'alternative_address_id'] as const) {
    const id = input[field];
    if (id === null || id === undefined) continue;
    if (!(await userOwnsAddress(db, userId, id))) errors[field] = ['address_invalid'];
  }

  let billing: OrderAddress | null = null;
  const given = input.billing_address;
  if (given) {
    const prefix = 'billing_address.';
    for (const field of ['first_name', 'last_name', 'address', 'city_id'] as const) {
      if (isBlank(given[field])) errors[prefix + field] = ['field_required'];
    }
    const cityId = parseId(given.city_id);
    if (!errors[`${prefix}city_id`] && (cityId === null || !(await cityExists(db, cityId)))) {
      errors[`${prefix}city_id`] = ['city_invalid'];
    }
    if (!isBlank(given.country_id) && parseId(given.country_id) !== EGYPT_COUNTRY_ID) {
      errors[`${prefix}country_id`] = ['country_invalid'];
    }
    const phone = isBlank(given.phone_number) ? null : String(given.phone_number).trim();
    if (phone !== null && !isValidPhone(phone)) errors[`${prefix}phone_number`] = ['phone_invalid'];
    billing = {
      first_name: String(given.first_name ?? '').trim(),
      last_name: String(given.last_name ?? '').trim(),
      address: String(given.address ?? '').trim(),
      country_id: EGYPT_COUNTRY_ID,
      city_id: cityId ?? undefined,
      ...(phone ? { phone_number: phone } : {}),
    };
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
  return billing;
}

/**
 * Every line's product as read in the order's transaction: 404 unknown or unpublished, 409 no
 * price or unavailable, 422 a colour the product does not have (every line's at once).
 */
export function checkOrderProducts(
  lines: OrderCreateBody['products'],
  byId: ReadonlyMap<number, Product>,
): void {
  const colourErrors: FieldErrors = {};
  lines.forEach((line, index) => {
    const product = byId.get(line.product_id);
    if (!product || product.status !== 'active') throw new HttpError(404, 'product_not_found');
    if (!isSellable(product)) throw new HttpError(409, 'product_not_purchasable');
    if (!hasColor(product, line.color_id)) {
      colourErrors[`products.${index}.color_id`] = ['color_invalid'];
    }
  });
  if (Object.keys(colourErrors).length > 0) {
    throw new HttpError(422, 'validation_failed', colourErrors);
  }
}

/** A product with a price that is not marked unavailable (SPEC §4: only these are sold). */
export const isSellable = (product: Pick<Product, 'priceAfterDiscount' | 'productStatus'>) =>
  hasPrice(product.priceAfterDiscount) && product.productStatus !== 'unavailable';
