import type { Order, OrderAddress, OrderItem } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { localized } from '../../src/shared/lib/localized';
import { CURRENCY } from '../../src/shared/rules/constants';
import type {
  BillingAddressDto,
  OrderDto,
  OrderLineDto,
  OrderStatusStepDto,
} from '../../src/shared/wire/orders';
import { addressFromCopy } from './addressService';

// The one shape an order leaves the server in: everything as it was when ordered.

/** The name on the order as the buyer saw it (their account's name and address). */
export interface OrderBuyer {
  name: string;
  address: string | null;
}

const orderLineDto = (item: OrderItem, lang: Lang): OrderLineDto => ({
  product: {
    id: item.productId,
    name: localized({ ar: item.name, en: item.nameEn }, lang),
    name_ar: item.name,
    name_en: item.nameEn,
    price_after_discount: item.priceAfterDiscount,
    price_before_discount: item.priceBeforeDiscount,
    image: item.image,
    currency: item.currency,
  },
  quantity: item.quantity,
  color_id: item.colorId,
});

/** The stored billing address (written by orderValidation.ts), its declared fields only. */
export function billingDto(stored: OrderAddress | null): BillingAddressDto | null {
  if (!stored) return null;
  const countryId = stored.country_id;
  return {
    first_name: stored.first_name,
    last_name: stored.last_name,
    address: stored.address,
    country_id: typeof countryId === 'number' ? countryId : undefined,
    city_id: stored.city_id,
    phone_number: stored.phone_number,
  };
}

/**
 * The hosted checkout page while the order can still be paid there: placed online by card, not
 * paid yet (a declined card may try again) and not cancelled.
 */
export function checkoutUrlOf(order: Order): string | null {
  const open = order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'failed';
  return open && order.status === 'pending' ? order.paymentCheckoutUrl : null;
}

export function serializeOrder(
  order: Order,
  items: OrderItem[],
  buyer: OrderBuyer,
  lang: Lang,
  history?: OrderStatusStepDto[],
): OrderDto {
  const address = (copy: Order['shippingAddress']) => (copy ? addressFromCopy(copy, lang) : null);
  const checkoutUrl = checkoutUrlOf(order);
  return {
    id: order.id,
    number: order.number,
    'order-status': order.status,
    status: order.status,
    products: items.map((item) => orderLineDto(item, lang)),
    user: buyer,
    shipping_address: address(order.shippingAddress),
    billing_address: billingDto(order.billingAddress),
    alternative_address: address(order.alternativeAddress),
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    ...(checkoutUrl ? { checkout_url: checkoutUrl } : {}),
    note: order.note,
    terms_accepted: order.termsAccepted,
    newsletter_opt_out: order.newsletterOptOut,
    total_price: order.totalPrice,
    currency: items[0]?.currency ?? CURRENCY,
    created_at: order.createdAt.toISOString(),
    ...(history ? { status_history: history } : {}),
  };
}
