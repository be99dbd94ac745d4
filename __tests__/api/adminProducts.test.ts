import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { auditLog, categories, orderItems, products } from '../../server/db/schema';
import { createStaffMember } from '../support/staffFixtures';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import { adminProductForm } from '../../src/shared/rules/forms/adminProduct';
import { checkForm } from '../../src/shared/rules/checkForm';
import storeAR from '../../src/i18n/locales/ar.json';
import adminAR from '../../src/admin/i18n/ar.json';
import storeEN from '../../src/i18n/locales/en.json';
import adminEN from '../../src/admin/i18n/en.json';

/** The server's messages: the storefront's texts and the back office's. */
const ar = { ...storeAR, ...adminAR };
const en = { ...storeEN, ...adminEN };

// The back office's catalogue calls. The read cache checks its version row once a "second" of a
// clock the tests move, as the storefront's cache does in production (a back-office
// change shows on the storefront within 5 seconds).

let testDb: TestDb;
let app: FastifyInstance;
let clock = 0;
let staff: string;
let customer: string;

beforeAll(async () => {
  testDb = await createTestDb();
  app = buildTestApp(testDb.db, { readCache: { versionCheckMs: 1000, now: () => clock } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  staff = (await createStaffMember(testDb.db, 'staff')).token;
  customer = (await createUser(testDb.db)).token;
});

/** Past the read cache's version window (1 s here; 5 s is the promise). */
const later = () => {
  clock += 1000;
};

const call = (
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  token: string | null = staff,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const db = () => testDb.db;
const auditRows = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const productRow = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0];

async function validBody(overrides: Record<string, unknown> = {}) {
  const category = await createCategory(db());
  return {
    name_ar: 'كأس شاي مذهّب',
    name_en: 'Gilded Tea Glass',
    description_ar: 'كأس زجاج',
    description_en: 'A glass',
    product_code: 'TG-100',
    category_id: category.id,
    price_before_discount: '120.00',
    price_after_discount: 99.5,
    quantity: 12,
    product_status: 'new',
    status: 'active',
    sort: 3,
    ...overrides,
  };
}

describe('every admin catalogue call', () => {
  it('is 401 without a token and 403 with a customer’s, and changes nothing', async () => {
    const product = await createProduct(db());
    const category = await createCategory(db());
    const calls: Array<[InjectOptions['method'], string, unknown]> = [
      ['GET', '/admin/products', undefined],
      ['POST', '/admin/products', await validBody()],
      ['GET', `/admin/products/${product.id}`, undefined],
      ['PATCH', `/admin/products/${product.id}`, { name_en: 'Changed' }],
      ['DELETE', `/admin/products/${product.id}`, undefined],
      ['POST', '/admin/products/bulk', { ids: [product.id], action: 'stock', value: 0 }],
      ['GET', '/admin/categories', undefined],
      ['POST', '/admin/categories', { name_ar: 'قسم', name_en: 'Section' }],
      ['PATCH', `/admin/categories/${category.id}`, { hidden: true }],
      ['POST', '/admin/categories/reorder', { ids: [category.id] }],
    ];
    const before = {
      products: await db().select().from(products),
      categories: await db().select().from(categories),
    };
    for (const [method, url, payload] of calls) {
      expect([method, url, (await call(method, url, payload, null)).statusCode]).toEqual([
        method,
        url,
        401,
      ]);
      const refused = await call(method, url, payload, customer);
      expect([method, url, refused.statusCode]).toEqual([method, url, 403]);
    }
    expect(await db().select().from(products)).toEqual(before.products);
    expect(await db().select().from(categories)).toEqual(before.categories);
    expect(await auditRows()).toBe(0);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/v1/admin/products']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/admin/products/{id}']).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(doc.paths['/api/v1/admin/products/bulk'].post).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1/admin/categories']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/v1/admin/categories/{id}'].patch).toBeDefined();
    expect(doc.paths['/api/v1/admin/categories/reorder'].post).toBeDefined();
  });
});

