import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { auditLog, categories, products } from '../../server/db/schema';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { bearer } from '../support/fixtures';
import { uploadPicture } from '../support/pictures';
import { createStaffMember } from '../support/staffFixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

// Uploaded pictures in use: a product's `images` (the first its main picture) and a category's
// banners accept only pictures this server stores, and the storefront then shows them.

let testDb: TestDb;
let app: FastifyInstance;
let staff: string;

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, { config: testConfig() });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  staff = (await createStaffMember(testDb.db, 'staff')).token;
});

const call = (method: InjectOptions['method'], url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(staff), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

/** Uploads a small picture to `folder` as the staff member and answers its URL. */
const uploaded = (folder: 'products' | 'banners', colour?: string) =>
  uploadPicture(app, staff, folder, colour);

const NOT_OURS = 'Upload this picture first: only pictures uploaded to the shop can be used';

async function newProductBody(images?: string[]) {
  const category = await createCategory(testDb.db);
  return {
    name_ar: 'مزهرية',
    name_en: 'Vase',
    product_code: `V-${randomUUID().slice(0, 8)}`,
    category_id: category.id,
    price_before_discount: '300',
    price_after_discount: '250',
    quantity: 4,
    product_status: 'available',
    status: 'active',
    ...(images ? { images } : {}),
  };
}

describe('a product’s images', () => {
  it('are kept in order, the first being the main picture, and the storefront lists them', async () => {
    const [a, b, c] = [
      await uploaded('products'),
      await uploaded('products'),
      await uploaded('products'),
    ];
    const created = await call('POST', '/admin/products', await newProductBody([a, b, c]));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ image: a, images: [a, b, c] });
    const row = (await testDb.db.select().from(products).where(eq(products.id, id)))[0];
    expect([row?.image, row?.moreImages]).toEqual([a, [b, c]]);

    const reordered = await call('PATCH', `/admin/products/${id}`, { images: [c, a] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data).toMatchObject({ image: c, images: [c, a] });
    const audits = await testDb.db.select().from(auditLog).where(eq(auditLog.action, 'update'));
    expect(audits.at(-1)?.changes).toEqual({
      images: [
        [a, b, c],
        [c, a],
      ],
    });

    const shop = await app.inject({ method: 'GET', url: `/api/v1/productsDetails/${id}?lang=en` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data).toMatchObject({ image: c, more_images: [a] });
    const served = await app.inject({ method: 'GET', url: c.replace('-640.webp', '-1280.webp') });
    expect(served.headers['content-type']).toBe('image/webp');

    const cleared = await call('PATCH', `/admin/products/${id}`, { images: [] });
    expect(cleared.json().data).toMatchObject({ image: null, images: [] });
  });

  it('keep the pictures a product already has, demo art included, beside new ones', async () => {
    const product = await createProduct(testDb.db, {
      image: '/media/products/vase-1-640.webp',
      moreImages: ['/media/details/detail-vase-640.webp'],
    });
    const read = await call('GET', `/admin/products/${product.id}`);
    expect(read.json().data.images).toEqual([
      '/media/products/vase-1-640.webp',
      '/media/details/detail-vase-640.webp',
    ]);
    const fresh = await uploaded('products');
    const res = await call('PATCH', `/admin/products/${product.id}`, {
      images: [fresh, ...read.json().data.images],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.image).toBe(fresh);
    // A body without images leaves them as they are.
    const renamed = await call('PATCH', `/admin/products/${product.id}`, { name_en: 'Renamed' });
    expect(renamed.json().data.images).toHaveLength(3);
  });

  it.each([
    ['another host', 'https://evil.example/media/products/u-1-640.webp'],
    ['a name never uploaded', `/media/products/u-${randomUUID()}-640.webp`],
    ['a way out of the folder', '/media/products/../../etc/passwd-640.webp'],
    ['another size than -640', 'UPLOADED_1280'],
    ['a banner', 'BANNER'],
  ])('refuse %s with 422 on images, changing nothing', async (_case, url) => {
    const ours = await uploaded('products');
    const banner = await uploaded('banners');
    const product = await createProduct(testDb.db);
    const picture =
      url === 'UPLOADED_1280'
        ? ours.replace('-640.webp', '-1280.webp')
        : url === 'BANNER'
          ? banner
          : url;
    const before = await testDb.db.select().from(products);
    const res = await call('PATCH', `/admin/products/${product.id}`, { images: [ours, picture] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: [NOT_OURS] });
    const created = await call('POST', '/admin/products', await newProductBody([picture]));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ images: [NOT_OURS] });
    expect(await testDb.db.select().from(products)).toEqual(before);
  });

  it('refuse a picture whose files are gone, more than 10, and the same one twice', async () => {
    const gone = await uploaded('products');
    const dir = path.join(app.config.dataDir, 'images', 'products');
    fs.rmSync(path.join(dir, path.basename(gone).replace('-640', '-320')));
    const product = await createProduct(testDb.db);
    const missing = await call('PATCH', `/admin/products/${product.id}`, { images: [gone] });
    expect(missing.json().errors).toEqual({ images: [NOT_OURS] });
    const ours = await uploaded('products');
    const many = await call('PATCH', `/admin/products/${product.id}`, {
      images: Array.from({ length: 11 }, (_, i) => `${ours}?${i}`),
    });
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toEqual(['images']);
    const twice = await call('PATCH', `/admin/products/${product.id}`, { images: [ours, ours] });
    expect(twice.statusCode).toBe(422);
  });
});

describe('a category’s banners', () => {
  it('take uploaded banners, show on the storefront and refuse product pictures', async () => {
    const category = await createCategory(testDb.db);
    const [ar, en] = [await uploaded('banners'), await uploaded('banners', '#003049')];
    const res = await call('PATCH', `/admin/categories/${category.id}`, {
      banner_image_ar: ar,
      banner_image_en: en,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ banner_image_ar: ar, banner_image_en: en });
    const [audit] = await testDb.db.select().from(auditLog).where(eq(auditLog.entity, 'category'));
    expect(audit?.changes).toEqual({ banner_image_ar: [null, ar], banner_image_en: [null, en] });
    const shop = await app.inject({ method: 'GET', url: '/api/v1/main-categories' });
    expect(shop.json().data.find((c: { id: number }) => c.id === category.id)).toMatchObject({
      banner_image_ar: ar,
      banner_image_en: en,
    });

    const wrong = await call('PATCH', `/admin/categories/${category.id}`, {
      banner_image_en: await uploaded('products'),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ banner_image_en: [NOT_OURS] });
    const created = await call('POST', '/admin/categories', {
      name_ar: 'أطباق',
      name_en: 'Plates',
      banner_image_ar: '/media/banners/u-nothing-640.webp',
    });
    expect(created.json().errors).toEqual({ banner_image_ar: [NOT_OURS] });

    const removed = await call('PATCH', `/admin/categories/${category.id}`, {
      banner_image_ar: null,
    });
    expect(removed.json().data).toMatchObject({ banner_image_ar: null, banner_image_en: en });
    const [row] = await testDb.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.bannerImageAr).toBeNull();
  });
});
