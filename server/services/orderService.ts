import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cartItems,
  orderItems,
  orders,
  products,
  users,
  type Order,
  type OrderAddress,
  type OrderItem,
  type Product,
} from '../db/schema';
import { HttpError, type FieldErrors } from '../lib/httpError';
import type { Lang } from '../lib/i18n';
import { CURRENCY, EGYPT_COUNTRY_ID } from '../../src/shared/rules/constants';
import { isBlank, isValidPhone } from '../../src/shared/rules/validation';
import {
  addressCopy,
  addressFromCopy,
  cityExists,
  loadAddresses,
  parseId,
  userOwnsAddress,
  type AddressDto,
} from './addressService';
import { hasColor } from './cartService';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotentAnswer,
  IdempotentReplay,
  payloadHash,
} from './idempotency';
import { formatPiastres, hasPrice, toPiastres } from './money';

export type OrderStatus = Order['status'];
export type PaymentMethod = Order['paymentMethod'];

export interface OrderLineInput {
  product_id: number;
  quantity: number;
  color_id?: number | null;
}

export interface BillingAddressInput {
  first_name?: string | null;
  last_name?: string | null;
  address?: string | null;
  country_id?: number | string | null;
  city_id?: number | string | null;
  phone_number?: string | null;
}

/** SPEC §3 Order create payload, plus the checkout's note, terms and mailing-list opt-out. */
export interface OrderInput {
  products: OrderLineInput[];
  shipping_address_id?: number | null;
  billing_address?: BillingAddressInput | null;
  payment_method: PaymentMethod;
  note?: string | null;
  alternative_address_id?: number | null;
  /** Optional (SPEC §3 does not say how it is sent); false is refused, absent is not recorded. */
  terms_accepted?: boolean;
  newsletter_opt_out?: boolean;
}

export interface OrderProductDto {
  product: {
    /** null when the product has since been deleted from the catalogue. */
    id: number | null;
    /** In the request's language; the name when ordered. */
    name: string;
    name_ar: string;
    name_en: string;
    price_after_discount: string | null;
    price_before_discount: string | null;
    image: string | null;
    currency: string;
  };
  quantity: number;
  color_id: number | null;
}

/** SPEC §3 Order (listed); `order-status` and `status` carry the same value. */
export interface OrderDto {
  id: number;
  number: string;
  'order-status': OrderStatus;
  status: OrderStatus;
  products: OrderProductDto[];
  user: { name: string; address: string | null };
  shipping_address: AddressDto | null;
  billing_address: OrderAddress | null;
  alternative_address: AddressDto | null;
  payment_method: PaymentMethod;
  note: string | null;
  /** null: the client did not send the terms agreement. */
  terms_accepted: boolean | null;
  newsletter_opt_out: boolean;
  /** Σ quantity × price_after_discount at ordering time, e.g. "1250.00". */
  total_price: string;
  currency: string;
  created_at: string;
}

/** ZJ-000042: unique because the order id is. */
export const orderNumber = (id: number): string => `ZJ-${String(id).padStart(6, '0')}`;

function serializeOrder(
  order: Order,
  items: OrderItem[],
  user: { name: string; address: string | null },
  lang: Lang,
): OrderDto {
  const address = (copy: Order['shippingAddress']) => (copy ? addressFromCopy(copy, lang) : null);
  return {
    id: order.id,
    number: order.number,
    'order-status': order.status,
    status: order.status,
    products: items.map((item) => ({
      product: {
        id: item.productId,
        name: lang === 'en' ? item.nameEn || item.name : item.name,
        name_ar: item.name,
        name_en: item.nameEn,
        price_after_discount: item.priceAfterDiscount,
        price_before_discount: item.priceBeforeDiscount,
        image: item.image,
        currency: item.currency,
      },
      quantity: item.quantity,
      color_id: item.colorId,
    })),
    user,
    shipping_address: address(order.shippingAddress),
    billing_address: order.billingAddress ?? null,
    alternative_address: address(order.alternativeAddress),
    payment_method: order.paymentMethod,
    note: order.note,
    terms_accepted: order.termsAccepted,
    newsletter_opt_out: order.newsletterOptOut,
    total_price: order.totalPrice,
    currency: items[0]?.currency ?? CURRENCY,
    created_at: order.createdAt.toISOString(),
  };
}

