import { useEffect, useState } from 'react';
import type { Order } from '../model';
import { usePaymentTexts } from './paymentTexts';
import { PayLink, Result, type ResultTone } from './PaymentResult.styles';

/** While a payment is awaited, the order is read again this often, this many times. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLLS = 5;

interface PaymentResultProps {
  order: Order;
  /** Reads the orders again (the gateway's callback may arrive after the shopper). */
  refetch: () => unknown;
}

function outcome(order: Order): { key: string; tone: ResultTone } {
  if (order.status === 'cancelled' && order.paymentStatus !== 'refunded') {
    return { key: 'payment_result_cancelled', tone: 'bad' };
  }
  switch (order.paymentStatus) {
    case 'paid':
      return { key: 'payment_result_paid', tone: 'good' };
    case 'refunded':
      return { key: 'payment_result_refunded', tone: 'waiting' };
    case 'failed':
      return { key: 'payment_result_failed', tone: 'bad' };
    default:
      return { key: 'payment_result_awaiting', tone: 'waiting' };
  }
}

/**
 * The shopper back from the gateway's page: what the shop knows of the order's payment. It shows
 * the order's payment_status as the server has it (set by the gateway's own callback) and never
 * decides anything from the return address; while the payment is awaited it reads the order again
 * a few times, then says it is not confirmed yet.
 */
export function PaymentResult({ order, refetch }: PaymentResultProps) {
  const { t } = usePaymentTexts();
  const awaiting = order.status !== 'cancelled' && order.paymentStatus === 'awaiting_payment';
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    if (!awaiting || polls >= PAYMENT_POLLS) return undefined;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void refetch();
    }, PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [awaiting, polls, refetch]);

  const { key, tone } = outcome(order);
  const waitedLong = awaiting && polls >= PAYMENT_POLLS;
  const retry = order.paymentStatus === 'failed' || waitedLong ? order.checkoutUrl : null;
  return (
    <Result $tone={tone} role="status" aria-live="polite">
      <p>
        {t(waitedLong ? 'payment_result_awaiting_long' : key, {
          // Isolated left to right, so the punctuation after it stays in place in Arabic.
          number: `\u2066${order.number}\u2069`,
        })}
      </p>
      {retry && <PayLink href={retry}>{t('payment_try_again')}</PayLink>}
    </Result>
  );
}
