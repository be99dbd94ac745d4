import { HttpError } from '../lib/httpError';
import { recordAll, retryAfterMs, type LimitCheck } from './rateLimiter';

// How the account calls use the rate limiter (CONTRACT "The API": 429 too many attempts): one
// attempt is refused while any of its (limiter, key) pairs is over the limit, else counted.

/** 429 too_many_attempts; the route answers `retryAfterSeconds` as the Retry-After header. */
export class TooManyAttempts extends HttpError {
  /** Whole seconds to wait, at least 1. */
  readonly retryAfterSeconds: number;

  constructor(waitMs: number) {
    super(429, 'too_many_attempts');
    this.name = 'TooManyAttempts';
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

/** Throws TooManyAttempts when any check is over its limit; otherwise counts the attempt on each. */
export function countAttempt(checks: LimitCheck[]): void {
  const wait = retryAfterMs(checks);
  if (wait > 0) throw new TooManyAttempts(wait);
  recordAll(checks);
}