/** The user's orders, newest first (or only the given ids). */
export async function listOrders(
  db: Db,
  userId: number,
  lang: Lang,
  ids?: readonly number[],
): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), ids ? inArray(orders.id, [...ids]) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];

  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const itemsByOrder = new Map<number, OrderItem[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(item);
    itemsByOrder.set(item.orderId, list);
  }

  const [account] = await db
    .select({ firstName: users.firstName, familyName: users.familyName, address: users.address })
    .from(users)
    .where(eq(users.id, userId));
  return rows.map((order) => {
    const user = {
      name: account ? `${account.firstName} ${account.familyName}`.trim() : '',
      address: account?.address || order.shippingAddress?.address || null,
    };
    return serializeOrder(order, itemsByOrder.get(order.id) ?? [], user, lang);
  });
}

/** Field rules of the payload (422 per field) that need no product: terms, addresses, billing. */
async function validateOrderFields(
  db: Db,
  userId: number,
  input: OrderInput,
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

const displayName = (p: Pick<Product, 'name' | 'nameEn'>, lang: Lang) =>
  lang === 'en' ? p.nameEn || p.name : p.name;

/** What runs inside the order's transaction besides the order itself (idempotency). */
export interface OrderHooks {
  /** First statement of the transaction; may throw to stop before anything is done. */
  onStart?: (tx: Db) => Promise<void>;
  /** Last statement, with the new order. */
  onCreated?: (tx: Db, order: OrderDto) => Promise<void>;
}

/** Copies of the saved addresses the order names, read in its transaction; 422 when one is gone. */
async function addressCopies(tx: Db, userId: number, input: OrderInput, lang: Lang) {
  const ids = [input.shipping_address_id, input.alternative_address_id].filter(
    (id): id is number => typeof id === 'number',
  );
  const found = new Map((await loadAddresses(tx, userId, lang, ids)).map((a) => [a.id, a]));
  const copy = (field: 'shipping_address_id' | 'alternative_address_id') => {
    const id = input[field];
    if (id === null || id === undefined) return null;
    const address = found.get(id);
    // Deleted since validateOrderFields looked.
    if (!address) throw new HttpError(422, 'validation_failed', { [field]: ['address_invalid'] });
    return addressCopy(address);
  };
  return { shipping: copy('shipping_address_id'), alternative: copy('alternative_address_id') };
}

/**
 * Creates the order in ONE transaction: checks every product (404 unknown or unpublished, 409 no
 * price or unavailable, 422 foreign colour), takes the stock with conditional updates (any line
 * beyond the stock refuses the whole order with 409 insufficient_stock and nothing changes), copies
 * the prices and the saved addresses, counts the sales, empties the cart. `hooks` run inside the
 * same transaction (the idempotency record is claimed and completed there).
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: OrderInput,
  lang: Lang,
  hooks: OrderHooks = {},
): Promise<OrderDto> {
  const billing = await validateOrderFields(db, userId, input);

  return db.transaction(async (tx) => {
    if (hooks.onStart) await hooks.onStart(tx);
    const ids = [...new Set(input.products.map((line) => line.product_id))];
    const found = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(found.map((p) => [p.id, p]));

    const colourErrors: FieldErrors = {};
    input.products.forEach((line, index) => {
      const product = byId.get(line.product_id);
      if (!product || product.status !== 'active') throw new HttpError(404, 'product_not_found');
      if (!hasPrice(product.priceAfterDiscount) || product.productStatus === 'unavailable') {
        throw new HttpError(409, 'product_not_purchasable');
      }
      if (!hasColor(product, line.color_id)) {
        colourErrors[`products.${index}.color_id`] = ['color_invalid'];
      }
    });
    if (Object.keys(colourErrors).length > 0) {
      throw new HttpError(422, 'validation_failed', colourErrors);
    }

    // One conditional update per product, in id order (two orders never wait on each other in a
    // cycle). On PostgreSQL the row lock makes a concurrent order re-check `quantity >= wanted`.
    const wanted = new Map<number, number>();
    for (const line of input.products) {
      wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
    }
    const sold = new Map<number, Product>();
    for (const id of [...wanted.keys()].sort((a, b) => a - b)) {
      const quantity = wanted.get(id) ?? 0;
      const [row] = await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${quantity}`,
          salesCount: sql`${products.salesCount} + ${quantity}`,
        })
        .where(
          and(eq(products.id, id), eq(products.status, 'active'), gte(products.quantity, quantity)),
        )
        .returning();
      if (!row) {
        const product = byId.get(id);
        throw new HttpError(409, 'insufficient_stock', undefined, {
          name: product ? displayName(product, lang) : String(id),
        });
      }
      // The price may have changed since the first read; the locked row is what is sold.
      if (!hasPrice(row.priceAfterDiscount) || row.productStatus === 'unavailable') {
        throw new HttpError(409, 'product_not_purchasable');
      }
      sold.set(id, row);
    }

    let total = 0n;
    const lines = input.products.map((line) => {
      const product = sold.get(line.product_id) as Product;
      total += BigInt(line.quantity) * (toPiastres(product.priceAfterDiscount) ?? 0n);
      return { line, product };
    });

    const copies = await addressCopies(tx, userId, input, lang);
    const idResult = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    )) as unknown as { rows: Array<{ id: number }> };
    const orderId = Number(idResult.rows[0]?.id);
    await tx.insert(orders).values({
      id: orderId,
      number: orderNumber(orderId),
      userId,
      status: 'pending',
      paymentMethod: input.payment_method,
      shippingAddressId: input.shipping_address_id ?? null,
      shippingAddress: copies.shipping,
      billingAddress: billing,
      alternativeAddressId: input.alternative_address_id ?? null,
      alternativeAddress: copies.alternative,
      note: isBlank(input.note) ? null : String(input.note).trim(),
      termsAccepted: input.terms_accepted ?? null,
      newsletterOptOut: input.newsletter_opt_out === true,
      totalPrice: formatPiastres(total),
    });
    await tx.insert(orderItems).values(
      lines.map(({ line, product }) => ({
        orderId,
        productId: product.id,
        name: product.name,
        nameEn: product.nameEn,
        image: product.image || null,
        currency: product.currency,
        priceAfterDiscount: product.priceAfterDiscount,
        priceBeforeDiscount: product.priceBeforeDiscount,
        quantity: line.quantity,
        colorId: line.color_id ?? null,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));

    const [order] = await listOrders(tx, userId, lang, [orderId]);
    if (!order) throw new Error('createOrder: the new order cannot be read back');
    if (hooks.onCreated) await hooks.onCreated(tx, order);
    return order;
  });
}

export interface PlaceOrderOptions {
  userId: number;
  input: OrderInput;
  lang: Lang;
  /** Translated success message for the answer. */
  message: string;
  /** Idempotency-Key header: the same key and payload answer the first order again. */
  idempotencyKey?: string | undefined;
}

