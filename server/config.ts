import net from 'node:net';
import path from 'node:path';
import { PASSWORD_MIN, PHONE_PATTERN } from '../src/shared/rules/constants';
import { isValidEmail } from '../src/shared/rules/validation';

/** The first owner account (OWNER_* variables), made sure of at every start (services/firstOwner.ts). */
export interface OwnerConfig {
  phone: string;
  password: string;
  /** OWNER_EMAIL, lower-cased; unset: a placeholder derived from the phone number. */
  email: string | undefined;
  firstName: string;
  familyName: string;
}

/**
 * Paymob, the online card gateway (PAYMOB_* variables). Unset: a card order is paid to the courier
 * with a card machine (card on delivery).
 */
export interface PaymobConfig {
  /** API origin, no trailing slash (PAYMOB_BASE_URL; tests point it at a stand-in). */
  baseUrl: string;
  /** Server-side key: `Authorization: Token <secretKey>` on intentions and refunds. */
  secretKey: string;
  /** Goes in the hosted checkout's address with the intention's client secret. */
  publicKey: string;
  /** Signs the gateway's callbacks (HMAC-SHA512). */
  hmacSecret: string;
  /** The card integration the intention offers (payment_methods). */
  integrationId: number;
}

export const DEFAULT_PAYMOB_BASE_URL = 'https://accept.paymob.com';

// Every variable is optional and these are its documented defaults, which operators rely on.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * MEDIA_DIR: uploaded and generated pictures (default DATA_DIR/images). Every process of one
   * shop must see the same folder (a shared mount), as they share one database.
   */
  mediaDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Origins allowed to call /api cross-origin (comma-separated); unset means no CORS headers. */
  apiCorsOrigin: string | undefined;
  /** The built storefront (DIST_DIR, default <repo>/dist); `npm start` builds it when missing. */
  distDir: string;
  /**
   * TRUST_PROXY, handed to Fastify's `trustProxy`: false (unset, the default: X-Forwarded-For is
   * ignored, request.ip is the socket's peer), a hop count, or the proxies' addresses / CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** OWNER_PHONE + OWNER_PASSWORD (+ OWNER_EMAIL, OWNER_NAME); unset: none. */
  owner: OwnerConfig | undefined;
  /** SHOP_EMAIL: where a summary of every new order is mailed; unset means no such mail. */
  shopEmail: string | undefined;
  /** PAYMOB_*: card orders paid online through Paymob's hosted checkout; unset: on delivery. */
  paymob: PaymobConfig | undefined;
  /**
   * RENDER_TIMEOUT_MS: how long a page's server render may take before the shell goes instead;
   * unset: the renderer's own deadline (ssr/pageRender.ts).
   */
  renderTimeoutMs: number | undefined;
}

export const DEFAULT_DIST_DIR = path.resolve(__dirname, '../dist');

export class ConfigError extends Error {}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function parsePort(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/**
 * RENDER_TIMEOUT_MS: milliseconds a page's server render may take; past them the visitor gets the
 * plain shell, which the browser renders itself. A slow host (or a busy test machine) may allow
 * more; a few seconds up to a minute make sense, anything else is a typo and stops the start.
 */
export function parseRenderTimeout(raw: string | undefined): number | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!/^\d{1,5}$/.test(value) || ms < 100 || ms > 60_000) {
    throw new ConfigError(
      `RENDER_TIMEOUT_MS must be milliseconds from 100 to 60000, got "${value}"`,
    );
  }
  return ms;
}

// proxy-addr's names for the usual private ranges, accepted in an address list as Fastify does.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or empty is off; `1`, `2`… trusts that many proxies in front (request.ip is
 * the X-Forwarded-For entry that many hops back); otherwise a comma-separated list of the proxies'
 * addresses or CIDR ranges. `true` (trust any X-Forwarded-For, i.e. anyone's claim) is refused.
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = nonEmpty(raw);
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 100) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => isAddressOrRange(entry))) return entries;
  }
  throw new ConfigError(
    'TRUST_PROXY must be a hop count from 1 to 100 or a comma-separated list of proxy addresses ' +
      `or CIDR ranges, got "${value}"`,
  );
}

/**
 * Config.trustProxy as Fastify's `trustProxy` option. A hop count becomes a function: Fastify 5
 * ignores a bare number (it cannot vouch for the socket's peer), so TRUST_PROXY=N is the
 * operator's statement that every request arrives through N proxies (README "Configuration").
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** OWNER_NAME's default when unset: the owner renames the account later. */
export const DEFAULT_OWNER_NAME = { firstName: 'Owner', familyName: '' } as const;

