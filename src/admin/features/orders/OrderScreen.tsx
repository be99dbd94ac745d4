import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetOrderQuery } from '../../api/ordersApi';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { OrderDetail } from './OrderDetail';
import { LoadFailed } from '../../ui/LoadFailed';

// The largest id the server takes (a PostgreSQL integer); a larger one names no order.
const INT_MAX = 2147483647;

/** The route's id when it can name an order (a whole number the server accepts), else null. */
function orderId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= INT_MAX ? id : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin_order_not_found_title')}>
      <p>{t('admin_order_not_found_text')}</p>
      <Link to={adminPaths.orders}>{t('admin_order_back_to_list')}</Link>
    </Panel>
  );
}

/** /admin/orders/:id: one order (opening it marks it seen), or why it cannot be shown. */
export function Component() {
  const { t } = useTranslation();
  const id = orderId(useParams().id);
  const order = useGetOrderQuery(id ?? skipToken);

  if (id === null) return <NotFound />;
  if (order.error && 'status' in order.error && order.error.status === 404) return <NotFound />;
  if (order.data && order.data.id === id) return <OrderDetail order={order.data} />;
  if (order.isError) {
    return (
      <Panel title={t('admin_nav_orders')}>
        <LoadFailed onRetry={() => void order.refetch()} />
      </Panel>
    );
  }
  return (
    <Panel title={t('admin_nav_orders')}>
      <p role="status" aria-busy="true">
        {t('admin_order_loading')}
      </p>
    </Panel>
  );
}
