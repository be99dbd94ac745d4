// The checkout form's values (under its published names) and the order payload made from them
// (src/shared/wire/orders.ts). No React.
import type { OrderPayload } from '../../../api/ordersApi';
import type { CartItem } from '../../../entities/cart/model';
import { EGYPT_COUNTRY_ID } from '../../../shared/rules/constants';

export interface CheckoutValues {
  first_name: string;
  last_name: string;
  /** The <select>'s string value. */
  city_id: string;
  address: string;
  /**
   * checkoutForm's switch for the alternative address rule: always on here, because the shop
   * requires an alternative saved address to be selected.
   */
  use_alternative_address: boolean;
  alternative_address_id: string;
  payment_method: 'cash' | 'card';
  note: string;
  terms_accepted: boolean;
  newsletter_opt_out: boolean;
}

export interface CheckoutPrefill {
  firstName?: string | null;
  lastName?: string | null;
  cityId?: number | null;
  address?: string | null;
}

/** Empty, or the shopper's own name, city and address from their account. */
export function initialCheckoutValues(prefill: CheckoutPrefill = {}): CheckoutValues {
  return {
    first_name: prefill.firstName ?? '',
    last_name: prefill.lastName ?? '',
    city_id: prefill.cityId ? String(prefill.cityId) : '',
    address: prefill.address ?? '',
    use_alternative_address: true,
    alternative_address_id: '',
    payment_method: 'cash',
    note: '',
    terms_accepted: false,
    newsletter_opt_out: false,
  };
}

/**
 * The payload: the cart's lines (products [{product_id, quantity}], with the colour), the
 * typed address as billing_address (Egypt), the chosen alternative address, payment sent as cash
 * or card, the note, the terms agreement and the mailing-list opt-out.
 */
export function toOrderPayload(values: CheckoutValues, lines: readonly CartItem[]): OrderPayload {
  const note = values.note.trim();
  return {
    products: lines.map((line) => ({
      product_id: line.productId,
      quantity: line.quantity,
      ...(line.colorId ? { color_id: line.colorId } : {}),
    })),
    billing_address: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      address: values.address.trim(),
      country_id: EGYPT_COUNTRY_ID,
      city_id: Number(values.city_id),
    },
    alternative_address_id: Number(values.alternative_address_id),
    payment_method: values.payment_method,
    note: note === '' ? null : note,
    terms_accepted: values.terms_accepted,
    newsletter_opt_out: values.newsletter_opt_out,
  };
}

/** A fresh Idempotency-Key (random UUID where the browser has one). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (crypto && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else
    for (let index = 0; index < bytes.length; index += 1)
      bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
