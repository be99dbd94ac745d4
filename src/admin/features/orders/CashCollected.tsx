import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { Button } from '../../../shared/ui/Button';
import { notify } from '../../../shared/ui/toast/notify';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { useChangeOrderMutation } from '../../api/ordersApi';
import { formatMoment } from '../../ui/format';
import { Ltr } from '../../ui/Table';
import { CashBlock, ErrorLine, Muted } from './OrderScreen.styles';

/**
 * Cash on delivery: whether the courier's cash has reached the shop, and since when. One button
 * marks it (or takes the mark back after a mistake); a refusal is said beside the button.
 */
export function CashCollected({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [change, { isLoading }] = useChangeOrderMutation();
  const [error, setError] = useState<string | null>(null);
  const collected = order.cash_collected_at !== null;

  const toggle = async () => {
    setError(null);
    try {
      await change({ id: order.id, body: { cash_collected: !collected } }).unwrap();
      notify.success(t(collected ? 'admin_order_cash_unmarked' : 'admin_order_cash_marked'));
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)?.cash_collected ??
          toErrorMessage(failure, t, 'admin_order_save_failed'),
      );
    }
  };

  return (
    <CashBlock>
      <h3>{t('admin_order_cash_title')}</h3>
      <p>
        {collected ? (
          <>
            {t('admin_order_cash_collected_at')} <Ltr>{formatMoment(order.cash_collected_at)}</Ltr>
          </>
        ) : (
          t('admin_order_cash_not_collected')
        )}
      </p>
      <Button
        type="button"
        $variant="secondary"
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void toggle()}
      >
        {t(collected ? 'admin_order_cash_unmark' : 'admin_order_cash_mark')}
      </Button>
      {error ? (
        <ErrorLine role="alert" id={errorId}>
          {error}
        </ErrorLine>
      ) : null}
      {collected ? null : <Muted>{t('admin_order_cash_hint')}</Muted>}
    </CashBlock>
  );
}
