// The owner's page editor: the about page and the four policy pages. Owner only; the HTML is
// stored as the storefront's allow-list keeps it (no script, event attribute or javascript: link,
// headings, lists and links kept), at most 100 KB a language; every save is audited and the
// storefront's cached pages show it at once.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { aboutUs, auditLog, policyPages } from '../../server/db/schema';
import { bearer, createUser } from '../support/fixtures';
import { uploadPicture } from '../support/pictures';
import { createStaffMember } from '../support/staffFixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';

let testDb: TestDb;
let app: FastifyInstance;
let owner: string;

beforeAll(async () => {
  testDb = await createTestDb();
  // A read cache that would not look at the database for a minute: only the save telling it
  // (dataWritten) makes the storefront's next read show the change.
  app = buildTestApp(testDb.db, { readCache: { versionCheckMs: 60_000 } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  owner = (await createStaffMember(testDb.db, 'owner')).token;
});

const call = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  token: string | null = owner,
  lang: 'ar' | 'en' = 'en',
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const shop = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });
const audits = () => testDb.db.select().from(auditLog).orderBy(asc(auditLog.id));

const SHIPPING = {
  title: 'سياسة الشحن',
  title_en: 'Shipping policy',
  content: '<p>نشحن إلى كل المحافظات.</p>',
  content_en: '<p>We ship to every governorate.</p>',
};

async function seedPolicy() {
  await testDb.db.insert(policyPages).values({
    slug: 'shipping-policy',
    title: SHIPPING.title,
    titleEn: SHIPPING.title_en,
    content: SHIPPING.content,
    contentEn: SHIPPING.content_en,
  });
}

const FACTORY_1 = '/media/factory/factory-01-640.webp';
const FACTORY_2 = '/media/factory/factory-02-640.webp';
const DEMO_PICTURES = [FACTORY_1, FACTORY_2];

async function seedAbout() {
  await testDb.db
    .insert(aboutUs)
    .values({ content: '<p>من نحن</p>', contentEn: '<p>About</p>', images: DEMO_PICTURES });
}

describe('who may edit pages', () => {
  it('is the owner alone: 401 without a token, 403 for a customer or staff, nothing changes', async () => {
    await seedPolicy();
    await seedAbout();
    const staff = (await createStaffMember(testDb.db, 'staff')).token;
    const customer = (await createUser(testDb.db)).token;
    const about = { content: '<p>x</p>', content_en: '<p>x</p>', images: [] };
    for (const [token, status] of [
      [null, 401],
      [customer, 403],
      [staff, 403],
    ] as const) {
      expect((await call('GET', '/admin/about', undefined, token)).statusCode).toBe(status);
      expect((await call('PUT', '/admin/about', about, token)).statusCode).toBe(status);
      expect((await call('GET', '/admin/policies', undefined, token)).statusCode).toBe(status);
      const put = await call('PUT', '/admin/policies/shipping-policy', SHIPPING, token);
      expect(put.statusCode).toBe(status);
    }
    const [row] = await testDb.db.select().from(aboutUs);
    expect(row?.content).toBe('<p>من نحن</p>');
    expect(await audits()).toEqual([]);
  });
});

