import { settings } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp();

const FLAGS = [
  'is_maintenance_active',
  'is_latest_product_active',
  'is_best_seller_active',
  'is_main_banner_is_active',
  'is_banners_active',
] as const;

describe('GET /api/v1/settings', () => {
  it('answers the settings record as the first element of a list, five booleans', async () => {
    await seedIfEmpty(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.status_code).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data).toHaveLength(1);
    const [record] = body.data;
    expect(Object.keys(record).sort()).toEqual(['id', ...FLAGS].sort());
    for (const flag of FLAGS) expect(typeof record[flag]).toBe('boolean');
    expect(record).toMatchObject({
      is_maintenance_active: false,
      is_latest_product_active: true,
      is_best_seller_active: true,
      is_main_banner_is_active: true,
      is_banners_active: true,
    });
  });

  it('follows the data: the shop turning maintenance on is what clients see', async () => {
    await ctx.db.insert(settings).values({
      isMaintenanceActive: true,
      isLatestProductActive: false,
      isBestSellerActive: true,
      isMainBannerIsActive: false,
      isBannersActive: true,
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.json().data[0]).toEqual({
      id: 1,
      is_maintenance_active: true,
      is_latest_product_active: false,
      is_best_seller_active: true,
      is_main_banner_is_active: false,
      is_banners_active: true,
    });
  });

  it('is an empty list before the first seed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, data: [] });
  });

  it('refuses an unknown lang value with a 400 error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      errors: { lang: expect.any(Array) },
    });
  });
});
