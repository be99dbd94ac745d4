// The enquiry pages (contact, representative, bulk order): address, screen and data of each
// (shared/lib/screenRoute.ts).
import { paths } from '../../shared/lib/paths';
import type { ScreenRoute } from '../../shared/lib/screenRoute';
import type { ContactState } from './enquiryRoutes';

const data = () => import(/* webpackChunkName: "data-enquiries" */ './enquiryRoutes');

export const enquiryPages: ScreenRoute<ContactState>[] = [
  {
    id: 'contact',
    path: paths.contact(),
    lazy: () =>
      import(/* webpackChunkName: "route-contact" */ './screens/ContactScreen').then((m) => ({
        Component: m.ContactScreen,
      })),
    data: () =>
      data().then((m) => ({
        prefetch: m.prefetchContact,
        meta: m.contactMeta,
        status: m.contactStatus,
      })),
  },
  {
    id: 'representative',
    path: paths.representative(),
    lazy: () =>
      import(/* webpackChunkName: "route-representative" */ './screens/RepresentativeScreen').then(
        (m) => ({ Component: m.RepresentativeScreen }),
      ),
    data: () => data().then((m) => ({ meta: m.representativeMeta })),
  },
  {
    id: 'bulk-order',
    path: paths.bulkOrder(),
    lazy: () =>
      import(/* webpackChunkName: "route-bulk-order" */ './screens/BulkOrderScreen').then((m) => ({
        Component: m.BulkOrderScreen,
      })),
    data: () => data().then((m) => ({ meta: m.bulkOrderMeta })),
    manualScrollRestoration: true,
  },
];
