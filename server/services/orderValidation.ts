import type { Db } from '../db/client';
import type { OrderAddress, Product } from '../db/schema';
import { HttpError, type FieldErrors } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { checkForm } from '../../src/shared/rules/checkForm';
import { EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import { checkoutForm } from '../../src/shared/rules/forms';
import { toPositiveId } from '../../src/shared/rules/validation';
import type { OrderCreateBody } from '../../src/shared/wire/orders';
import { cityExists, userOwnsAddress } from './addressService';
import { hasColor } from './cartService';
import { throwIfIssues, trimmed } from './formCheck';
import { hasPrice } from './money';

// The field rules of POST /user-orders/create beyond the schema's types:
// 422 per field, 404/409 for products that cannot be sold.

/** Field rules of the payload (422 per field) that need no product: terms, addresses, billing. */
export async function validateOrderFields(
  db: Db,
  userId: number,
  input: OrderCreateBody,
  t: Translate,
): Promise<OrderAddress | null> {
  // The rules: checkoutForm (src/shared/rules/forms/checkout.ts): terms_accepted (only an
  // explicit refusal fails) and billing_address when sent. Then what the database says: saved
  // address ids are the shopper's, the billing city exists.
  const issues = checkForm(checkoutForm, input);

  for (const field of ['shipping_address_id', 'alternative_address_id'] as const) {
    const id = input[field];
    if (id === null || id === undefined || issues[field]) continue;
    if (!(await userOwnsAddress(db, userId, id))) issues[field] = [{ key: 'address_invalid' }];
  }

  const given = input.billing_address;
  const cityField = 'billing_address.city_id';
  const cityId = given ? toPositiveId(given.city_id) : null;
  if (given && !issues[cityField] && !(cityId !== null && (await cityExists(db, cityId)))) {
    issues[cityField] = [{ key: 'city_invalid' }];
  }
  throwIfIssues(issues, t);
  if (!given) return null;

  const phone = trimmed(given.phone_number);
  return {
    first_name: trimmed(given.first_name),
    last_name: trimmed(given.last_name),
    address: trimmed(given.address),
    country_id: EGYPT_COUNTRY_ID,
    city_id: cityId ?? undefined,
    ...(phone ? { phone_number: phone } : {}),
  };
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

/** A product with a price that is not marked unavailable (only these are sold). */
export const isSellable = (product: Pick<Product, 'priceAfterDiscount' | 'productStatus'>) =>
  hasPrice(product.priceAfterDiscount) && product.productStatus !== 'unavailable';
