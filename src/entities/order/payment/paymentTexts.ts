// The card payment texts (src/i18n/payments) reach the browser only with the pages that show
// payments (checkout and the orders pages, each a lazy chunk), not with the first view of the
// shop: they are added to the page's translations when one of those pages first renders.
import { useTranslation } from 'react-i18next';
import ar from '../../../i18n/payments/ar.json';
import en from '../../../i18n/payments/en.json';
import { addTextBundle } from '../../../i18n/textBundle';
import type { Order, PaymentStatus } from '../model';

/** useTranslation, with the payment texts of the page's language added first. */
export function usePaymentTexts() {
  const translation = useTranslation();
  addTextBundle(translation.i18n, { ar, en });
  return translation;
}

export const paymentStatusKey = (status: PaymentStatus) => `payment_status_${status}`;

/** How the order is paid: cash, card on delivery (no gateway), or card online. */
export function paymentMethodKey(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'cash') return 'payment_cash';
  const onDelivery = order.paymentStatus === null || order.paymentStatus === 'on_delivery';
  return onDelivery ? 'payment_card' : 'payment_card_online';
}
