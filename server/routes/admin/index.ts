import { dataWritten } from '../../cache/versions';
import type { ApiPlugin } from '../../lib/apiPlugin';
import type { Mailer } from '../../mail/mailer';
import { requireStaff } from '../../plugins/auth';
import type { Clock } from '../../services/rateLimiter';
import { staffRoutes } from './staff';
import { adminProductRoutes } from './products';
import { adminOrderRoutes } from './orders';
import { adminMediaRoutes } from './media';
import { adminPageRoutes } from './pages';
import { adminSettingsRoutes } from './settings';
import { adminContentListRoutes } from './contentLists';
import { adminPicturesRoutes } from './pictures';
import { adminTransferRoutes } from './transfer';

export type AdminRoutesOptions = {
  mailer: Mailer;
  /** Time of invites, audit rows and order changes; tests pass a fake one. */
  clock?: Clock;
};

/**
 * The back office's API under /api/v1/admin. Every call needs a staff
 * or owner token (401 without one, 403 for a shopper's), checked before the payload is read so a
 * refusal changes nothing; owner-only calls add `requireOwner`. Each area registers its routes
 * here, one line each.
 */
export const adminRoutes: ApiPlugin<AdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', requireStaff);
  // A back-office change that succeeded shows on the storefront's next read, not within the read
  // cache's version window: this process's caches look at the version rows again (cheap when
  // nothing they hold changed, such as a staff member's new password).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 400) dataWritten(app.db);
    done(null, payload);
  });
  app.register(staffRoutes, { mailer: options.mailer, clock: options.clock });
  app.register(adminProductRoutes);
  app.register(adminOrderRoutes, { clock: options.clock });
  app.register(adminMediaRoutes, { clock: options.clock });
  app.register(adminPageRoutes);
  app.register(adminSettingsRoutes);
  app.register(adminContentListRoutes);
  app.register(adminPicturesRoutes);
  app.register(adminTransferRoutes, { clock: options.clock });
};

export default adminRoutes;
