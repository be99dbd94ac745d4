import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog, settings, shopDetails, socialPlatforms } from '../../server/db/schema';
import { seedSettings } from '../../server/db/seed';
import storeAR from '../../src/i18n/locales/ar.json';
import adminAR from '../../src/admin/i18n/ar.json';
import storeEN from '../../src/i18n/locales/en.json';
import adminEN from '../../src/admin/i18n/en.json';
import { createUser } from '../support/fixtures';
import { createStaffMember } from '../support/staffFixtures';
import { callApi, setupTestApp } from '../support/testServer';

// The owner's store settings: the home page's flags and maintenance, the shop's contact details,
// the social links. The read cache checks its version row once a second of a clock that never
// moves here, so a public read showing a change at once proves the write told the cache.

/** The server's messages: the storefront's texts and the back office's. */
const ar = { ...storeAR, ...adminAR };
const en = { ...storeEN, ...adminEN };

const ctx = setupTestApp({ heldClock: true, owner: true });
let staff: string;
let customer: string;

beforeEach(async () => {
  await seedSettings(db());
  await db()
    .insert(socialPlatforms)
    .values([
      { name: 'facebook', link: 'https://www.facebook.com/zujaj', sort: 1 },
      { name: 'instagram', link: 'https://www.instagram.com/zujaj', sort: 2 },
    ]);
  staff = (await createStaffMember(db(), 'staff')).token;
  customer = (await createUser(db())).token;
});

const db = () => ctx.db;

const call = (
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  token: string | null = ctx.owner.token,
  lang: 'ar' | 'en' = 'en',
) => callApi(ctx.app, method, url, { payload, token, lang });

const auditRows = () => db().select().from(auditLog).orderBy(asc(auditLog.id));
const publicSettings = async () => (await call('GET', '/settings', undefined, null)).json().data[0];
const publicSocial = async () =>
  (await call('GET', '/social-platforms', undefined, null)).json().data as Array<{
    id: number;
    link: string;
  }>;
const everything = async () => ({
  settings: await db().select().from(settings),
  details: await db().select().from(shopDetails),
  social: await db().select().from(socialPlatforms).orderBy(asc(socialPlatforms.id)),
  audit: await auditRows(),
});

const SEEDED = {
  id: 1,
  is_maintenance_active: false,
  is_latest_product_active: true,
  is_best_seller_active: true,
  is_main_banner_is_active: true,
  is_banners_active: true,
};

describe('who may call', () => {
  it('refuses every call without a token (401), for a shopper or a staff member (403), changing nothing', async () => {
    const calls: Array<[InjectOptions['method'], string, unknown]> = [
      ['GET', '/admin/settings', undefined],
      ['PATCH', '/admin/settings', { is_maintenance_active: true }],
      ['GET', '/admin/shop-details', undefined],
      ['PATCH', '/admin/shop-details', { email: 'shop@zujaj.test' }],
      ['GET', '/admin/social-platforms', undefined],
      ['PATCH', '/admin/social-platforms/1', { link: 'https://x.example.com/zujaj' }],
    ];
    const before = await everything();
    for (const [method, url, payload] of calls) {
      const statuses = [
        (await call(method, url, payload, null)).statusCode,
        (await call(method, url, payload, customer)).statusCode,
        (await call(method, url, payload, staff)).statusCode,
      ];
      expect({ method, url, statuses }).toEqual({ method, url, statuses: [401, 403, 403] });
    }
    const refused = await call('PATCH', '/admin/settings', { is_maintenance_active: true }, staff);
    expect(refused.json()).toEqual({ message: en.forbidden_role });
    expect(await everything()).toEqual(before);
  });
});

