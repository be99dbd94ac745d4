import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDto } from '../../../shared/wire/adminOrders';
import { formatMoment } from '../../ui/format';
import { Ltr } from '../../ui/Table';
import { Event, Timeline, Who } from './OrderHistory.styles';
import { Card } from './OrderScreen.styles';
import { OrderStatusBadge } from './OrderStatusBadge';

/**
 * Each status the order reached, oldest first: when, and who moved it. Placing the order has no
 * staff member; a later step without one was made by an account deleted since.
 */
export function OrderHistory({ history }: { history: AdminOrderDto['status_history'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t('admin_order_history')}</h2>
      {history.length === 0 ? (
        <p>{t('admin_order_history_empty')}</p>
      ) : (
        <Timeline>
          {history.map((event, index) => (
            <Event key={`${event.status}-${event.created_at}-${index}`}>
              <OrderStatusBadge status={event.status} />
              <Ltr>{formatMoment(event.created_at)}</Ltr>
              <Who>
                {event.actor
                  ? t('admin_order_history_by', { name: event.actor.name })
                  : t(
                      index === 0 && event.status === 'pending'
                        ? 'admin_order_history_placed'
                        : 'admin_order_history_unknown',
                    )}
              </Who>
            </Event>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
