// In-memory sliding-window counters, the shop's one rate limiter (STYLE.md §6): failed logins,
// reset-code requests, failed resets and contact messages (CONTRACT "The API": 429 too many
// attempts). One process serves the shop (CONTRACT "Starting it"), so memory is the right place:
// nothing to clean up in the database, lost on restart.

export type Clock = () => Date;

export interface SlidingWindowOptions {
  /** Events allowed inside one window; the next one is refused. */
  limit: number;
  windowMs: number;
  now?: Clock;
}

export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: Clock;
  /** Key → times (ms) of its most recent events, oldest first; never more than `limit` kept. */
  private readonly events = new Map<string, number[]>();
  private recordsSinceSweep = 0;

  constructor({ limit, windowMs, now = () => new Date() }: SlidingWindowOptions) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  private live(key: string, at: number): number[] {
    const times = this.events.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > at - this.windowMs);
    if (kept.length === 0) this.events.delete(key);
    else if (kept.length !== times.length) this.events.set(key, kept);
    return kept;
  }

  /** Milliseconds until `key` may act again; 0 when it is under the limit. */
  retryAfterMs(key: string): number {
    const at = this.now().getTime();
    const times = this.live(key, at);
    if (times.length < this.limit) return 0;
    const oldest = times[times.length - this.limit] ?? at;
    return Math.max(1, oldest + this.windowMs - at);
  }

  record(key: string): void {
    const at = this.now().getTime();
    const times = [...this.live(key, at), at].slice(-this.limit);
    this.events.set(key, times);
    // Keys of one-off visitors must not pile up: drop every expired key now and then.
    this.recordsSinceSweep += 1;
    if (this.recordsSinceSweep >= 1000) {
      this.recordsSinceSweep = 0;
      for (const stale of [...this.events.keys()]) this.live(stale, at);
    }
  }

  /**
   * Takes back the most recent event of `key`: an attempt counted before its outcome was known
   * (a login) that turned out not to be a failure.
   */
  unrecord(key: string): void {
    const times = this.events.get(key);
    if (!times) return;
    if (times.length <= 1) this.events.delete(key);
    else this.events.set(key, times.slice(0, -1));
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Keys currently held (for tests of the sweep). */
  get size(): number {
    return this.events.size;
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * The account limits. Login: 5 failures per phone number and 20 per client address in 15 minutes.
 * Forgot password: 5 requests per e-mail and 20 per client address in 15 minutes (each one sends a
 * mail). Reset password: 5 failures per e-mail and 20 per client address in 15 minutes.
 */
export const ACCOUNT_LIMITS = {
  loginPerPhone: { limit: 5, windowMs: FIFTEEN_MINUTES },
  loginPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
  resetPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  resetPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
} as const;

export type AccountLimiters = Record<keyof typeof ACCOUNT_LIMITS, SlidingWindowLimiter>;

export function createAccountLimiters(now?: Clock): AccountLimiters {
  const entries = Object.entries(ACCOUNT_LIMITS).map(([name, options]) => [
    name,
    new SlidingWindowLimiter({ ...options, now }),
  ]);
  return Object.fromEntries(entries) as AccountLimiters;
}

/** One limiter and the key (phone number, e-mail or client address) it is asked about. */
export type LimitCheck = [SlidingWindowLimiter, string];

/** The longest wait any of the (limiter, key) pairs asks for; 0 when none is over its limit. */
export function retryAfterMs(checks: LimitCheck[]): number {
  return Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfterMs(key)));
}

export function recordAll(checks: LimitCheck[]): void {
  for (const [limiter, key] of checks) limiter.record(key);
}

/**
 * The SPEC §5 contact form: 10 accepted messages per client address in 10 minutes (each one is a
 * stored row someone reads). Invalid messages (422) and refused ones (429) do not count.
 */
export const CONTACT_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
