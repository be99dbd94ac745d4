import { createHash } from 'node:crypto';
import net from 'node:net';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { TooManyAttempts } from '../lib/httpError';

// The shop's one rate limiter: fixed-window counters in the rate_limits table, so
// every process on the database shares each limit and a restart forgets none of them. One atomic
// INSERT … ON CONFLICT … RETURNING per hit (no read-then-write race between processes); the time
// comes from the app's clock, never SQL now(), so tests move it. Keys are stored as
// `<limit name>:<sha256 hex>`: no phone number, e-mail or address in clear.

export type Clock = () => Date;

export interface LimitRule {
  /** Hits allowed inside one window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Keyed by the client address: counted per addressKey(), an IPv6 client per its /64. */
  byAddress?: true;
}

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;

/**
 * Every limit of the shop (docs/operations.md "Limits" says why each number).
 * - Login, new devices (no valid device token): 5 failures per phone number and 300 per client
 *   address in 15 minutes. An address is shared by thousands of shoppers behind a mobile
 *   carrier's NAT, so only credential stuffing across many numbers reaches 300.
 * - Login, a device with a valid device token of the account: 10 failures per device token in 15
 *   minutes, and nothing else counts against it (failures from elsewhere never lock it out).
 * - Registration: 30 per client address in 10 minutes; 5 per phone number and 5 per e-mail tried
 *   in 15 minutes (each one is an argon2 hash, and "already registered" tells who has an account).
 * - Forgot password: 5 requests per e-mail and 50 per client address in 15 minutes (each one may
 *   send a mail). Reset password: 5 failures per e-mail and 50 per client address in 15 minutes.
 * - Contact form: 30 accepted messages per client address in 10 minutes (each one is a stored row
 *   someone reads).
 * - Staff set-password links and invitations accepted: 20 attempts per client address in 15
 *   minutes, the two counted together (a new member needs one; the limit stops guessing links at
 *   speed).
 * - Picture uploads: 120 per staff member in an hour (each one is up to 10 MB decoded and encoded
 *   three times; a busy afternoon of product photos stays well under it).
 */
