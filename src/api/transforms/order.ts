// Order answers → domain (orders as listed). Our server sends src/shared/wire/orders.ts
// shapes; the maker's host may send the list bare, ids and totals as numbers, `order-status` only,
// a product block without prices. Every field is read tolerantly; an order without an id is dropped.
import {
  ORDER_STEPS,
  PAYMENT_STATUSES,
  type Order,
  type OrderDeliveryAddress,
  type OrderLine,
  type OrderStatus,
  type OrderStatusStep,
  type PaymentMethod,
  type PaymentStatus,
} from '../../entities/order/model';
import { localized } from '../../shared/lib/localized';
import { isPricePresent } from '../../shared/lib/price';
import { CURRENCY, type Language } from '../../shared/rules/constants';
import type {
  BillingAddressDto,
  OrderCreatedAnswer,
  OrderDto,
  OrderLineDto,
  OrderListAnswer,
  OrderStatusStepDto,
} from '../../shared/wire/orders';
import { toAddress } from './address';
import { asLoose, InvalidResponseError, isRecord, toInt, toText } from './shape';

const STATUSES: readonly string[] = [...ORDER_STEPS, 'cancelled'];

function toStatus(value: unknown): OrderStatus | null {
  const text = toText(value)?.toLowerCase() ?? null;
  return text !== null && STATUSES.includes(text) ? (text as OrderStatus) : null;
}

function toPayment(value: unknown): PaymentMethod | null {
  const text = toText(value)?.toLowerCase();
  return text === 'cash' || text === 'card' ? text : null;
}

function toPaymentStatus(value: unknown): PaymentStatus | null {
  const text = toText(value)?.toLowerCase() ?? null;
  return PAYMENT_STATUSES.find((status) => status === text) ?? null;
}

/** The gateway's checkout page: an http(s) address only (it becomes a link and a navigation). */
function toCheckoutUrl(value: unknown): string | null {
  const text = toText(value);
  return text !== null && /^https?:\/\//i.test(text) ? text : null;
}

function toMoney(value: unknown): string | null {
  const text = toText(value);
  return text !== null && Number.isFinite(Number(text.replace(/,/g, ''))) ? text : null;
}

const toPrice = (value: unknown): string | null => {
  const text = toMoney(value);
  return text !== null && isPricePresent(text) ? text : null;
};

function toLine(raw: unknown, language: Language): OrderLine | null {
  const dto = asLoose<OrderLineDto>(raw);
  if (!dto) return null;
  const product = asLoose<OrderLineDto['product']>(dto.product) ?? {};
  return {
    productId: toInt(product.id),
    name:
      localized(
        { ar: toText(product.name_ar) ?? toText(product.name), en: toText(product.name_en) },
        language,
      ) ?? '',
    image: toText(product.image),
    price: toPrice(product.price_after_discount),
    priceBefore: toPrice(product.price_before_discount),
    currency: toText(product.currency) ?? CURRENCY,
    quantity: Math.max(1, toInt(dto.quantity) ?? 1),
  };
}

function toDeliveryAddress(raw: unknown): OrderDeliveryAddress | null {
  const dto = asLoose<BillingAddressDto>(raw);
  if (!dto) return null;
  return {
    firstName: toText(dto.first_name) ?? '',
    lastName: toText(dto.last_name) ?? '',
    address: toText(dto.address) ?? '',
    cityId: toInt(dto.city_id),
    phoneNumber: toText(dto.phone_number),
  };
}

/** The optional status_history: steps with a known status and a readable date, in order. */
function toStatusHistory(raw: unknown): OrderStatusStep[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): OrderStatusStep[] => {
    const dto = asLoose<OrderStatusStepDto>(entry);
    const status = toStatus(dto?.status);
    const at = toText(dto?.created_at);
    return status && at && !Number.isNaN(Date.parse(at)) ? [{ status, at }] : [];
  });
}

/** One order; null when it has no id. */
export function toOrder(raw: unknown, language: Language): Order | null {
  const dto = asLoose<OrderDto>(raw);
  const id = toInt(dto?.id);
  if (!dto || id === null) return null;
  const lines = (Array.isArray(dto.products) ? dto.products : [])
    .map((line) => toLine(line, language))
    .filter((line): line is OrderLine => line !== null);
  const statusRaw = dto.status ?? dto['order-status'];
  const user = asLoose<OrderDto['user']>(dto.user);
  return {
    id,
    number: toText(dto.number) ?? String(id),
    status: toStatus(statusRaw),
    statusText: toText(statusRaw) ?? '',
    lines,
    buyer: { name: toText(user?.name) ?? '', address: toText(user?.address) },
    deliveryAddress: toDeliveryAddress(dto.billing_address),
    shippingAddress: toAddress(dto.shipping_address),
    alternativeAddress: toAddress(dto.alternative_address),
    paymentMethod: toPayment(dto.payment_method),
    paymentStatus: toPaymentStatus(dto.payment_status),
    checkoutUrl: toCheckoutUrl(dto.checkout_url),
    note: toText(dto.note),
    total: toMoney(dto.total_price),
    currency: toText(dto.currency) ?? lines[0]?.currency ?? CURRENCY,
    createdAt: toText(dto.created_at),
    statusHistory: toStatusHistory(dto.status_history),
  };
}

/** GET /user-orders: `{ status_code, data: [...] }` or a bare list, in the server's order. */
export function toOrderList(raw: unknown, language: Language): Order[] {
  const answer = asLoose<OrderListAnswer>(raw);
  const list: unknown = Array.isArray(raw) ? raw : answer?.data;
  if (!Array.isArray(list)) throw new InvalidResponseError('orders');
  return list
    .map((order) => toOrder(order, language))
    .filter((order): order is Order => order !== null);
}

/** POST /user-orders/create: the new order under `data` (null when the host sent none). */
export function toCreatedOrder(raw: unknown, language: Language): Order | null {
  const answer = asLoose<OrderCreatedAnswer>(raw);
  return answer && isRecord(answer.data) ? toOrder(answer.data, language) : null;
}
