import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { resetCodeMail } from '../mail/resetCodeMail';
import type { Mailer } from '../mail/mailer';
import { bearerToken, requireSameUser, requireUser } from '../plugins/auth';
import {
  changePassword,
  deleteAccount,
  FieldErrorList,
  getUserDto,
  registerUser,
  requiredText,
  updatePersonalInfo,
  type UserDto,
} from '../services/accountService';
import { authenticate } from '../services/authService';
import {
  createAccountLimiters,
  recordAll,
  retryAfterMs,
  type AccountLimiters,
  type Clock,
  type LimitCheck,
} from '../services/rateLimiter';
import {
  checkForgotInput,
  checkResetInput,
  createResetCode,
  discardResetCode,
  RESET_CODE_TTL_MS,
  resetPasswordWithCode,
} from '../services/resetService';
import { issueToken, revokeToken } from '../services/sessionService';
import {
  bearerSecurity,
  citySchema,
  errorResponses,
  langQuery,
  optionalIdField,
  userIdField,
} from './schemas';

/** SPEC §7 account calls: register, login, logout, passwords and profile. Registered under /api/v1 by app.ts. */
export interface AccountRoutesOptions {
  mailer: Mailer;
  /** Time for rate-limit windows and reset-code lifetimes; tests pass a fake one. */
  clock?: Clock;
  limiters?: AccountLimiters;
}

// ---------------------------------------------------------------------------------------------
// Schemas. Field rules are judged by the services (422 with every field at once), so bodies only
// fix types and sizes here (400); no field is `required` at this level.

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const userDtoSchema = {
  type: 'object',
  required: [
    'id',
    'first_name',
    'family_name',
    'last_name',
    'name',
    'email',
    'phone_number',
    'country',
    'country_id',
    'city_id',
    'city',
    'address',
  ],
  properties: {
    id: { type: 'integer' },
    first_name: { type: 'string' },
    family_name: { type: 'string' },
    last_name: { type: 'string', description: 'Same as family_name (SPEC §3 personal-info form)' },
    name: { type: 'string', description: 'first_name and family_name' },
    email: { type: 'string' },
    phone_number: { type: 'string' },
    country: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    country_id: { type: 'integer' },
    city_id: { type: ['integer', 'null'] },
    city: { anyOf: [citySchema, { type: 'null' }] },
    address: { type: ['string', 'null'] },
  },
} as const;

const messageAnswer = {
  type: 'object',
  required: ['status_code', 'message'],
  properties: { status_code: { type: 'integer' }, message: { type: 'string' } },
} as const;

const sessionAnswer = {
  type: 'object',
  required: ['status', 'status_code', 'message', 'token', 'user'],
  properties: {
    status: { type: 'string', enum: ['success'] },
    status_code: { type: 'integer' },
    message: { type: 'string' },
    token: { type: 'string', description: 'Bearer token, valid 30 days or until logout' },
    user: userDtoSchema,
  },
} as const;

const tooManyAttempts = {
  description: 'Too many failed attempts; Retry-After gives the seconds to wait',
  ...errorResponses['4xx'],
};

const translator = (request: FastifyRequest): Translate => request.t.bind(request);

/** Throws the 429 with its Retry-After header (whole seconds, at least 1). */
function refuse(reply: FastifyReply, waitMs: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new HttpError(429, 'too_many_attempts');
}

