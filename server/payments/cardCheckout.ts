import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymobConfig } from '../config';
import type { Db } from '../db/client';
import { cities, users } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { CardOrderDraft, CardPaymentStart } from '../services/orderService';
import type { Clock } from '../services/rateLimiter';
import { absolutePageUrl } from '../../src/shared/lib/language';
import { paths } from '../../src/shared/lib/paths';
import { amountCents } from './amount';
import { createIntention, GatewayError, type BillingData } from './paymob';

// Starting the online payment of a card order: a Paymob intention for the order's lines, whose
// hosted checkout page the shopper is sent to. The order's pieces are held for PAYMENT_HOLD_MS.

/** How long an online card order holds its pieces for the shopper to pay. */
export const PAYMENT_HOLD_MS = 15 * 60 * 1000;

/** Where Paymob posts each transaction of the shop's intentions. */
export const callbackPath = '/api/v1/payments/paymob/callback';

export interface CardCheckoutOptions {
  db: Db;
  paymob: PaymobConfig;
  /** PUBLIC_URL: the callback and the shopper's return address are under it. */
  publicUrl: string;
  clock: Clock;
  log?: FastifyBaseLogger;
}

// Paymob requires every billing field; what the shop does not ask for is sent as "NA", its own
// placeholder, and item names are cut to the length its checkout shows.
const NA = 'NA';
const ITEM_NAME_MAX = 50;
const orNa = (value: string | null | undefined): string => value?.trim() || NA;
const cut = (text: string, max: number): string => [...text].slice(0, max).join('');

async function billingData(db: Db, draft: CardOrderDraft): Promise<BillingData> {
  const [user] = await db
    .select({
      firstName: users.firstName,
      familyName: users.familyName,
      email: users.email,
      phone: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, draft.userId));
  const typed = draft.billing;
  const cityId = typeof typed?.city_id === 'number' ? typed.city_id : null;
  const [city] = cityId
    ? await db.select({ name: cities.nameEn }).from(cities).where(eq(cities.id, cityId))
    : [];
  return {
    first_name: orNa(typed?.first_name || user?.firstName),
    last_name: orNa(typed?.last_name || user?.familyName),
    email: orNa(user?.email),
    phone_number: orNa(typed?.phone_number || user?.phone),
    street: orNa(typed?.address),
    building: NA,
    floor: NA,
    apartment: NA,
    city: orNa(city?.name),
    country: 'EG',
    state: orNa(city?.name),
  };
}

/**
 * The order hook that starts a card order's payment (OrderHooks.startCardPayment). A gateway that
 * refuses or cannot be reached is 503 payment_gateway_unavailable: nothing was placed, and the
 * shopper may pay on delivery instead.
 */
export function cardCheckout(options: CardCheckoutOptions) {
  const { db, paymob, publicUrl, clock, log } = options;
  return async (draft: CardOrderDraft): Promise<CardPaymentStart> => {
    const items = draft.lines.map(({ product, quantity }) => ({
      name: cut(product.nameEn || product.name, ITEM_NAME_MAX),
      amount: amountCents(product.priceAfterDiscount),
      description: product.productCode || cut(product.name, ITEM_NAME_MAX),
      quantity,
    }));
    try {
      const intention = await createIntention(paymob, {
        amountCents: draft.amountCents,
        items,
        billing: await billingData(db, draft),
        specialReference: draft.number,
        notificationUrl: `${publicUrl}${callbackPath}`,
        redirectionUrl: absolutePageUrl(
          publicUrl,
          `${paths.orders()}?order=${encodeURIComponent(draft.number)}`,
          draft.lang,
        ),
      });
      return {
        amountCents: draft.amountCents,
        holdUntil: new Date(clock().getTime() + PAYMENT_HOLD_MS),
        checkoutUrl: intention.checkoutUrl,
        gatewayOrderId: intention.gatewayOrderId,
      };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log?.error({ code: 'PAYMENT_GATEWAY', status: error.status }, error.message);
      throw new HttpError(503, 'payment_gateway_unavailable');
    }
  };
}