export interface OrderAnswer {
  statusCode: number;
  body: { status_code: number; message: string; data: OrderDto } | unknown;
}

/** POST /user-orders/create with its Idempotency-Key handling; answers status and body. */
export async function placeOrder(db: Db, options: PlaceOrderOptions): Promise<OrderAnswer> {
  const { userId, input, lang, message, idempotencyKey } = options;
  const answer = (order: OrderDto) => ({ status_code: 201, message, data: order });
  if (!idempotencyKey) {
    return { statusCode: 201, body: answer(await createOrder(db, userId, input, lang)) };
  }

  // The payload as judged: user_id names nobody new (it is the token's user or refused with 403).
  const { user_id: _userId, ...payload } = input as OrderInput & { user_id?: unknown };
  const hash = payloadHash(payload);
  // Answered before: replay it, even if its addresses or products have changed since.
  const earlier = await findIdempotentAnswer(db, userId, idempotencyKey, hash);
  if (earlier) return { statusCode: earlier.status, body: earlier.body };

  let claimId = 0;
  try {
    const order = await createOrder(db, userId, input, lang, {
      onStart: async (tx) => {
        claimId = await claimIdempotencyKey(tx, userId, idempotencyKey, hash);
      },
      onCreated: (tx, created) => completeIdempotencyKey(tx, claimId, 201, answer(created)),
    });
    return { statusCode: 201, body: answer(order) };
  } catch (error) {
    // A concurrent request with the key committed first: its answer is this one's.
    if (error instanceof IdempotentReplay) {
      return { statusCode: error.answer.status, body: error.answer.body };
    }
    throw error;
  }
}
