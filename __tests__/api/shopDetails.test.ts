import { eq } from 'drizzle-orm';
import { dataWritten } from '../../server/cache/versions';
import { shopDetails } from '../../server/db/schema';
import { seedIfEmpty, seedShopDetails } from '../../server/db/seed';
import { callApi, setupTestApp } from '../support/testServer';

// GET /api/v1/shop-details: the shop's own contact details, public and read-cached with the
// settings. The app here checks the version row only once a "second" of a clock the tests never
// move, so an answer changes only when the cache is told of a write (dataWritten).

const ctx = setupTestApp({ heldClock: true });
beforeEach(() => dataWritten(ctx.db));

const read = () => callApi(ctx.app, 'GET', '/shop-details');

const SEEDED = {
  phones: ['02 2576 1986'],
  customer_service_phone: '19986',
  fax: '02 2576 1987',
  address_ar: '12 شارع المصانع، المنطقة الصناعية، شبرا الخيمة، القليوبية، مصر',
  address_en: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  email: 'info@zujaj.glass',
  chat_number: '201001986198',
  working_hours_ar: 'من السبت إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً، والجمعة إجازة',
  working_hours_en: 'Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday',
  map_location: '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
  offers_banner: '',
};

describe('GET /api/v1/shop-details', () => {
  it('answers the demo shop details after the first-start seed, to anyone (no token)', async () => {
    expect(await seedIfEmpty(ctx.db)).toBe(true);
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, data: SEEDED });
    // Public and shared: the same bytes for every shopper, cached like the settings.
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('answers every field "" and no phones when the shop has no details row', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      phones: [],
      customer_service_phone: '',
      fax: '',
      address_ar: '',
      address_en: '',
      email: '',
      chat_number: '',
      working_hours_ar: '',
      working_hours_en: '',
      map_location: '',
      offers_banner: '',
    });
  });

  it('shows a direct update of the row once the cache is told of the write', async () => {
    await seedShopDetails(ctx.db);
    expect((await read()).json().data.chat_number).toBe('201001986198');
    await ctx.db
      .update(shopDetails)
      .set({ chatNumber: '201112223334', offersBanner: '/media/banners/offers-1-640.webp' })
      .where(eq(shopDetails.id, 1));
    // Inside the version check window and not told: still the cached answer.
    expect((await read()).json().data.chat_number).toBe('201001986198');
    dataWritten(ctx.db);
    const data = (await read()).json().data;
    expect(data.chat_number).toBe('201112223334');
    // The banner goes out as header images give their `image`: the stored path.
    expect(data.offers_banner).toBe('/media/banners/offers-1-640.webp');
  });

  it('refuses an unknown lang value with the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/shop-details?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { lang: expect.any(Array) } });
  });

  it('is in the OpenAPI document with its answer shape', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const get = doc.paths['/api/v1/shop-details'].get;
    expect(get.security ?? []).toEqual([]);
    const data = get.responses['200'].content['application/json'].schema.properties.data;
    expect(data.properties.chat_number).toMatchObject({ type: 'string', maxLength: 15 });
    expect(data.required).toContain('offers_banner');
  });
});
