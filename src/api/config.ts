// The API base is injected at build time (webpack DefinePlugin replaces `process.env.API_BASE_URL`
// with a string literal). Without the plugin `process` may not exist in a browser, hence the guard.
export const DEFAULT_API_BASE_URL = '/api/v1';

export function apiBaseUrl(): string {
  let configured: string | undefined;
  try {
    configured = process.env.API_BASE_URL;
  } catch {
    configured = undefined;
  }
  const trimmed = configured?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : DEFAULT_API_BASE_URL;
}

/**
 * A relative base ('/api/v1') resolved against the page origin. Browsers resolve relative URLs
 * themselves, but `new Request('/api/v1/…')` throws outside a document (Node's fetch in jest, a
 * later server render), so we hand fetchBaseQuery an absolute URL whenever an origin is known.
 */
export function resolveApiBaseUrl(base: string = apiBaseUrl(), origin?: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(base)) return base;
  const pageOrigin = origin ?? (typeof window !== 'undefined' ? window.location.origin : undefined);
  if (!pageOrigin || pageOrigin === 'null') return base;
  return new URL(base, pageOrigin).href.replace(/\/+$/, '');
}
