import { OrdersView } from '../../../entities/order/ui/OrdersView';

/** The orders tab: previous orders with expandable details, the same list as /orders-checkout. */
export function OrdersPanel() {
  return <OrdersView />;
}
