import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderSummaryDto } from '../../../shared/wire/adminOrders';
import type { Language } from '../../../shared/rules/constants';
import { formatAmount, formatMoment } from '../../ui/format';
import { Ltr, TableFrame } from '../../ui/Table';
import { adminPaths } from '../../ui/paths';
import { CardTable } from '../../ui/cardTable.styles';
import { NewMark, NumberCell, Row } from './OrdersScreen.styles';
import { OrderStatusBadge } from './OrderStatusBadge';
import { paymentLabelKey } from './orderLabels';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/**
 * One page of orders, newest first. An order nobody has opened is bold and says "New" in words,
 * so the mark does not rest on weight alone.
 */
export function OrdersTable({ orders }: { orders: readonly AdminOrderSummaryDto[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const column = {
    number: t('admin_orders_col_number'),
    placed: t('admin_orders_col_placed'),
    customer: t('admin_orders_col_customer'),
    phone: t('admin_orders_col_phone'),
    items: t('admin_orders_col_items'),
    total: t('admin_orders_col_total'),
    payment: t('admin_orders_col_payment'),
    status: t('admin_orders_col_status'),
  };
  return (
    <TableFrame label={t('admin_orders_table_label')}>
      <CardTable>
        <thead>
          <tr>
            {Object.values(column).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <Row key={order.id} $unread={!order.seen}>
              <NumberCell>
                <Link to={`${adminPaths.orders}/${order.id}`}>
                  <Ltr>{order.number}</Ltr>
                  {order.seen ? null : (
                    <>
                      {' '}
                      <NewMark>{t('admin_orders_new')}</NewMark>
                    </>
                  )}
                </Link>
              </NumberCell>
              <td data-label={column.placed}>
                <Ltr>{formatMoment(order.created_at)}</Ltr>
              </td>
              <td data-label={column.customer}>
                {order.customer?.name ? (
                  <bdi>{order.customer.name}</bdi>
                ) : (
                  t('admin_orders_customer_deleted')
                )}
              </td>
              <td data-label={column.phone}>
                {order.customer ? <Ltr>{order.customer.phone_number}</Ltr> : '—'}
              </td>
              <td data-label={column.items}>
                <Ltr>{order.items_count}</Ltr>
              </td>
              <td data-label={column.total}>
                <Ltr>{formatAmount(order.total_price, language)}</Ltr>
              </td>
              <td data-label={column.payment}>
                {t(paymentLabelKey(order))}
                {order.payment_status === 'on_delivery' ? null : (
                  <>
                    {' '}
                    <PaymentStatusBadge status={order.payment_status} />
                  </>
                )}
              </td>
              <td data-label={column.status}>
                <OrderStatusBadge status={order.status} />
              </td>
            </Row>
          ))}
        </tbody>
      </CardTable>
    </TableFrame>
  );
}
