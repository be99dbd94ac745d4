/** Field name → message keys (or already translated texts), as in the API's documented `errors`. */
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure answered as `{ message, errors? }`. `messageKey` and the field messages are
 * keys of src/i18n/locales/*.json; the error plugin translates them with the request's language.
 *
 *   throw new HttpError(422, 'validation_failed', { phone_number: ['phone_invalid'] });
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly messageKey: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly vars: Record<string, string | number> | undefined;

  constructor(
    statusCode: number,
    messageKey: string,
    fieldErrors?: FieldErrors,
    vars?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.messageKey = messageKey;
    this.fieldErrors = fieldErrors;
    this.vars = vars;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/** 429 too_many_attempts; the error plugin answers `retryAfterSeconds` as the Retry-After header. */
export class TooManyAttempts extends HttpError {
  /** Whole seconds to wait, at least 1. */
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(429, 'too_many_attempts');
    this.name = 'TooManyAttempts';
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}