/**
 * OWNER_PHONE and OWNER_PASSWORD come together (a phone number of the shop's 01 + 9 digits pattern, a password of
 * at least 8 characters, the back office's minimum); OWNER_EMAIL and OWNER_NAME ("First Family":
 * the first word is the first name, the rest the family name) only with them. Anything else stops
 * the start with one line: a half-configured owner would silently leave the shop without one.
 */
export function parseOwner(env: NodeJS.ProcessEnv): OwnerConfig | undefined {
  const phone = nonEmpty(env.OWNER_PHONE);
  // The password is taken as written: spaces may be part of it.
  const password = env.OWNER_PASSWORD === '' ? undefined : env.OWNER_PASSWORD;
  const email = nonEmpty(env.OWNER_EMAIL);
  const name = nonEmpty(env.OWNER_NAME);
  if (phone === undefined && password === undefined) {
    if (email !== undefined || name !== undefined) {
      throw new ConfigError('OWNER_EMAIL and OWNER_NAME need OWNER_PHONE and OWNER_PASSWORD');
    }
    return undefined;
  }
  if (phone === undefined || password === undefined) {
    throw new ConfigError('OWNER_PHONE and OWNER_PASSWORD must be set together');
  }
  if (!PHONE_PATTERN.test(phone)) {
    throw new ConfigError(`OWNER_PHONE must be 01 followed by 9 digits, got "${phone}"`);
  }
  if ([...password].length < PASSWORD_MIN.change) {
    throw new ConfigError(`OWNER_PASSWORD must be at least ${PASSWORD_MIN.change} characters`);
  }
  if (email !== undefined && !isValidEmail(email)) {
    throw new ConfigError(`OWNER_EMAIL must be an e-mail address, got "${email}"`);
  }
  const [firstName = '', ...family] = (name ?? '').split(/\s+/);
  return {
    phone,
    password,
    email: email?.toLowerCase(),
    ...(name ? { firstName, familyName: family.join(' ') } : DEFAULT_OWNER_NAME),
  };
}

/** SHOP_EMAIL: one plain address (the mailer refuses anything else, so a typo stops the start). */
export function parseShopEmail(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (!isValidEmail(value)) {
    throw new ConfigError(`SHOP_EMAIL must be one e-mail address, got "${value}"`);
  }
  return value;
}

const PAYMOB_KEYS = [
  'PAYMOB_SECRET_KEY',
  'PAYMOB_PUBLIC_KEY',
  'PAYMOB_HMAC_SECRET',
  'PAYMOB_INTEGRATION_ID',
] as const;

/**
 * The four PAYMOB_* keys come together or not at all: with some missing, card orders could be
 * neither paid online nor honestly called card on delivery, so the start stops with one line.
 * PAYMOB_BASE_URL alone changes nothing.
 */
export function parsePaymob(env: NodeJS.ProcessEnv): PaymobConfig | undefined {
  const values = PAYMOB_KEYS.map((key) => nonEmpty(env[key]));
  if (values.every((value) => value === undefined)) return undefined;
  const missing = PAYMOB_KEYS.filter((_, index) => values[index] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set with the other PAYMOB_* variables`);
  }
  const [secretKey = '', publicKey = '', hmacSecret = '', integration = ''] = values;
  if (!/^\d{1,10}$/.test(integration) || Number(integration) < 1) {
    throw new ConfigError(`PAYMOB_INTEGRATION_ID must be a positive integer, got "${integration}"`);
  }
  const baseUrl = (nonEmpty(env.PAYMOB_BASE_URL) ?? DEFAULT_PAYMOB_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl)) {
    throw new ConfigError(`PAYMOB_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  }
  return { baseUrl, secretKey, publicKey, hmacSecret, integrationId: Number(integration) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    mediaDir: path.resolve(nonEmpty(env.MEDIA_DIR) ?? path.join(dataDir, 'images')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    apiCorsOrigin: nonEmpty(env.API_CORS_ORIGIN),
    distDir: path.resolve(nonEmpty(env.DIST_DIR) ?? DEFAULT_DIST_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    owner: parseOwner(env),
    shopEmail: parseShopEmail(env.SHOP_EMAIL),
    paymob: parsePaymob(env),
    renderTimeoutMs: parseRenderTimeout(env.RENDER_TIMEOUT_MS),
  };
}