/** The user the token names (routes guarded by requireUser / requireSameUser). */
const currentUser = (request: FastifyRequest) => {
  if (!request.user) throw new HttpError(401, 'unauthorized');
  return request.user;
};

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { mailer } = options;
  const clock: Clock = options.clock ?? (() => new Date());
  const limiters = options.limiters ?? createAccountLimiters(clock);

  const userOf = async (request: FastifyRequest, userId: number): Promise<UserDto> => {
    const user = await getUserDto(app.db, userId, request.lang);
    // The session's user vanished between the auth hook and here (deleted meanwhile).
    if (!user) throw new HttpError(401, 'unauthorized');
    return user;
  };

  app.post<{
    Body: {
      first_name?: string;
      family_name?: string;
      email?: string;
      password?: string;
      password_confirmation?: string;
      phone_number?: string;
      address?: string;
      city_id?: number | string | null;
    };
  }>(
    '/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Create an account (SPEC §5 rules, 422 with every field error) and log it in',
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            first_name: text(100),
            family_name: text(100),
            email: text(254),
            password: text(256),
            password_confirmation: text(256),
            phone_number: text(20),
            address: text(500),
            city_id: optionalIdField,
          },
        },
        response: { 201: sessionAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await registerUser(app.db, request.body ?? {}, translator(request));
      const { token } = await issueToken(app.db, created.id);
      const row = await getUserDto(app.db, created.id, request.lang);
      return reply.code(201).send({
        status: 'success',
        status_code: 201,
        message: request.t('registered_success'),
        token,
        user: row,
      });
    },
  );

  app.post<{ Body: { phone_number?: string; password?: string } }>(
    '/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with phone number and password',
        description:
          'Wrong phone number or password: 401 with one message either way. Failed attempts are ' +
          'limited per phone number and per client address (429); a right password always logs in.',
        querystring: langQuery,
        body: {
          type: 'object',
          properties: { phone_number: text(20), password: text(256) },
        },
        response: { 200: sessionAnswer, 429: tooManyAttempts, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const errors = new FieldErrorList(translator(request));
      const phone = requiredText(errors, 'phone_number', body.phone_number);
      requiredText(errors, 'password', body.password);
      errors.throwIfAny();
      const password = body.password ?? '';

      // Issue: failed logins are limited, successful ones never throttled. So the password is
      // checked first, always at argon2's cost (unknown numbers too): a right one logs in and
      // clears that number's count, and nobody can lock a customer out by guessing at their
      // number. A wrong one is answered 429 once the number (5) or the client address (20) has
      // failed too often in 15 minutes, else 401 and counted. Trade-off, chosen knowingly: a
      // guesser past the limit still learns of a right guess (200 among 429s); what bounds the
      // guessing rate then is argon2's cost per try. 401 and 429 never tell phone from password.
      const user = await authenticate(app.db, phone, password);
      const checks: LimitCheck[] = [
        [limiters.loginPerPhone, phone],
        [limiters.loginPerAddress, request.ip],
      ];
      if (!user) {
        const wait = retryAfterMs(checks);
        if (wait > 0) refuse(reply, wait);
        recordAll(checks);
        throw new HttpError(401, 'invalid_credentials');
      }
      limiters.loginPerPhone.reset(phone);
      const { token } = await issueToken(app.db, user.id);
      return {
        status: 'success',
        status_code: 200,
        message: request.t('logged_in_success'),
        token,
        user: await userOf(request, user.id),
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Revoke the bearer token (CONTRACT "The API")',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await revokeToken(app.db, token);
      return { status_code: 200, message: request.t('logged_out_success') };
    },
  );

  app.post<{ Body: { email?: string } }>(
    '/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Mail a six-digit reset code to the account holding this e-mail',
        description:
          '404 when no account holds the e-mail (SPEC §7). The code is valid 10 minutes, once, ' +
          'and is never part of an answer. Requests are limited per e-mail and per client address.',
        querystring: langQuery,
        body: { type: 'object', properties: { email: text(254) } },
        response: {
          200: messageAnswer,
          429: tooManyAttempts,
          503: { description: 'The mail could not be sent; try again', ...errorResponses['5xx'] },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const email = checkForgotInput(request.body ?? {}, translator(request));
      // Every request counts (each one may send a mail, and 404s must not enumerate for free).
      const checks: LimitCheck[] = [
        [limiters.forgotPerEmail, email],
        [limiters.forgotPerAddress, request.ip],
      ];
      const wait = retryAfterMs(checks);
      if (wait > 0) refuse(reply, wait);
      recordAll(checks);

      const created = await createResetCode(app.db, email, clock());
      if (created === null) throw new HttpError(404, 'email_not_found');
      try {
        await mailer.send(
          resetCodeMail({
            to: email,
            code: created.code,
            publicUrl: app.config.publicUrl,
            validMinutes: RESET_CODE_TTL_MS / 60_000,
          }),
        );
      } catch (error) {
        // The mail server is down or refused: a code nobody received must not work, and the
        // shopper is told to try again (503), not that the server broke.
        await discardResetCode(app.db, created.id, clock());
        request.log.error({ code: (error as { code?: unknown }).code }, 'reset code mail not sent');
        throw new HttpError(503, 'reset_code_send_failed');
      }
      return { status_code: 200, message: request.t('reset_code_sent') };
    },
  );

  app.post<{
    Body: { email?: string; code?: string; password?: string; password_confirmation?: string };
  }>(
    '/reset-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the mailed code; signs out every session',
        description:
          'A wrong, expired or used code is 422 on `code`; after 5 wrong tries a code is burnt. ' +
          'Failures are limited per e-mail and per client address (429).',
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            email: text(254),
            code: text(20),
            password: text(256),
            password_confirmation: text(256),
          },
        },
        response: { 200: messageAnswer, 429: tooManyAttempts, ...errorResponses },
      },
    },
    async (request, reply) => {
      const t = translator(request);
      const input = checkResetInput(request.body ?? {}, t);
      // Same policy as /login: the right code always works; failures are counted and refused
      // with 429 over the limit. Each code also burns after 5 wrong tries (resetService).
      const done = await resetPasswordWithCode(app.db, input, clock());
      const checks: LimitCheck[] = [
        [limiters.resetPerEmail, input.email],
        [limiters.resetPerAddress, request.ip],
      ];
      if (!done) {
        const wait = retryAfterMs(checks);
        if (wait > 0) refuse(reply, wait);
        recordAll(checks);
        throw new HttpError(422, 'validation_failed', { code: ['reset_code_invalid'] });
      }
      limiters.resetPerEmail.reset(input.email);
      return { status_code: 200, message: t('password_reset_success') };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Profile: always the token's user; a foreign user_id is 403 (requireSameUser) and changes nothing.

  app.get(
    '/profile/userInfo',
    {
      preValidation: requireSameUser('query'),
      schema: {
        tags: ['account'],
        summary: "The signed-in user's profile",
        security: bearerSecurity,
        querystring: {
          type: 'object',
          properties: { ...langQuery.properties, user_id: userIdField },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'data'],
            properties: { status_code: { type: 'integer' }, data: userDtoSchema },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      status_code: 200,
      data: await userOf(request, currentUser(request).id),
    }),
  );

  app.post<{
    Body: { first_name?: string; last_name?: string; phone_number?: string; email?: string };
  }>(
    '/profile/change-personal-info',
    {
      preValidation: requireSameUser('body'),
      schema: {
        tags: ['account'],
        summary: 'Change name, phone number and e-mail (last_name is family_name)',
        security: bearerSecurity,
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            user_id: userIdField,
            first_name: text(100),
            last_name: text(100),
            phone_number: text(20),
            email: text(254),
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['status_code', 'message', 'data'],
            properties: {
              status_code: { type: 'integer' },
              message: { type: 'string' },
              data: userDtoSchema,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await updatePersonalInfo(app.db, id, request.body ?? {}, translator(request));
      return {
        status_code: 200,
        message: request.t('personal_info_updated_success'),
        data: await userOf(request, id),
      };
    },
  );

  app.post<{ Body: { password?: string; password_confirmation?: string } }>(
    '/profile/change-password',
    {
      preValidation: requireSameUser('body'),
      schema: {
        tags: ['account'],
        summary: 'Change the password (at least 8); other sessions are signed out',
        security: bearerSecurity,
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            user_id: userIdField,
            password: text(256),
            password_confirmation: text(256),
          },
        },
        response: { 200: messageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(
        app.db,
        user.id,
        user.sessionId,
        request.body ?? {},
        translator(request),
      );
      return { status_code: 200, message: request.t('password_changed_success') };
    },
  );

  app.post(
    '/profile/delete-account',
    {
      preValidation: requireSameUser('body'),
      schema: {
        tags: ['account'],
        summary: 'Delete the account; its token stops working, its orders are kept anonymously',
        security: bearerSecurity,
        querystring: langQuery,
        body: { type: 'object', properties: { user_id: userIdField } },
        response: {
          200: {
            type: 'object',
            required: ['status', 'status_code', 'message'],
            properties: {
              status: { type: 'string', enum: ['success'] },
              status_code: { type: 'integer' },
              message: { type: 'string' },
            },
          },
          ...errorResponses,
        },
      },
    },
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

export default accountRoutes;