describe('the policy pages', () => {
  it('lists the four pages, blank where the shop has written none', async () => {
    await seedPolicy();
    const res = await call('GET', '/admin/policies');
    expect(res.statusCode).toBe(200);
    const blank = { title: '', title_en: '', content: '', content_en: '' };
    expect(res.json()).toEqual({
      status_code: 200,
      data: [
        { slug: 'shipping-policy', ...SHIPPING },
        { slug: 'terms-conditions', ...blank },
        { slug: 'privacy-policy', ...blank },
        { slug: 'exchanges-and-returns', ...blank },
      ],
    });
  });

  it('sanitises what it stores: scripts, event attributes and javascript: links go, headings, lists and links stay', async () => {
    await seedPolicy();
    const sent = {
      ...SHIPPING,
      content:
        '<h2 dir="rtl">الشحن</h2><script>alert(1)</script>' +
        '<p dir="rtl" onclick="steal()" class="x" id="y" style="color:red">نشحن <strong>بسرعة</strong>.</p>' +
        '<ul dir="rtl"><li><p dir="rtl">القاهرة</p></li></ul><ol><li><p>أولًا</p></li></ol>' +
        '<p><a href="javascript:alert(1)">خبيث</a> <a href="/contact">اتصل بنا</a> ' +
        '<a href="https://example.com/x" target="_blank">خارجي</a></p>' +
        '<img src="x" onerror="alert(1)"><video src="v.mp4"></video><iframe src="//evil"></iframe>',
    };
    const res = await call('PUT', '/admin/policies/shipping-policy', sent);
    expect(res.statusCode).toBe(200);
    const stored =
      '<h2 dir="rtl">الشحن</h2>' +
      '<p dir="rtl">نشحن <strong>بسرعة</strong>.</p>' +
      '<ul dir="rtl"><li><p dir="rtl">القاهرة</p></li></ul><ol><li><p>أولًا</p></li></ol>' +
      '<p><a>خبيث</a> <a href="/contact">اتصل بنا</a> ' +
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">خارجي</a></p>' +
      '<img src="x" loading="lazy" decoding="async">';
    expect(res.json().data).toEqual({ slug: 'shipping-policy', ...SHIPPING, content: stored });
    const [row] = await testDb.db
      .select()
      .from(policyPages)
      .where(eq(policyPages.slug, 'shipping-policy'));
    expect(row?.content).toBe(stored);
    expect(row?.content).not.toMatch(/script|onclick|onerror|javascript:|class=|video|iframe/);
  });

  it('keeps Arabic text exactly, and the storefront’s cached page shows the change at once', async () => {
    await seedPolicy();
    const before = await shop('/shipping-policy');
    expect(before.json().data.content).toBe(SHIPPING.content);
    const arabic = '<p>الشحن خلال ٣ أيام عمل — «مجانًا» فوق ٥٠٠ جنيه؛ والإرجاع خلال ١٤ يومًا.</p>';
    const res = await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      title: '  سياسة الشحن والتوصيل ',
      content: arabic,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'سياسة الشحن والتوصيل', content: arabic });
    expect((await call('GET', '/admin/policies')).json().data[0].content).toBe(arabic);

    const after = (await shop('/shipping-policy')).json().data;
    expect(after).toMatchObject({ title: 'سياسة الشحن والتوصيل', content: arabic });
    expect((await shop('/shipping-policy?lang=en')).json().data.content).toBe(SHIPPING.content_en);

    const rows = await audits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      entity: 'policy_page',
      entityId: 'shipping-policy',
      changes: {
        title: [SHIPPING.title, 'سياسة الشحن والتوصيل'],
        content: [SHIPPING.content, arabic],
      },
    });
    // Saving the same page again changes nothing and records nothing.
    await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      content: arabic,
      title: 'سياسة الشحن والتوصيل',
    });
    expect(await audits()).toHaveLength(1);
  });

  it('creates a page the shop lacked', async () => {
    const res = await call('PUT', '/admin/policies/privacy-policy', {
      title: 'الخصوصية',
      title_en: 'Privacy',
      content: '<p>بياناتك آمنة.</p>',
      content_en: '',
    });
    expect(res.statusCode).toBe(200);
    expect((await shop('/privacy-policy')).json().data.content).toBe('<p>بياناتك آمنة.</p>');
    expect((await audits())[0]).toMatchObject({ action: 'create', entityId: 'privacy-policy' });
  });

  it('is 404 for a slug that names no policy page', async () => {
    for (const slug of ['returns', 'about', 'SHIPPING-POLICY']) {
      const res = await call('PUT', `/admin/policies/${slug}`, SHIPPING);
      expect(res.statusCode).toBe(404);
    }
    expect(await audits()).toEqual([]);
  });

  it('refuses an empty title, a missing field, a wrong type and a text over 100 KB with 422, in the request language', async () => {
    await seedPolicy();
    const empty = await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      title: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ title: ['This field is required'] });

    const inArabic = await call(
      'PUT',
      '/admin/policies/shipping-policy',
      { ...SHIPPING, title_en: '' },
      owner,
      'ar',
    );
    expect(inArabic.json().errors).toEqual({ title_en: ['هذا الحقل مطلوب'] });

    const { content_en: _left, ...missing } = SHIPPING;
    const absent = await call('PUT', '/admin/policies/shipping-policy', missing);
    expect(absent.statusCode).toBe(422);
    expect(Object.keys(absent.json().errors)).toEqual(['content_en']);

    const wrongType = await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      content: 42,
    });
    expect(wrongType.statusCode).toBe(422);

    // 52,000 Arabic letters are 104,000 bytes in UTF-8.
    const long = `<p>${'ش'.repeat(52_000)}</p>`;
    const tooLong = await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      content: long,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({ content: ['This text is too long: at most 100 KB'] });
    const fits = await call('PUT', '/admin/policies/shipping-policy', {
      ...SHIPPING,
      content_en: `<p>${'a'.repeat(100_000)}</p>`,
    });
    expect(fits.statusCode).toBe(200);

    const [row] = await testDb.db.select().from(policyPages);
    expect(row?.content).toBe(SHIPPING.content);
  });
});

