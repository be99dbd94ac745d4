import type { ApiPlugin } from '../../lib/apiPlugin';
import { currentUser, requireOwner } from '../../plugins/auth';
import {
  adminAboutSaveSchema,
  adminAboutSchema,
  adminPoliciesSchema,
  adminPolicySaveSchema,
} from '../../schemas/adminPages';
import {
  getAdminAbout,
  listAdminPolicies,
  saveAdminAbout,
  saveAdminPolicy,
} from '../../services/adminPagesService';

/**
 * The owner's page editor under /api/v1/admin: the about page and the four policy pages. Owner
 * only: requireOwner runs after the admin plugin's requireStaff, before the payload is read.
 */
export const adminPageRoutes: ApiPlugin = async (app) => {
  app.addHook('onRequest', requireOwner);

  app.get('/about', { schema: adminAboutSchema }, async () => ({
    status_code: 200,
    data: await getAdminAbout(app.db),
  }));

  app.put('/about', { schema: adminAboutSaveSchema }, async (request) => {
    const t = request.t.bind(request);
    const data = await saveAdminAbout(app.db, currentUser(request), request.body, t, app.media);
    return { status_code: 200, data };
  });

  app.get('/policies', { schema: adminPoliciesSchema }, async () => ({
    status_code: 200,
    data: await listAdminPolicies(app.db),
  }));

  app.put('/policies/:slug', { schema: adminPolicySaveSchema }, async (request) => {
    const t = request.t.bind(request);
    const user = currentUser(request);
    const data = await saveAdminPolicy(app.db, user, request.params.slug, request.body, t);
    return { status_code: 200, data };
  });
};

export default adminPageRoutes;
