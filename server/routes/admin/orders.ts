import type { ApiPlugin } from '../../lib/apiPlugin';
import { currentUser } from '../../plugins/auth';
import {
  adminOrderListSchema,
  adminOrderPatchSchema,
  adminOrderSchema,
  adminUnreadCountSchema,
} from '../../schemas/adminOrders';
import { updateAdminOrder } from '../../services/adminOrderChange';
import {
  countUnreadOrders,
  listAdminOrders,
  openAdminOrder,
} from '../../services/adminOrderService';
import type { Clock } from '../../services/rateLimiter';

/**
 * The back office's orders, under /api/v1/admin; the admin plugin's
 * hook has refused everyone but staff and owners before these run.
 */
export const adminOrderRoutes: ApiPlugin<{ clock?: Clock }> = async (app, { clock }) => {
  const now: Clock = clock ?? (() => new Date());

  app.get('/orders', { schema: adminOrderListSchema }, async (request) => {
    const page = await listAdminOrders(app.db, request.query);
    return {
      status_code: 200,
      data: page.records,
      current_page: page.currentPage,
      last_page: page.lastPage,
      per_page: page.perPage,
      total: page.total,
    };
  });

  app.get('/orders/unread-count', { schema: adminUnreadCountSchema }, async () => ({
    status_code: 200,
    data: { unread: await countUnreadOrders(app.db) },
  }));

  app.get('/orders/:id', { schema: adminOrderSchema }, async (request) => ({
    status_code: 200,
    data: await openAdminOrder(app.db, request.params.id, request.lang, now),
  }));

  app.patch('/orders/:id', { schema: adminOrderPatchSchema }, async (request) => {
    const user = currentUser(request);
    return {
      status_code: 200,
      data: await updateAdminOrder(
        app.db,
        request.params.id,
        request.body,
        { id: user.id, role: user.role },
        request.lang,
        now,
        { paymob: app.config.paymob, log: request.log },
      ),
    };
  });
};

export default adminOrderRoutes;
