import type { ApiPlugin } from '../lib/apiPlugin';
import type { Mailer } from '../mail/mailer';
import { bearerToken, currentUser, requireUser } from '../plugins/auth';
import {
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  registerSchema,
  resetPasswordSchema,
} from '../schemas/auth';
import { staffInviteAcceptSchema, staffPasswordSchema } from '../schemas/staff';
import { openSession, registerUser } from '../services/accountService';
import { logIn } from '../services/authService';
import { rememberDevice } from '../services/deviceService';
import { createLimiters, LimitStore, type Clock, type Limiters } from '../services/rateLimiter';
import { resetPassword, sendResetCode } from '../services/resetService';
import { revokeToken } from '../services/sessionService';
import { acceptStaffInvite, setStaffPassword } from '../services/staffLinks';

export type AuthRoutesOptions = {
  mailer: Mailer;
  /** Time for rate-limit windows and reset-code lifetimes; tests pass a fake one. */
  clock?: Clock;
  /** Default: every limit counted in app.db (shared by every process on the database). */
  limiters?: Limiters;
};

/**
 * Sign-in calls: register, log in, log out, forgotten password. Registered under /api/v1
 * by app.ts. Registrations, failed logins and resets and every reset-code request count against
 * the limits in the database (429 with Retry-After). A login or registration also answers the
 * device token to send with the next login (services/deviceService.ts).
 */
export const authRoutes: ApiPlugin<AuthRoutesOptions> = async (app, options) => {
  const { mailer } = options;
  const clock: Clock = options.clock ?? (() => new Date());
  const limiters = options.limiters ?? createLimiters(new LimitStore(app.db, clock));

  app.post('/register', { schema: registerSchema }, async (request, reply) => {
    const attempt = { limiters, client: request.ip };
    const created = await registerUser(app.db, request.body, attempt, request.t.bind(request));
    const session = await openSession(app.db, created.id, request.lang);
    return reply.code(201).send({
      status: 'success',
      status_code: 201,
      message: request.t('registered_success'),
      ...session,
      device_token: await rememberDevice(app.db, created.id, null, clock()),
    });
  });

  app.post('/login', { schema: loginSchema }, async (request) => {
    const attempt = { limiters, client: request.ip, clock };
    const signedIn = await logIn(app.db, request.body, attempt, request.t.bind(request));
    return {
      status: 'success',
      status_code: 200,
      message: request.t('logged_in_success'),
      ...(await openSession(app.db, signedIn.user.id, request.lang)),
      device_token: signedIn.deviceToken,
    };
  });

  app.post('/logout', { onRequest: requireUser, schema: logoutSchema }, async (request) => {
    const token = bearerToken(request);
    if (token) await revokeToken(app.db, token);
    return { status_code: 200, message: request.t('logged_out_success') };
  });

  app.post('/forgot-password', { schema: forgotPasswordSchema }, async (request) => {
    const attempt = { limiters, client: request.ip, clock, t: request.t.bind(request) };
    const mailing = { mailer, publicUrl: app.config.publicUrl, log: request.log };
    await sendResetCode(app.db, request.body, attempt, mailing);
    return { status_code: 200, message: request.t('reset_code_sent') };
  });

  app.post('/reset-password', { schema: resetPasswordSchema }, async (request) => {
    const attempt = { limiters, client: request.ip, clock, t: request.t.bind(request) };
    await resetPassword(app.db, request.body, attempt);
    return { status_code: 200, message: request.t('password_reset_success') };
  });

  // A new staff member's invite link: public, as they have no token yet.
  app.post('/staff-password', { schema: staffPasswordSchema }, async (request) => {
    const attempt = { limiters, client: request.ip, clock, t: request.t.bind(request) };
    await setStaffPassword(app.db, request.body, attempt);
    return { status_code: 200, message: request.t('staff_password_set') };
  });

  // An existing account's invitation to join the staff: accepted signed in as that very account
  // (any role's token: it is a customer's until accepted), so the link alone promotes nobody.
  app.post(
    '/staff-invite/accept',
    { onRequest: requireUser, schema: staffInviteAcceptSchema },
    async (request) => {
      const attempt = {
        limiters,
        client: request.ip,
        clock,
        t: request.t.bind(request),
        userId: currentUser(request).id,
      };
      return { status_code: 200, data: await acceptStaffInvite(app.db, request.body, attempt) };
    },
  );
};

export default authRoutes;
