import type { Page } from '@playwright/test';

/**
 * Shows the maintenance screen by answering GET /api/v1/settings with the server's own answer
 * and is_maintenance_active switched on. Why a route and not server state: turning maintenance on
 * is an admin action the product has no screen or API for, and the embedded database folder cannot
 * be opened by a second process while the server holds it. Only the maintenance journey does this.
 */
export async function forceMaintenance(page: Page): Promise<void> {
  await page.route('**/api/v1/settings', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    if (!setFlag(body, 'is_maintenance_active')) {
      throw new Error(`GET /api/v1/settings has no is_maintenance_active: ${JSON.stringify(body)}`);
    }
    await route.fulfill({ response, json: body });
  });
}

/** Switches `key` on in every object that has it, wherever the settings record sits in the answer. */
function setFlag(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.map((item) => setFlag(item, key)).some(Boolean);
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  let found = key in record;
  if (found) {
    // Keep the server's encoding of a flag (true, 1 or "1").
    const old = record[key];
    record[key] = typeof old === 'number' ? 1 : typeof old === 'string' ? '1' : true;
  }
  for (const child of Object.values(record)) found = setFlag(child, key) || found;
  return found;
}
