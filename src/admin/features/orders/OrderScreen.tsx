import { ComingNext } from '../../ui/ComingNext';

export function Component() {
  return <ComingNext titleKey="admin_nav_orders" />;
}
