import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/globalPlugin';
import { HttpError, isHttpError, TooManyAttempts, type FieldErrors } from '../lib/httpError';
import { loggableError } from '../lib/logging';
import type { ValidationIssue } from '../lib/validation';
import { errorBody, type ErrorBodyDto } from '../../src/shared/wire/common';

// The API's documented error body, which clients rely on: every error answer is
// `{ message, errors? }` (src/shared/wire/common.ts `errorBody`), `errors` only for field errors.
type ErrorBody = ErrorBodyDto;

const KEY_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden_user',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'too_many_attempts',
};

/**
 * Ajv issues → `{ field: [message] }`; a missing field is "required", a too-long text "at most N",
 * anything else "invalid".
 */
function validationFieldErrors(
  issues: ValidationIssue[],
  t: FastifyRequest['t'],
): Record<string, string[]> {
  // A Map: a field may be named like an Object.prototype member ("valueOf", "__proto__").
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const missing = issue.keyword === 'required' ? issue.params.missingProperty : undefined;
    const pointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field =
      typeof missing === 'string' ? (pointer ? `${pointer}.${missing}` : missing) : pointer;
    if (!field) continue;
    const message =
      typeof missing === 'string'
        ? t('field_required')
        : issue.keyword === 'maxLength'
          ? t('field_too_long', { max: issue.params.limit as number }) // the rule tables' wording
          : t('field_invalid');
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) errors.set(field, [...list, message]);
  }
  return Object.fromEntries(errors);
}

const translateFieldErrors = (fieldErrors: FieldErrors, t: FastifyRequest['t']) =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, keys]) => [field, keys.map((key) => t(key))]),
  );

/** The route pattern (`/api/v1/user-addresses/create`), never the URL with its query string. */
const routeOf = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions?.url ?? null,
});

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

// Fastify answers a URL its router cannot decode (`/%`, `/%E0%A4%A`) or a path parameter over
// its length limit itself, before any hook: without the security headers, and echoing the URL.
// app.ts's `frameworkErrors` sends such requests on to these internal routes instead, so their
// answer passes every hook (security headers, no-store, language) and the error handler below:
// the API's documented error body, never the input.
const BAD_URL_PATH = '/api/v1/__bad-url';
const TOO_LONG_PARAM_PATH = '/api/v1/__too-long-param';

/** `frameworkErrors` of app.ts: re-routes the raw request to the internal answer above. */
export function rerouteFrameworkError(
  app: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // A path parameter too long to be one names nothing (404); anything else is bad input (400).
  request.raw.url = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? TOO_LONG_PARAM_PATH : BAD_URL_PATH;
  app.routing(request.raw, reply.raw);
}

export const errorsPlugin = globalPlugin('zujaj-errors', async (app) => {
  app.addSchema(errorBody);

  const refuse = (status: number, key: string) => async () => {
    throw new HttpError(status, key);
  };
  app.all(BAD_URL_PATH, { schema: { hide: true } }, refuse(400, 'bad_request'));
  app.all(TOO_LONG_PARAM_PATH, { schema: { hide: true } }, refuse(404, 'not_found'));

  // A call sent with no body at all (or a JSON `null`) is judged like one with `{}`: its
  // missing fields answer 422 with translated field errors, not a bare 400 "must be object". Runs
  // before any route's own preValidation (app-level hooks first), so guards see the same `{}`.
  app.addHook('preValidation', async (request) => {
    const absent = request.body === undefined || request.body === null;
    if (absent && request.routeOptions.schema?.body !== undefined) {
      request.body = {};
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t.bind(request);

    if (isHttpError(error)) {
      const body: ErrorBody = { message: t(error.messageKey, error.vars) };
      if (error.fieldErrors) body.errors = translateFieldErrors(error.fieldErrors, t);
      // A refused attempt says how long to wait.
      if (error instanceof TooManyAttempts) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return send(reply, error.statusCode, body);
    }

    if (error.validation) {
      // A path id that is not one (text, 0, beyond the integer range) names nothing: 404.
      if (error.validationContext === 'params')
        return send(reply, 404, { message: t('not_found') });
      const errors = validationFieldErrors(error.validation as ValidationIssue[], t);
      // Body fields of the wrong type, size or text are field errors (the documented 422); a body
      // that is no object at all, and bad query strings or headers, are bad input (400).
      if (error.validationContext === 'body' && Object.keys(errors).length > 0) {
        return send(reply, 422, { message: t('validation_failed'), errors });
      }
      const body: ErrorBody = { message: t('validation_failed') };
      if (Object.keys(errors).length > 0) body.errors = errors;
      return send(reply, 400, body);
    }

    // Fastify's own client errors: malformed JSON (400), body over bodyLimit (413), bad media type …
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ code: error.code, status, ...routeOf(request) }, 'client error');
      return send(reply, status, { message: t(KEY_BY_STATUS[status] ?? 'bad_request') });
    }

    // Unexpected: the log names the fault (pino adds the request id), the client gets nothing
    // internal; neither gets a query parameter, body, token or header (loggableError).
    request.log.error({ error: loggableError(error), ...routeOf(request) }, 'unhandled error');
    return send(reply, 500, { message: t('server_error') });
  });
});