export const LIMITS = {
  loginPerPhone: { limit: 5, windowMs: FIFTEEN_MINUTES },
  loginPerAddress: { limit: 300, windowMs: FIFTEEN_MINUTES, byAddress: true },
  loginPerDevice: { limit: 10, windowMs: FIFTEEN_MINUTES },
  registerPerAddress: { limit: 30, windowMs: 10 * MINUTE, byAddress: true },
  registerPerPhone: { limit: 5, windowMs: FIFTEEN_MINUTES },
  registerPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerAddress: { limit: 50, windowMs: FIFTEEN_MINUTES, byAddress: true },
  resetPerEmail: { limit: 5, windowMs: FIFTEEN_MINUTES },
  resetPerAddress: { limit: 50, windowMs: FIFTEEN_MINUTES, byAddress: true },
  contactPerAddress: { limit: 30, windowMs: 10 * MINUTE, byAddress: true },
  staffPasswordPerAddress: { limit: 20, windowMs: FIFTEEN_MINUTES, byAddress: true },
  uploadsPerStaff: { limit: 120, windowMs: 60 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** One counted hit: the stored key, the window's count with it, and when the window ends. */
export interface Hit {
  storedKey: string;
  points: number;
  expiresAt: Date;
  /** Milliseconds until the key may act again; 0 when this hit was within the limit. */
  retryAfterMs: number;
}

/** Expired rows are deleted every SWEEP_EVERY hits of a store, at most SWEEP_BATCH at a time. */
const SWEEP_EVERY = 200;
const SWEEP_BATCH = 500;

/** The database and clock the limiters of one app count with. */
export class LimitStore {
  private hitsSinceSweep = 0;

  constructor(
    readonly db: Db,
    readonly clock: Clock = () => new Date(),
  ) {}

  /** Counts one hit on `storedKey` in a window of `windowMs` (a new window once the last ended). */
  async hit(storedKey: string, windowMs: number): Promise<{ points: number; expiresAt: Date }> {
    const now = this.clock();
    const windowEnds = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: storedKey, points: 1, expiresAt: windowEnds })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.points} + 1 END`,
          expiresAt: sql`CASE WHEN ${expired} THEN ${windowEnds.toISOString()}::timestamptz ELSE ${rateLimits.expiresAt} END`,
        },
      })
      .returning({ points: rateLimits.points, expiresAt: rateLimits.expiresAt });
    if (!row) throw new Error('rate limit: upsert returned no row');
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.sweep();
    }
    return row;
  }

  /** The live count of `storedKey` (0 when none or its window ended). */
  async peek(storedKey: string): Promise<{ points: number; expiresAt: Date } | null> {
    const [row] = await this.db
      .select({ points: rateLimits.points, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, storedKey), gt(rateLimits.expiresAt, this.clock())));
    return row ?? null;
  }

  async delete(storedKey: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, storedKey));
  }

  /** One hit less in the window that ends at `expiresAt` (a later window is left alone). */
  async decrement(storedKey: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ points: sql`greatest(${rateLimits.points} - 1, 0)` })
      .where(and(eq(rateLimits.key, storedKey), eq(rateLimits.expiresAt, expiresAt)));
  }

  /**
   * Deletes up to SWEEP_BATCH rows whose window ended (by the expires_at index). The outer
   * expires_at test is checked again on a row another process renewed meanwhile, so a live
   * window is never deleted.
   */
  async sweep(): Promise<number> {
    const now = this.clock();
    const stale = this.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(lte(rateLimits.expiresAt, now))
      .limit(SWEEP_BATCH);
    const deleted = await this.db
      .delete(rateLimits)
      .where(and(lte(rateLimits.expiresAt, now), inArray(rateLimits.key, stale)))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail taken as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side === '' ? [] : side.split(':').map((g) => parseInt(g, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The key a client address is counted under. One IPv6 subscriber is usually handed a whole /64
 * (RFC 6177; SLAAC and privacy addresses change the lower 64 bits at will), so counting each
 * address would give one person 2^64 fresh limits: an IPv6 address counts as its /64 prefix. An
 * IPv4-mapped address (::ffff:a.b.c.d, what a dual-stack socket reports) is its IPv4 address;
 * any spelling of one address (upper case, compressed or not, a %zone) gives the same key.
 * Anything that is not an address is kept as it is.
 */
export function addressKey(client: string): string {
  const address = client
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return client;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** One limit (a name and its rule) counted in a store, keyed by phone, e-mail, address or token. */
export class RateLimiter {
  constructor(
    private readonly store: LimitStore,
    readonly name: string,
    readonly rule: LimitRule,
  ) {}

  /** The row key: the limit's name and the key's sha256, never the key itself. */
  storedKey(key: string): string {
    return `${this.name}:${sha256(this.rule.byAddress ? addressKey(key) : key)}`;
  }

  private waitMs(expiresAt: Date): number {
    return Math.max(1, expiresAt.getTime() - this.store.clock().getTime());
  }

  /** Counts one hit; `retryAfterMs` > 0 when it is over the limit. */
  async consume(key: string): Promise<Hit> {
    const storedKey = this.storedKey(key);
    const { points, expiresAt } = await this.store.hit(storedKey, this.rule.windowMs);
    const retryAfterMs = points > this.rule.limit ? this.waitMs(expiresAt) : 0;
    return { storedKey, points, expiresAt, retryAfterMs };
  }

  /** Without counting: the hits of the live window and how long the next one would wait. */
  async peek(key: string): Promise<{ points: number; retryAfterMs: number }> {
    const row = await this.store.peek(this.storedKey(key));
    if (!row) return { points: 0, retryAfterMs: 0 };
    const retryAfterMs = row.points >= this.rule.limit ? this.waitMs(row.expiresAt) : 0;
    return { points: row.points, retryAfterMs };
  }

  /** Forgets every hit of `key` (a right password clears its phone number's failures). */
  async reset(key: string): Promise<void> {
    await this.store.delete(this.storedKey(key));
  }

  /** Takes back one counted hit (an attempt counted before its outcome that was no failure). */
  async takeBack(hit: Hit): Promise<void> {
    await this.store.decrement(hit.storedKey, hit.expiresAt);
  }
}

export type Limiters = Record<LimitName, RateLimiter>;

/** Every limit of LIMITS counted in `store` (one set per app: the routes build it from app.db). */
export function createLimiters(store: LimitStore): Limiters {
  const entries = Object.entries(LIMITS).map(([name, rule]) => [
    name,
    new RateLimiter(store, name, rule),
  ]);
  return Object.fromEntries(entries) as Limiters;
}

/** One limiter and the key (phone number, e-mail, client address, device) it is asked about. */
export type LimitCheck = [RateLimiter, string];

/**
 * One attempt, counted on every check before the work it guards (so parallel attempts stay
 * bounded: each hit is counted atomically and only hits within the limit go on). When any check
 * is over its limit the attempt is refused with TooManyAttempts (the longest wait) and taken back
 * everywhere: a refused attempt counts nowhere. Answers the hits, to take back on success.
 */
export async function countAttempt(checks: LimitCheck[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const [limiter, key] of checks) hits.push(await limiter.consume(key));
  const wait = Math.max(0, ...hits.map((hit) => hit.retryAfterMs));
  if (wait > 0) {
    for (const [index, [limiter]] of checks.entries()) await limiter.takeBack(hits[index]!);
    throw new TooManyAttempts(wait);
  }
  return hits;
}
