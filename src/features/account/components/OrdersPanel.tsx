import { OrdersView } from '../../../entities/order/ui/OrdersView';

/** The orders tab: the same list as /orders-checkout (SPEC §2 "previous orders with expandable details"). */
export function OrdersPanel() {
  return <OrdersView />;
}