describe('the about page', () => {
  it('answers a blank page before the shop has one, and the first save creates it', async () => {
    expect((await call('GET', '/admin/about')).json()).toEqual({
      status_code: 200,
      data: { content: '', content_en: '', images: [] },
    });
    const res = await call('PUT', '/admin/about', {
      content: '<p>مصنع زجاج</p>',
      content_en: '<p>A glass factory</p>',
      images: [],
    });
    expect(res.statusCode).toBe(200);
    expect((await shop('/about-us')).json().data.content).toBe('<p>مصنع زجاج</p>');
    expect((await audits())[0]).toMatchObject({ action: 'create', entity: 'about_us' });
  });

  it('saves both texts and the pictures in the order given; the storefront shows them at once', async () => {
    await seedAbout();
    expect((await shop('/about-us?lang=en')).json().data.content).toBe('<p>About</p>');
    const fresh = await uploadPicture(app, owner);
    const images = [fresh, FACTORY_2, FACTORY_1];
    const res = await call('PUT', '/admin/about', {
      content: '<h2>قصتنا</h2><p>نصنع <em>الزجاج</em> منذ ١٩٨٦.</p>',
      content_en: '<h2>Our story</h2><p onmouseover="x()">Glass since <u>1986</u>.</p>',
      images,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      content: '<h2>قصتنا</h2><p>نصنع <em>الزجاج</em> منذ ١٩٨٦.</p>',
      content_en: '<h2>Our story</h2><p>Glass since <u>1986</u>.</p>',
      images,
    });
    const english = (await shop('/about-us?lang=en')).json().data;
    expect(english).toMatchObject({
      content: '<h2>Our story</h2><p>Glass since <u>1986</u>.</p>',
      about_us_images: images,
    });
    expect((await shop('/about-us')).json().data.content).toContain('قصتنا');
    const row = (await audits()).at(-1);
    expect(row).toMatchObject({ action: 'update', entity: 'about_us' });
    expect(Object.keys(row?.changes ?? {}).sort()).toEqual(['content', 'content_en', 'images']);
  });

  it('refuses a picture not uploaded here, one listed twice, and too many, with 422 on images', async () => {
    await seedAbout();
    const body = (images: string[]) => ({ content: '<p>x</p>', content_en: '<p>x</p>', images });
    const foreign = await call('PUT', '/admin/about', body(['https://evil.example/a-640.webp']));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      images: ['Upload this picture first: only pictures uploaded to the shop can be used'],
    });
    // A demo picture the page does not show is no upload either.
    const notHeld = await call('PUT', '/admin/about', body(['/media/factory/factory-03-640.webp']));
    expect(notHeld.statusCode).toBe(422);
    const twice = await call('PUT', '/admin/about', body([FACTORY_1, FACTORY_1]));
    expect(twice.json().errors).toEqual({ images: ['A picture is listed twice'] });
    const many = await call(
      'PUT',
      '/admin/about',
      body(Array.from({ length: 41 }, (_, i) => `/m/${i}`)),
    );
    expect(many.statusCode).toBe(422);
    const wrongType = await call('PUT', '/admin/about', body([1 as unknown as string]));
    expect(wrongType.statusCode).toBe(422);
    const [row] = await testDb.db.select().from(aboutUs);
    expect(row?.content).toBe('<p>من نحن</p>');
    expect(await audits()).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the page editor calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths['/api/v1/admin/about'])).toEqual(['get', 'put']);
    expect(doc.paths['/api/v1/admin/policies'].get).toBeDefined();
    expect(doc.paths['/api/v1/admin/policies/{slug}'].put.tags).toEqual(['admin: pages']);
  });
});