describe('GET|PATCH /admin/settings', () => {
  it('answers the record and changes only the flags named; the storefront shows it at once', async () => {
    expect(await publicSettings()).toEqual(SEEDED);
    const read = await call('GET', '/admin/settings');
    expect(read.json()).toEqual({ status_code: 200, data: SEEDED });

    const patched = await call('PATCH', '/admin/settings', {
      is_maintenance_active: true,
      is_banners_active: false,
    });
    expect(patched.statusCode).toBe(200);
    const changed = { ...SEEDED, is_maintenance_active: true, is_banners_active: false };
    expect(patched.json()).toEqual({ status_code: 200, data: changed });
    // The cache's clock has not moved: only the write's own notice can have refreshed it.
    expect(await publicSettings()).toEqual(changed);

    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorId: ctx.owner.id,
      actorRole: 'owner',
      action: 'update',
      entity: 'settings',
      entityId: '1',
      changes: { is_maintenance_active: [false, true], is_banners_active: [true, false] },
    });

    // The same values again change nothing and write no audit row.
    const again = await call('PATCH', '/admin/settings', { is_maintenance_active: true });
    expect(again.json().data).toEqual(changed);
    expect(await auditRows()).toHaveLength(1);
  });

  it.each([
    ['a string', 'true'],
    ['a number', 1],
    ['null', null],
    ['a list', [true]],
    ['an object', { on: true }],
  ])('refuses %s for a flag (422 on that field, never converted)', async (_kind, value) => {
    const before = await everything();
    const answer = await call('PATCH', '/admin/settings', {
      is_best_seller_active: false,
      is_maintenance_active: value,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ is_maintenance_active: [en.field_invalid] });
    expect(await everything()).toEqual(before);
  });

  it('refuses a field it does not know, even beside good ones, in the request language', async () => {
    const before = await everything();
    const answer = await call(
      'PATCH',
      '/admin/settings',
      { is_maintenance_active: true, is_maintenence_active: true },
      ctx.owner.token,
      'ar',
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: ar.validation_failed,
      errors: { is_maintenence_active: [ar.admin_field_unknown] },
    });
    for (const body of [[true], 'on', 1]) {
      expect((await call('PATCH', '/admin/settings', body)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect(await everything()).toEqual(before);
  });

  it('reads the defaults without a row, and makes the row on the first change', async () => {
    await db().delete(settings);
    expect((await call('GET', '/admin/settings')).json().data).toEqual(SEEDED);
    expect(await db().select().from(settings)).toEqual([]);

    const answer = await call('PATCH', '/admin/settings', { is_latest_product_active: false });
    expect(answer.json().data).toEqual({ ...SEEDED, is_latest_product_active: false });
    expect(await publicSettings()).toEqual({ ...SEEDED, is_latest_product_active: false });
    expect((await auditRows()).map((row) => row.changes)).toEqual([
      { is_latest_product_active: [true, false] },
    ]);
  });
});

const NO_DETAILS = {
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
};

