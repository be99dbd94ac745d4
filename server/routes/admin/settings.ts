import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../../lib/apiPlugin';
import { refuseUnknownFields } from '../../lib/unknownFields';
import { currentUser, requireOwner } from '../../plugins/auth';
import {
  adminSettingsSchema,
  adminSettingsUpdateSchema,
  adminShopDetailsSchema,
  adminShopDetailsUpdateSchema,
  adminSocialLinkSchema,
  adminSocialPlatformsSchema,
} from '../../schemas/adminSettings';
import {
  getAdminSettings,
  getAdminShopDetails,
  listAdminSocialPlatforms,
  updateAdminSettings,
  updateAdminShopDetails,
  updateSocialLink,
} from '../../services/adminSettingsService';
import type { AuditActor } from '../../services/audit';
import { settingsPatch, socialLinkPatch } from '../../../src/shared/wire/adminSettings';
import { shopDetailsPatch } from '../../../src/shared/wire/shopDetails';

/**
 * The owner's store settings under /api/v1/admin (registered by ./index.ts): the home page's flags
 * and maintenance, the shop's contact details, the social pages' links. Owner only: requireOwner
 * runs before the body is read, so a refused call changes nothing.
 */
export const adminSettingsRoutes: ApiPlugin = async (app) => {
  app.addHook('onRequest', requireOwner);
  const actor = (request: FastifyRequest): AuditActor => {
    const { id, role } = currentUser(request);
    return { id, role };
  };

  app.get('/settings', { schema: adminSettingsSchema }, async () => ({
    status_code: 200,
    data: await getAdminSettings(app.db),
  }));

  app.patch(
    '/settings',
    { schema: adminSettingsUpdateSchema, preValidation: refuseUnknownFields(settingsPatch) },
    async (request) => ({
      status_code: 200,
      data: await updateAdminSettings(app.db, actor(request), request.body),
    }),
  );

  app.get('/shop-details', { schema: adminShopDetailsSchema }, async () => ({
    status_code: 200,
    data: await getAdminShopDetails(app.db),
  }));

  app.patch(
    '/shop-details',
    { schema: adminShopDetailsUpdateSchema, preValidation: refuseUnknownFields(shopDetailsPatch) },
    async (request) => ({
      status_code: 200,
      data: await updateAdminShopDetails(
        app.db,
        actor(request),
        request.body,
        request.t.bind(request),
      ),
    }),
  );

  app.get('/social-platforms', { schema: adminSocialPlatformsSchema }, async () => ({
    status_code: 200,
    data: await listAdminSocialPlatforms(app.db),
  }));

  app.patch(
    '/social-platforms/:id',
    { schema: adminSocialLinkSchema, preValidation: refuseUnknownFields(socialLinkPatch) },
    async (request) => ({
      status_code: 200,
      data: await updateSocialLink(
        app.db,
        actor(request),
        request.params.id,
        request.body,
        request.t.bind(request),
      ),
    }),
  );
};

export default adminSettingsRoutes;
