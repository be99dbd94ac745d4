import type { FastifyInstance } from 'fastify';
import {
  aboutUs,
  catalogs,
  categories,
  cities,
  commonQuestions,
  headerImages,
  policyPages,
  products,
  socialPlatforms,
  teamMembers,
  videos,
  type Product,
} from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { buildDemoProducts } from '../../server/db/seed/demoCatalog';
import { demoImageJobs } from '../../server/media/demoImages';
import { createTestDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

// The demo catalogue is seeded ONCE for this file and only read afterwards. How long seeding
// takes depends on the machine, so it is measured by bench/seed.ts, not asserted here.

/** The storefront's video rule: an id from the watch, short-link or embed URL forms. */
const videoId = (link: string): string | null =>
  /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{11})/.exec(link)?.[1] ??
  null;

let testDb: TestDb;
let app: FastifyInstance;
let all: Product[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  expect(await seedIfEmpty(testDb.db)).toBe(true);
  all = await testDb.db.select().from(products);
  app = buildTestApp(testDb.db);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const active = () => all.filter((p) => p.status === 'active');
const get = (url: string) => app.inject({ method: 'GET', url });

describe('demo catalogue (what a fresh install starts with)', () => {
  it('seeds only once', async () => {
    expect(await seedIfEmpty(testDb.db)).toBe(false);
    expect(await testDb.db.select().from(products)).toHaveLength(all.length);
  });

  it('is deterministic: the same rows every time', () => {
    const strip = (rows: ReturnType<typeof buildDemoProducts>) => JSON.stringify(rows);
    expect(strip(buildDemoProducts([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBe(
      strip(buildDemoProducts([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])),
    );
  });

  it('has at least 8 categories with English slugs, banners and products', async () => {
    const rows = await testDb.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const c of rows) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.name).toMatch(/[\u0600-\u06FF]/);
      expect(c.bannerImageAr).toMatch(/^\/media\/banners\/.+-ar-640\.webp$/);
      expect(c.bannerImageEn).toMatch(/^\/media\/banners\/.+-en-640\.webp$/);
      expect(active().filter((p) => p.categoryId === c.id).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(rows.map((c) => c.slug)).size).toBe(rows.length);
  });

  it('has at least 150 active products covering every storefront case', () => {
    const list = active();
    expect(list.length).toBeGreaterThanOrEqual(150);
    const discounted = list.filter(
      (p) =>
        p.priceBeforeDiscount !== null &&
        p.priceAfterDiscount !== null &&
        Number(p.priceBeforeDiscount) > Number(p.priceAfterDiscount) &&
        Number(p.priceAfterDiscount) > 0,
    );
    expect(discounted.length).toBeGreaterThan(20);
    expect(
      list.filter((p) => p.priceBeforeDiscount === null && Number(p.priceAfterDiscount) > 0).length,
    ).toBeGreaterThan(10);
    expect(list.filter((p) => p.priceAfterDiscount === null).length).toBeGreaterThan(5);
    expect(list.filter((p) => p.priceAfterDiscount === '0.00').length).toBeGreaterThan(5);
    for (const status of ['new', 'available', 'unavailable'] as const) {
      expect(list.filter((p) => p.productStatus === status).length).toBeGreaterThan(5);
    }
    expect(
      list.filter((p) => p.productStatus === 'unavailable' && p.quantity === 0).length,
    ).toBeGreaterThan(3);
    const several = list.filter((p) => p.moreImages.length >= 2);
    expect(several.length).toBeGreaterThan(50);
    expect(
      list.every(
        (p) => p.moreImages.length === 0 || (p.moreImages.length >= 2 && p.moreImages.length <= 4),
      ),
    ).toBe(true);
    expect(list.some((p) => p.moreImages.length === 4)).toBe(true);
    expect(list.filter((p) => p.descriptionImage).length).toBeGreaterThan(10);
    expect(list.filter((p) => !p.descriptionImage).length).toBeGreaterThan(10);
    const coloured = list.filter((p) => p.colors.length > 0);
    expect(coloured.length).toBeGreaterThan(10);
    for (const p of coloured) {
      for (const colour of p.colors) {
        expect(colour).toEqual({
          id: expect.any(Number),
          name: expect.stringMatching(/[\u0600-\u06FF]/),
          name_en: expect.any(String),
          hex: expect.stringMatching(/^#[0-9a-f]{6}$/),
        });
      }
    }
    expect(list.filter((p) => [...p.name].length >= 60).length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => p.image?.match(/^\/media\/products\/[a-z]+-\d-640\.webp$/))).toBe(
      true,
    );
    expect(new Set(list.map((p) => p.productCode)).size).toBe(list.length);
    expect(new Set(list.map((p) => p.slug)).size).toBe(list.length);
    expect(list.every((p) => p.nameEn && p.descriptionEn && p.description)).toBe(true);
  });

  it('has about 20 clear best sellers and creation dates spread over months', () => {
    const sales = active()
      .map((p) => p.salesCount)
      .sort((a, b) => b - a);
    expect(sales[19]!).toBeGreaterThan(sales[20]! * 2);
    const times = active().map((p) => p.createdAt.getTime());
    const spreadDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(spreadDays).toBeGreaterThan(180);
    expect(new Set(times).size).toBe(times.length);
  });

  it('never lists its unpublished products (newest and best-selling on purpose)', async () => {
    const inactive = all.filter((p) => p.status === 'inactive');
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    const hidden = new Set(inactive.map((p) => p.id));
    const latest = (await get('/api/v1/all-latest-products?per_page=50')).json();
    const top = (await get('/api/v1/top-products?limit=50')).json();
    const search = (await get('/api/v1/products/0?product_name=discontinued')).json();
    expect(latest.total).toBe(active().length);
    for (const p of [...latest.data, ...top.data, ...search.messages.records]) {
      expect(hidden.has(p.id)).toBe(false);
    }
    expect(search.messages.total).toBe(0);
    const details = await get(`/api/v1/productsDetails/${inactive[0]!.id}`);
    expect(details.statusCode).toBe(404);
    const cats = (await get('/api/v1/main-categories')).json().data;
    const counted = cats.reduce(
      (sum: number, c: { products_count: number }) => sum + c.products_count,
      0,
    );
    expect(counted).toBe(active().length);
  });

  it('has the 27 cities, 4 header images and 5 social platforms', async () => {
    expect(await testDb.db.select().from(cities)).toHaveLength(27);
    expect(await testDb.db.select().from(headerImages)).toHaveLength(4);
    const platforms = await testDb.db.select().from(socialPlatforms);
    expect(platforms.map((p) => p.name).sort()).toEqual(
      ['Facebook', 'Instagram', 'TikTok', 'WhatsApp', 'YouTube'].sort(),
    );
    for (const p of platforms) expect(p.link).toMatch(/^https:\/\//);
  });

  it('has team members whose job titles cover the six required keywords', async () => {
    const team = await testDb.db.select().from(teamMembers);
    const titles = team.map((m) => m.jobTitleEn.toLowerCase()).join(' | ');
    for (const word of ['chairman', 'general', 'sales', 'accounts', 'purchasing', 'marketing']) {
      expect(titles).toContain(word);
    }
    for (const m of team) {
      expect(m.jobTitle).toMatch(/[\u0600-\u06FF]/);
      expect(m.photo).toMatch(/^\/media\/team\/.+-640\.webp$/);
    }
  });

  it('has at least 6 catalogs with distinct Arabic and English covers', async () => {
    const rows = await testDb.db.select().from(catalogs);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const c of rows) {
      expect(c.imageAr).not.toBe(c.imageEn);
      expect(c.title).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('has at least 30 videos in the three link forms, some without a video id', async () => {
    const rows = await testDb.db.select().from(videos);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const links = rows.map((v) => v.link);
    expect(links.some((l) => l.includes('watch?v='))).toBe(true);
    expect(links.some((l) => l.includes('youtu.be/'))).toBe(true);
    expect(links.some((l) => l.includes('/embed/'))).toBe(true);
    const withoutId = links.filter((l) => videoId(l) === null);
    expect(withoutId.length).toBeGreaterThanOrEqual(2);
    expect(withoutId.length).toBeLessThan(6);
  });

  it('has the about page with 34 factory images, 4 policies and at least 8 FAQs', async () => {
    const [about] = await testDb.db.select().from(aboutUs);
    expect(about!.images).toHaveLength(34);
    expect(new Set(about!.images).size).toBe(34);
    expect(about!.content).toContain('1986');
    expect(about!.contentEn).toContain('ISO');
    expect(about!.contentEn).toMatch(/2 to 5 working days/);
    const policies = await testDb.db.select().from(policyPages);
    expect(policies.map((p) => p.slug).sort()).toEqual(
      ['exchanges-and-returns', 'privacy-policy', 'shipping-policy', 'terms-conditions'].sort(),
    );
    expect((await testDb.db.select().from(commonQuestions)).length).toBeGreaterThanOrEqual(8);
    const page = (await get('/api/v1/shipping-policy?lang=en')).json();
    expect(page.data.title).toBe('Shipping Policy');
  });

  it('names only pictures the image generator draws', async () => {
    const drawn = new Set(
      demoImageJobs().map((job) => `/media/${job.folder}/${job.name}-640.webp`),
    );
    const [about] = await testDb.db.select().from(aboutUs);
    const named = [
      ...all.flatMap((p) => [p.image, ...p.moreImages, p.descriptionImage]),
      ...(await testDb.db.select().from(categories)).flatMap((c) => [
        c.bannerImageAr,
        c.bannerImageEn,
      ]),
      ...(await testDb.db.select().from(headerImages)).map((h) => h.image),
      ...(await testDb.db.select().from(teamMembers)).map((m) => m.photo),
      ...(await testDb.db.select().from(catalogs)).flatMap((c) => [c.imageAr, c.imageEn]),
      ...about!.images,
    ].filter((url): url is string => Boolean(url));
    expect(named.length).toBeGreaterThan(200);
    for (const url of named) expect(drawn).toContain(url);
  });
});
