import { ComingNext } from '../../ui/ComingNext';

/** Route module of its own chunk; the screens of this area come next. */
export function Component() {
  return <ComingNext titleKey="admin_nav_pages" />;
}
