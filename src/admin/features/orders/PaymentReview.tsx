import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/toast/notify';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { useChangeOrderMutation } from '../../api/ordersApi';
import { formatMoment } from '../../ui/format';
import { Ltr } from '../../ui/Table';
import { ErrorLine } from './OrderScreen.styles';
import { ReviewBox } from './PaymentReview.styles';

/**
 * A payment the shop could not settle on its own (a second payment of an order already paid that
 * Paymob did not confirm): nothing was refunded, so a person checks it in Paymob's dashboard and
 * then clears the warning here. Nothing shows while no payment waits.
 */
export function PaymentReview({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const [change, { isLoading }] = useChangeOrderMutation();
  const [error, setError] = useState<string | null>(null);
  if (!order.payment_review_at) return null;

  const clear = async () => {
    setError(null);
    try {
      await change({ id: order.id, body: { payment_reviewed: true } }).unwrap();
      notify.success(t('admin_order_payment_review_cleared'));
    } catch (failure) {
      setError(toErrorMessage(failure, t, 'admin_order_save_failed'));
    }
  };

  return (
    <ReviewBox role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin_order_payment_review_title')}</h2>
      <p>
        {t('admin_order_payment_review_text')} <Ltr>{formatMoment(order.payment_review_at)}</Ltr>
      </p>
      <Button
        type="button"
        $variant="secondary"
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void clear()}
      >
        {t('admin_order_payment_review_done')}
      </Button>
      {error ? <ErrorLine id={errorId}>{error}</ErrorLine> : null}
    </ReviewBox>
  );
}