describe('GET|PATCH /admin/shop-details', () => {
  it('answers "" for every detail before any is given, and stores a partial change trimmed', async () => {
    expect((await call('GET', '/admin/shop-details')).json()).toEqual({
      status_code: 200,
      data: NO_DETAILS,
    });
    const answer = await call('PATCH', '/admin/shop-details', {
      phones: ['  02 2576 1986 ', '02 2576 1987'],
      email: ' orders@zujaj.test ',
      chat_number: '201001986198',
      address_ar: ' ١٢ شارع الزجاج، القاهرة ',
      map_location: '30.0444,31.2357',
    });
    expect(answer.statusCode).toBe(200);
    const saved = {
      ...NO_DETAILS,
      phones: ['02 2576 1986', '02 2576 1987'],
      email: 'orders@zujaj.test',
      chat_number: '201001986198',
      address_ar: '١٢ شارع الزجاج، القاهرة',
      map_location: '30.0444,31.2357',
    };
    expect(answer.json().data).toEqual(saved);
    expect((await call('GET', '/admin/shop-details')).json().data).toEqual(saved);

    const second = await call('PATCH', '/admin/shop-details', { fax: '02 2576 1988', email: '' });
    expect(second.json().data).toEqual({ ...saved, fax: '02 2576 1988', email: '' });
    const rows = await auditRows();
    const fields = (changes: object) => Object.keys(changes).sort();
    expect(rows.map(({ entity, changes }) => ({ entity, fields: fields(changes) }))).toEqual([
      {
        entity: 'shop_details',
        fields: ['address_ar', 'chat_number', 'email', 'map_location', 'phones'],
      },
      { entity: 'shop_details', fields: ['email', 'fax'] },
    ]);
    expect(rows[1]?.changes).toEqual({
      fax: ['', '02 2576 1988'],
      email: ['orders@zujaj.test', ''],
    });
  });

  it('answers every broken detail at once, translated, and stores none of them', async () => {
    const before = await everything();
    const body = {
      email: 'orders@zujaj',
      chat_number: '+20 1001986198',
      phones: ['02 2576 1986', '   '],
      address_en: 'Glass Street',
    };
    const english = await call('PATCH', '/admin/shop-details', body);
    expect(english.statusCode).toBe(422);
    const chat = { min: 8, max: 15 };
    expect(english.json().errors).toEqual({
      email: [en.invalid_email_format],
      chat_number: [en.admin_chat_number_invalid.replace('{{min}}', '8').replace('{{max}}', '15')],
      'phones.1': [en.admin_shop_phone_blank],
    });
    const arabic = await call('PATCH', '/admin/shop-details', body, ctx.owner.token, 'ar');
    expect(arabic.json().errors.chat_number).toEqual([
      ar.admin_chat_number_invalid
        .replace('{{min}}', String(chat.min))
        .replace('{{max}}', String(chat.max)),
    ]);
    for (const chatNumber of ['2010019', '2010019861981234', '20100198619a']) {
      const answer = await call('PATCH', '/admin/shop-details', { chat_number: chatNumber });
      expect({ chatNumber, status: answer.statusCode }).toEqual({ chatNumber, status: 422 });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses the offers banner, wrong types and too much, changing nothing', async () => {
    const before = await everything();
    const refused: Array<[unknown, string]> = [
      [{ offers_banner: '/media/banners/x.webp' }, 'offers_banner'],
      [{ phones: '02 2576 1986' }, 'phones'],
      [{ phones: ['1', '2', '3', '4', '5'] }, 'phones'],
      [{ phones: [2025761986] }, 'phones.0'],
      [{ email: 42 }, 'email'],
      [{ address_ar: 'ش'.repeat(301) }, 'address_ar'],
    ];
    for (const [body, field] of refused) {
      const answer = await call('PATCH', '/admin/shop-details', body);
      expect({
        body,
        status: answer.statusCode,
        fields: Object.keys(answer.json().errors),
      }).toEqual({ body, status: 422, fields: [field] });
    }
    expect(await everything()).toEqual(before);
  });
});

describe('social links', () => {
  it('lists the pages in order and changes one link; the storefront shows it at once', async () => {
    const list = (await call('GET', '/admin/social-platforms')).json();
    expect(list).toEqual({
      status_code: 200,
      data: [
        { id: 1, name: 'facebook', link: 'https://www.facebook.com/zujaj', sort: 1 },
        { id: 2, name: 'instagram', link: 'https://www.instagram.com/zujaj', sort: 2 },
      ],
    });
    await publicSocial();
    const answer = await call('PATCH', '/admin/social-platforms/2', {
      link: ' https://www.instagram.com/zujaj.glass ',
    });
    expect(answer.json()).toEqual({
      status_code: 200,
      data: { id: 2, name: 'instagram', link: 'https://www.instagram.com/zujaj.glass', sort: 2 },
    });
    expect((await publicSocial()).map((p) => p.link)).toEqual([
      'https://www.facebook.com/zujaj',
      'https://www.instagram.com/zujaj.glass',
    ]);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      entity: 'social_platform',
      entityId: '2',
      changes: {
        link: ['https://www.instagram.com/zujaj', 'https://www.instagram.com/zujaj.glass'],
      },
    });
  });

  it('refuses anything but an https address (422), an unknown page (404), changing nothing', async () => {
    const before = await everything();
    for (const link of [
      'http://www.facebook.com/zujaj',
      'javascript:alert(1)',
      'www.facebook.com/zujaj',
      'https://user:secret@www.facebook.com/zujaj',
      'https://localhost/zujaj',
      'https://www.face book.com/zujaj',
      '',
    ]) {
      const answer = await call(
        'PATCH',
        '/admin/social-platforms/1',
        { link },
        ctx.owner.token,
        'ar',
      );
      expect({ link, status: answer.statusCode }).toEqual({ link, status: 422 });
      expect(Object.keys(answer.json().errors)).toEqual(['link']);
    }
    const wrong = await call('PATCH', '/admin/social-platforms/1', { link: 'ftp://x.com' });
    expect(wrong.json().errors).toEqual({ link: [en.admin_social_link_invalid] });
    expect((await call('PATCH', '/admin/social-platforms/1', { link: 7 })).statusCode).toBe(422);
    expect((await call('PATCH', '/admin/social-platforms/1', {})).statusCode).toBe(422);
    const unknown = await call('PATCH', '/admin/social-platforms/99', {
      link: 'https://x.example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: en.admin_social_platform_not_found });
    expect(
      (await call('PATCH', '/admin/social-platforms/x', { link: 'https://a.b' })).statusCode,
    ).toBe(404);
    expect(await everything()).toEqual(before);
    expect(
      (await db().select().from(socialPlatforms).where(eq(socialPlatforms.id, 1)))[0]?.link,
    ).toBe('https://www.facebook.com/zujaj');
  });
});
