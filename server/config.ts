import path from 'node:path';

// CONTRACT.md "Starting it": every variable is optional and these are its defaults.
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Origins allowed to call /api cross-origin (comma-separated); unset means no CORS headers. */
  apiCorsOrigin: string | undefined;
  /** The built storefront (DIST_DIR, default <repo>/dist); `npm start` builds it when missing. */
  distDir: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    apiCorsOrigin: nonEmpty(env.API_CORS_ORIGIN),
    distDir: path.resolve(nonEmpty(env.DIST_DIR) ?? DEFAULT_DIST_DIR),
  };
}
