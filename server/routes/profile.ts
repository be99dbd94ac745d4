import type { ApiPlugin } from '../lib/apiPlugin';
import { HttpError } from '../lib/httpError';
import type { Mailer } from '../mail/mailer';
import { currentUser } from '../plugins/auth';
import {
  changePasswordSchema,
  deleteAccountSchema,
  personalInfoSchema,
  restoreIdentitySchema,
  userInfoSchema,
} from '../schemas/profile';
import { getUserDto } from '../services/accountService';
import { restoreIdentity } from '../services/identityService';
import { changePassword, deleteAccount, updatePersonalInfo } from '../services/profileService';
import type { Clock } from '../services/rateLimiter';
import { actForBodyUser, actForQueryUser } from './userHooks';

export type ProfileRoutesOptions = {
  /** Sends the notice of an e-mail or phone change to the previous e-mail. */
  mailer: Mailer;
  /** Time of identity changes and of their undo links' lifetime; tests pass a fake one. */
  clock?: Clock;
};

/**
 * Profile calls: always the token's user; a foreign user_id is 403 and changes nothing.
 * Beside them POST /restore-identity, which needs no token: the mailed link is the proof.
 * Registered under /api/v1 by app.ts.
 */
export const profileRoutes: ApiPlugin<ProfileRoutesOptions> = async (app, options) => {
  const { mailer } = options;
  const clock: Clock = options.clock ?? (() => new Date());

  app.get(
    '/profile/userInfo',
    { preValidation: actForQueryUser, schema: userInfoSchema },
    async (request) => ({
      status_code: 200,
      data: await getUserDto(app.db, currentUser(request).id, request.lang),
    }),
  );

  app.post(
    '/profile/change-personal-info',
    { preValidation: actForBodyUser, schema: personalInfoSchema },
    async (request) => {
      const { id } = currentUser(request);
      const t = request.t.bind(request);
      const notice = { mailer, publicUrl: app.config.publicUrl, log: request.log, clock };
      const data = await updatePersonalInfo(app.db, id, request.body, t, request.lang, notice);
      return { status_code: 200, message: request.t('personal_info_updated_success'), data };
    },
  );

  app.post('/restore-identity', { schema: restoreIdentitySchema }, async (request) => {
    await restoreIdentity(app.db, request.body, request.t.bind(request), clock());
    return { status_code: 200, message: request.t('identity_restored') };
  });

  app.post(
    '/profile/change-password',
    { preValidation: actForBodyUser, schema: changePasswordSchema },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await changePassword(app.db, id, sessionId, request.body, request.t.bind(request));
      return { status_code: 200, message: request.t('password_changed_success') };
    },
  );

  app.post(
    '/profile/delete-account',
    { preValidation: actForBodyUser, schema: deleteAccountSchema },
    async (request) => {
      const deleted = await deleteAccount(app.db, currentUser(request).id);
      if (!deleted) throw new HttpError(401, 'unauthorized');
      return {
        status: 'success',
        status_code: 200,
        message: request.t('account_deleted_success'),
      };
    },
  );
};

export default profileRoutes;
