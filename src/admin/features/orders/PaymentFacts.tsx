import { useTranslation } from 'react-i18next';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { formatMoment } from '../../ui/format';
import { Ltr } from '../../ui/Table';
import { paymentLabelKey } from './orderLabels';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/**
 * The order's payment among its facts (the rows of a <dl>): how it is paid and, for a card paid
 * online, where the money stands (awaiting with the hold's end, paid, refunded) and when.
 */
export function PaymentFacts({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation();
  const moment = (label: string, value: string | null) =>
    value ? (
      <>
        <dt>{t(label)}</dt>
        <dd>
          <Ltr>{formatMoment(value)}</Ltr>
        </dd>
      </>
    ) : null;
  return (
    <>
      <dt>{t('admin_order_payment')}</dt>
      <dd>{t(paymentLabelKey(order))}</dd>
      {order.payment_status === 'on_delivery' ? null : (
        <>
          <dt>{t('admin_order_payment_status')}</dt>
          <dd>
            <PaymentStatusBadge status={order.payment_status} />
          </dd>
        </>
      )}
      {moment('admin_order_hold_until', order.payment_hold_until)}
      {moment('admin_order_paid_at', order.paid_at)}
      {moment('admin_order_refunded_at', order.refunded_at)}
    </>
  );
}
