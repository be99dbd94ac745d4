import type { Page } from '@playwright/test';

/**
 * Pages load as the plain shell (the built index.html) instead of the server-rendered HTML, so the
 * storefront asks the API from the browser, where these routes can change its answers. The server
 * renders with the real API in-process and hands the client its answers, which a browser route
 * cannot reach.
 */
export async function clientRendered(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || !request.isNavigationRequest()) {
      await route.fallback();
      return;
    }
    const shell = await route.fetch({ url: new URL('/index.html', request.url()).href });
    await route.fulfill({ response: shell });
  });
}

/**
 * Shows the maintenance screen by answering GET /api/v1/settings with the server's own answer
 * and is_maintenance_active switched on. Why a route and not server state: turning maintenance on
 * is an admin action the product has no screen or API for, and the embedded database folder cannot
 * be opened by a second process while the server holds it. Only the maintenance journey does this.
 */
export async function forceMaintenance(page: Page): Promise<void> {
  await clientRendered(page);
  await page.route('**/api/v1/settings', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    if (!setFlag(body, 'is_maintenance_active')) {
      throw new Error(`GET /api/v1/settings has no is_maintenance_active: ${JSON.stringify(body)}`);
    }
    await route.fulfill({ response, json: body });
  });
}

/** The home page's section flags, as GET /api/v1/settings names them. */
export type HomeFlag =
  | 'is_main_banner_is_active'
  | 'is_latest_product_active'
  | 'is_banners_active'
  | 'is_best_seller_active';

export const HOME_FLAGS: readonly HomeFlag[] = [
  'is_main_banner_is_active',
  'is_latest_product_active',
  'is_banners_active',
  'is_best_seller_active',
];

/**
 * Answers GET /api/v1/settings with the server's own answer and the given home flags switched
 * (same reason as forceMaintenance: the product has no admin screen or API for them).
 */
export async function setHomeFlags(
  page: Page,
  flags: Partial<Record<HomeFlag, boolean>>,
): Promise<void> {
  await clientRendered(page);
  await page.route('**/api/v1/settings', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    for (const [key, on] of Object.entries(flags)) {
      if (!setFlag(body, key, on)) {
        throw new Error(`GET /api/v1/settings has no ${key}: ${JSON.stringify(body)}`);
      }
    }
    await route.fulfill({ response, json: body });
  });
}

/** Sets `key` in every object that has it, wherever the settings record sits in the answer. */
function setFlag(value: unknown, key: string, on = true): boolean {
  if (Array.isArray(value)) return value.map((item) => setFlag(item, key, on)).some(Boolean);
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  let found = key in record;
  if (found) {
    // Keep the server's encoding of a flag (true, 1 or "1").
    const old = record[key];
    record[key] =
      typeof old === 'number' ? Number(on) : typeof old === 'string' ? String(Number(on)) : on;
  }
  for (const child of Object.values(record)) found = setFlag(child, key, on) || found;
  return found;
}