describe('POST /admin/products', () => {
  it('creates the product with a lower-case slug from name_en and one audit row', async () => {
    const body = await validBody();
    const res = await call('POST', '/admin/products', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name_ar: body.name_ar,
      name_en: 'Gilded Tea Glass',
      product_code: 'TG-100',
      category_id: body.category_id,
      price_before_discount: '120.00',
      price_after_discount: '99.50',
      quantity: 12,
      product_status: 'new',
      status: 'active',
      sort: 3,
      slug: 'gilded-tea-glass',
      image: null,
    });
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ entity: 'product', action: 'create', entityId: String(data.id) });
    expect(audit?.changes.name_en).toEqual([null, 'Gilded Tea Glass']);
  });

  it('makes slugs unique with -2, -3', async () => {
    const body = await validBody();
    const slugs = [];
    for (const code of ['A-1', 'A-2', 'A-3']) {
      const res = await call('POST', '/admin/products', { ...body, product_code: code });
      slugs.push(res.json().data.slug);
    }
    expect(slugs).toEqual(['gilded-tea-glass', 'gilded-tea-glass-2', 'gilded-tea-glass-3']);
  });

  it('takes a product without a price ("get price")', async () => {
    const res = await call('POST', '/admin/products', {
      ...(await validBody()),
      price_before_discount: null,
      price_after_discount: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price_before_discount: null,
      price_after_discount: null,
    });
  });

  it.each([
    [{ name_ar: '  ', name_en: undefined }, ['name_ar', 'name_en']],
    [{ product_code: '' }, ['product_code']],
    [{ category_id: 999999 }, ['category_id']],
    [{ price_before_discount: '-1' }, ['price_before_discount']],
    [{ price_before_discount: '10.123' }, ['price_before_discount']],
    [{ price_before_discount: 'ten' }, ['price_before_discount']],
    [{ price_before_discount: '50', price_after_discount: '50.01' }, ['price_after_discount']],
    [{ quantity: -1 }, ['quantity']],
    [{ quantity: 2.5 }, ['quantity']],
    [{ quantity: true }, ['quantity']],
    [{ product_status: 'sold' }, ['product_status']],
    [{ status: 'draft' }, ['status']],
  ])('refuses %j with 422 on %j, writing nothing', async (overrides, fields) => {
    const res = await call('POST', '/admin/products', await validBody(overrides));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
    expect(await db().select().from(products)).toEqual([]);
    expect(await auditRows()).toBe(0);
  });

  it('refuses a taken product_code with a field error, no product and no audit row', async () => {
    const taken = await createProduct(db(), { productCode: 'TAKEN-1' });
    const res = await call('POST', '/admin/products', await validBody({ product_code: 'TAKEN-1' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ product_code: ['Another product already has this code'] });
    expect((await db().select().from(products)).map((p) => p.id)).toEqual([taken.id]);
    expect(await auditRows()).toBe(0);
  });
});

