import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { OrdersLocationState } from '../../../entities/order/model';
import { OrdersView } from '../../../entities/order/ui/OrdersView';
import { RequireAuth } from '../../../entities/session/ui/RequireAuth';
import { Title } from './OrdersScreen.styles';

function openOrderIdOf(state: unknown): number | null {
  const id = (state as OrdersLocationState | null)?.openOrderId;
  return typeof id === 'number' ? id : null;
}

/** /orders-checkout: the order list with expandable details, for a logged-in shopper. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  // The gateway sends the shopper back with its own query fields after ours; one of them is also
  // named `order` (its own order id), so every value is passed and the order's number picks.
  const [search] = useSearchParams();
  return (
    <RequireAuth>
      <Title>{t('orders_title')}</Title>
      <OrdersView
        openOrderId={openOrderIdOf(location.state)}
        returnedNumbers={search.getAll('order')}
      />
    </RequireAuth>
  );
}