describe('GET|PATCH /admin/products/{id}', () => {
  it('reads an inactive product with the bilingual fields', async () => {
    const product = await createProduct(db(), { status: 'inactive', description: 'وصف' });
    const res = await call('GET', `/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: product.id,
      name_ar: product.name,
      name_en: product.nameEn,
      description_ar: 'وصف',
      status: 'inactive',
    });
    expect((await call('GET', '/admin/products/999999')).statusCode).toBe(404);
  });

  it('lists the pictures in order, the main one first', async () => {
    const product = await createProduct(db(), {
      image: '/media/products/main-640.webp',
      moreImages: ['/media/products/side-640.webp', '/media/products/back-640.webp'],
    });
    const bare = await createProduct(db(), { image: null });
    expect((await call('GET', `/admin/products/${product.id}`)).json().data.images).toEqual([
      '/media/products/main-640.webp',
      '/media/products/side-640.webp',
      '/media/products/back-640.webp',
    ]);
    expect((await call('GET', `/admin/products/${bare.id}`)).json().data.images).toEqual([]);
  });

  it('changes a subset, records the changed fields before and after', async () => {
    const product = await createProduct(db(), { quantity: 10 });
    const res = await call('PATCH', `/admin/products/${product.id}`, {
      quantity: 4,
      price_after_discount: '75',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ quantity: 4, price_after_discount: '75.00' });
    expect(res.json().data.name_en).toBe(product.nameEn);
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ entity: 'product', action: 'update' });
    expect(audit?.changes).toEqual({
      quantity: [10, 4],
      price_after_discount: ['80.00', '75.00'],
    });
  });

  it('judges the price rule against the stored price, and a refused change leaves no trace', async () => {
    const other = await createProduct(db(), { productCode: 'OTHER' });
    const product = await createProduct(db());
    const above = await call('PATCH', `/admin/products/${product.id}`, {
      price_after_discount: '100.01',
    });
    expect(above.statusCode).toBe(422);
    expect(Object.keys(above.json().errors)).toEqual(['price_after_discount']);
    const taken = await call('PATCH', `/admin/products/${product.id}`, {
      name_en: 'Renamed',
      product_code: other.productCode,
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['product_code']);
    expect(await productRow(product.id)).toEqual(product);
    expect(await auditRows()).toBe(0);
    // Its own code is not "taken".
    const same = await call('PATCH', `/admin/products/${product.id}`, {
      product_code: product.productCode,
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('DELETE /admin/products/{id}', () => {
  it('erases a product never ordered', async () => {
    const product = await createProduct(db());
    const res = await call('DELETE', `/admin/products/${product.id}`);
    expect(res.json()).toEqual({ status_code: 200, data: { id: product.id, result: 'deleted' } });
    expect(await productRow(product.id)).toBeUndefined();
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: 'delete', entityId: String(product.id) });
  });

  it('hides an ordered product: storefront 404, out of the admin list, order history intact', async () => {
    const product = await createProduct(db(), { quantity: 10 });
    const order = await app.inject({
      method: 'POST',
      url: '/api/v1/user-orders/create',
      headers: bearer(customer),
      payload: {
        products: [{ product_id: product.id, quantity: 2 }],
        payment_method: 'cash',
        terms_accepted: true,
      },
    });
    expect(order.statusCode).toBe(201);
    const res = await call('DELETE', `/admin/products/${product.id}`);
    expect(res.json().data).toEqual({ id: product.id, result: 'hidden' });
    expect(await productRow(product.id)).toMatchObject({ status: 'inactive' });
    expect((await productRow(product.id))?.removedAt).toBeInstanceOf(Date);
    const [line] = await db().select().from(orderItems);
    expect(line).toMatchObject({ productId: product.id, quantity: 2 });
    later();
    expect((await call('GET', `/productsDetails/${product.id}`, undefined, null)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/admin/products/${product.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/admin/products')).json().total).toBe(0);
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/user-orders',
      headers: bearer(customer),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data[0].products[0]).toMatchObject({
      product: { id: product.id, name_en: product.nameEn },
      quantity: 2,
    });
  });
});

describe('POST /admin/products/bulk', () => {
  it('sets the status of every product, one audit row per product changed', async () => {
    const a = await createProduct(db(), { status: 'active' });
    const b = await createProduct(db(), { status: 'inactive' });
    const res = await call('POST', '/admin/products/bulk', {
      ids: [a.id, b.id],
      action: 'status',
      value: 'inactive',
    });
    expect(res.json()).toEqual({ status_code: 200, data: { updated: 1 } });
    expect((await productRow(a.id))?.status).toBe('inactive');
    const rows = await db().select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'bulk_status', entityId: String(a.id) });
    expect(rows[0]?.changes).toEqual({ status: ['active', 'inactive'] });
  });

  it('scales both prices by a percentage, rounded to cents, leaving no price alone', async () => {
    const a = await createProduct(db(), {
      priceBeforeDiscount: '100.00',
      priceAfterDiscount: '33.33',
    });
    const b = await createProduct(db(), { priceBeforeDiscount: null, priceAfterDiscount: null });
    const res = await call('POST', '/admin/products/bulk', {
      ids: [a.id, b.id],
      action: 'price_percent',
      value: -12.5,
    });
    expect(res.json().data).toEqual({ updated: 1 });
    expect(await productRow(a.id)).toMatchObject({
      priceBeforeDiscount: '87.50',
      priceAfterDiscount: '29.16',
    });
    expect(await productRow(b.id)).toMatchObject({ priceBeforeDiscount: null });
    const [audit] = await db().select().from(auditLog);
    expect(audit?.changes).toEqual({
      price_before_discount: ['100.00', '87.50'],
      price_after_discount: ['33.33', '29.16'],
    });
  });

  it('sets the stock', async () => {
    const a = await createProduct(db(), { quantity: 3 });
    const b = await createProduct(db(), { quantity: 9 });
    const res = await call('POST', '/admin/products/bulk', {
      ids: [a.id, b.id],
      action: 'stock',
      value: '0',
    });
    expect(res.json().data).toEqual({ updated: 2 });
    expect((await productRow(b.id))?.quantity).toBe(0);
    expect(await auditRows()).toBe(2);
  });

  it.each([
    [{ action: 'status', value: 'draft' }, 'value'],
    [{ action: 'price_percent', value: -91 }, 'value'],
    [{ action: 'price_percent', value: 501 }, 'value'],
    [{ action: 'stock', value: -1 }, 'value'],
    [{ action: 'stock', value: 1.5 }, 'value'],
    [{ action: 'stock', value: 5, ids: [1, 999999] }, 'ids'],
  ])('refuses %j (422 on %s), changing nothing', async (body, field) => {
    const a = await createProduct(db());
    const res = await call('POST', '/admin/products/bulk', { ids: [a.id], ...body });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await productRow(a.id)).toEqual(a);
    expect(await auditRows()).toBe(0);
  });

  it('refuses more than 200 ids', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    const res = await call('POST', '/admin/products/bulk', { ids, action: 'stock', value: 1 });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /admin/products', () => {
  it('filters by category, status, product status and stock; sorts; pages', async () => {
    const cups = await createCategory(db());
    const vases = await createCategory(db());
    const p1 = await createProduct(db(), {
      categoryId: cups.id,
      quantity: 0,
      priceAfterDiscount: '30.00',
      status: 'inactive',
    });
    const p2 = await createProduct(db(), {
      categoryId: cups.id,
      quantity: 3,
      priceAfterDiscount: '10.00',
      productStatus: 'new',
    });
    const p3 = await createProduct(db(), {
      categoryId: vases.id,
      quantity: 40,
      priceAfterDiscount: '20.00',
    });
    const ids = async (query: string) =>
      (await call('GET', `/admin/products?${query}`)).json().data.map((p: { id: number }) => p.id);
    expect(await ids('')).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids(`category_id=${cups.id}`)).toEqual([p2.id, p1.id]);
    expect(await ids('status=inactive')).toEqual([p1.id]);
    expect(await ids('product_status=new')).toEqual([p2.id]);
    expect(await ids('stock=out')).toEqual([p1.id]);
    expect(await ids('stock=low')).toEqual([p2.id]);
    expect(await ids('stock=in')).toEqual([p3.id]);
    expect(await ids('sort=price')).toEqual([p2.id, p3.id, p1.id]);
    expect(await ids('sort=price&order=desc')).toEqual([p1.id, p3.id, p2.id]);
    expect(await ids('sort=quantity&order=desc')).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids('sort=newest&order=asc')).toEqual([p1.id, p2.id, p3.id]);
    const page = (
      await call('GET', '/admin/products?per_page=2&page=2&sort=newest&order=asc')
    ).json();
    expect(page).toMatchObject({
      status_code: 200,
      current_page: 2,
      last_page: 2,
      per_page: 2,
      total: 3,
    });
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([p3.id]);
    expect((await call('GET', '/admin/products')).json().per_page).toBe(20);
    expect((await call('GET', '/admin/products?per_page=101')).statusCode).toBe(400);
    expect((await call('GET', '/admin/products?stock=some')).statusCode).toBe(400);
  });

  it('searches Arabic as typed (أ/ا, ة/ه, diacritics) and by code', async () => {
    const a = await createProduct(db(), { name: 'إبريق قهوة', productCode: 'JUG-77' });
    const b = await createProduct(db(), { name: 'مَزْهَرِيَّة أنيقة', productCode: 'VZ-12' });
    await createProduct(db(), { name: 'طبق', productCode: 'PL-1' });
    const found = async (q: string) =>
      (await call('GET', `/admin/products?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((p: { id: number }) => p.id);
    expect(await found('ابريق')).toEqual([a.id]);
    expect(await found('مزهريه')).toEqual([b.id]);
    expect(await found('انيقة')).toEqual([b.id]);
    expect(await found('jug-7')).toEqual([a.id]);
    expect(await found('vz-12')).toEqual([b.id]);
  });
});

describe('categories', () => {
  it('creates with a slug from name_en, unique, never a reserved word; lists with counts', async () => {
    const first = await call('POST', '/admin/categories', {
      name_ar: 'أكواب',
      name_en: 'Tea Cups',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ slug: 'tea-cups', hidden: false, products_count: 0 });
    const second = await call('POST', '/admin/categories', {
      name_ar: 'أكواب ٢',
      name_en: 'Tea  Cups!',
    });
    expect(second.json().data.slug).toBe('tea-cups-2');
    const admin = await call('POST', '/admin/categories', { name_ar: 'إدارة', name_en: 'Admin' });
    expect(admin.json().data.slug).toBe('admin-2');
    for (const slug of ['media', 'API', 'tea-cups', '!!!']) {
      const res = await call('POST', '/admin/categories', { name_ar: 'س', name_en: 'S', slug });
      expect([slug, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
        slug,
        422,
        ['slug'],
      ]);
    }
    const missing = await call('POST', '/admin/categories', { name_en: 'X' });
    expect(Object.keys(missing.json().errors)).toEqual(['name_ar']);
    await createProduct(db(), { categoryId: first.json().data.id });
    const list = (await call('GET', '/admin/categories')).json().data;
    expect(list.map((c: { slug: string }) => c.slug)).toEqual([
      'tea-cups',
      'tea-cups-2',
      'admin-2',
    ]);
    expect(list[0].products_count).toBe(1);
    expect(await auditRows()).toBe(3);
  });

  it('hides a category from /main-categories and reorders by the given ids', async () => {
    const a = await createCategory(db(), { sort: 1 });
    const b = await createCategory(db(), { sort: 2 });
    const c = await createCategory(db(), { sort: 3 });
    const hidden = await call('PATCH', `/admin/categories/${b.id}`, {
      hidden: true,
      name_en: 'Renamed',
    });
    expect(hidden.json().data).toMatchObject({ hidden: true, name_en: 'Renamed', slug: b.slug });
    later();
    const shop = (await call('GET', '/main-categories', undefined, null)).json().data;
    expect(shop.map((x: { id: number }) => x.id)).toEqual([a.id, c.id]);
    const reordered = await call('POST', '/admin/categories/reorder', { ids: [c.id, a.id] });
    expect(reordered.json().data.map((x: { id: number; sort: number }) => [x.id, x.sort])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const unknown = await call('POST', '/admin/categories/reorder', { ids: [a.id, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect((await call('PATCH', '/admin/categories/999999', { hidden: true })).statusCode).toBe(
      404,
    );
  });
});

describe('the storefront', () => {
  it('shows an admin edit in the details and the category listing on the next read', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), { categoryId: category.id, nameEn: 'Old name' });
    later();
    const details = () => call('GET', `/productsDetails/${product.id}?lang=en`, undefined, null);
    const listing = () => call('GET', `/products/${category.id}?lang=en`, undefined, null);
    expect((await details()).json().data.name).toBe('Old name');
    expect((await listing()).json().messages.records[0].name).toBe('Old name');
    const res = await call('PATCH', `/admin/products/${product.id}`, {
      name_en: 'New name',
      price_after_discount: '55',
    });
    expect(res.statusCode).toBe(200);
    // No version window to wait for: the back office's own process announced the change.
    expect((await details()).json().data).toMatchObject({
      name: 'New name',
      price_after_discount: '55.00',
    });
    expect((await listing()).json().messages.records[0].name).toBe('New name');
  });
});

describe('the product rule table', () => {
  it('answers the same keys for the admin form, each present in both languages', () => {
    const issues = checkForm(adminProductForm, {
      name_ar: '',
      name_en: 'x',
      product_code: 'c',
      category_id: 1,
      price_before_discount: '5',
      price_after_discount: '6',
      quantity: '1.5',
    });
    expect(issues).toEqual({
      name_ar: [{ key: 'field_required' }],
      price_after_discount: [{ key: 'admin_price_above_before' }],
      quantity: [{ key: 'admin_quantity_invalid' }],
    });
    const texts: Record<string, Record<string, string>> = { ar, en };
    for (const spec of Object.values(adminProductForm.fields)) {
      for (const rule of spec.rules) {
        expect([rule.key, Boolean(texts.ar?.[rule.key]), Boolean(texts.en?.[rule.key])]).toEqual([
          rule.key,
          true,
          true,
        ]);
      }
    }
  });
});
