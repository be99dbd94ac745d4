import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog, headerImages, shopDetails } from '../../server/db/schema';
import { createUser } from '../support/fixtures';
import { uploadPicture } from '../support/pictures';
import { createStaffMember } from '../support/staffFixtures';
import { callApi, setupTestApp } from '../support/testServer';

// The storefront's pictures in the back office: the home carousel's header pictures (add, link,
// order, delete) and the offers banner, the owner's only; what the public header call then answers.

// The read cache looks at the version row once a "second" of a held clock: a test that does not
// move it sees a change at once only because the write told the cache (dataWritten).
const ctx = setupTestApp({ heldClock: true, owner: true });
beforeEach(() => ctx.later());

const call = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  { token = ctx.owner.token, lang = 'en' }: { token?: string | null; lang?: string } = {},
) => callApi(ctx.app, method, url, { payload, token, lang });

/** Uploads a small picture to `folder` as the owner and answers its URL. */
const uploaded = (folder: 'products' | 'banners' = 'banners') =>
  uploadPicture(ctx.app, ctx.owner.token, folder);

/** Header rows as the demo or an earlier owner left them (written straight into the table). */
async function existing(...images: string[]) {
  await ctx.db
    .insert(headerImages)
    .values(images.map((image, index) => ({ image, sort: index + 1 })));
  ctx.later();
  const res = await call('GET', '/admin/header-images');
  return (res.json().data as Array<{ id: number }>).map((row) => row.id);
}

const publicHeader = async () => (await call('GET', '/header', undefined, { token: null })).json();
const audits = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
const NOT_OURS = 'Upload this picture first: only pictures uploaded to the shop can be used';
const LINK_INVALID =
  'Give a page of the shop starting with / (like /offers) or an address starting with https://';

describe('who may change the storefront’s pictures', () => {
  it('only an owner: 401 without a token, 403 for a shopper or staff, and nothing changes', async () => {
    const [id] = await existing('/media/header/slide-1-640.webp');
    const staff = (await createStaffMember(ctx.db, 'staff')).token;
    const shopper = (await createUser(ctx.db)).token;
    const calls: Array<[InjectOptions['method'], string, object?]> = [
      ['GET', '/admin/header-images'],
      ['POST', '/admin/header-images', { image: '/media/banners/x-640.webp' }],
      ['PATCH', `/admin/header-images/${id}`, { link: '/offers' }],
      ['PUT', '/admin/header-images/order', { ids: [id] }],
      ['DELETE', `/admin/header-images/${id}`],
      ['GET', '/admin/offers-banner'],
      ['PUT', '/admin/offers-banner', { image: '' }],
    ];
    for (const [method, url, body] of calls) {
      expect([method, url, (await call(method, url, body, { token: null })).statusCode]).toEqual([
        method,
        url,
        401,
      ]);
      for (const token of [staff, shopper]) {
        const res = await call(method, url, body, { token });
        expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      }
    }
    expect(await ctx.db.select().from(headerImages)).toEqual([
      { id, image: '/media/header/slide-1-640.webp', link: null, sort: 1 },
    ]);
    expect(await ctx.db.select().from(shopDetails)).toEqual([]);
    expect(await audits()).toEqual([]);
  });
});

describe('adding a header picture', () => {
  it('takes a picture the banners upload stored, puts it last, audits it and shows it at once', async () => {
    await existing('/media/header/slide-1-640.webp');
    // Read once: the public answer is now cached, and the clock does not move from here on.
    expect((await publicHeader()).data).toHaveLength(1);
    const image = await uploaded();
    const res = await call('POST', '/admin/header-images', { image, link: '/offers' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status_code: 201,
      data: { id: 2, image, link: '/offers', sort: 2 },
    });
    expect((await publicHeader()).data).toEqual([
      { id: 1, image: '/media/header/slide-1-640.webp' },
      { id: 2, image, link: '/offers' },
    ]);
    const [row] = (await audits()).filter((each) => each.entity !== 'media');
    expect(row).toMatchObject({
      action: 'create',
      entity: 'header_image',
      entityId: '2',
      changes: { image: [null, image], link: [null, '/offers'], sort: [null, 2] },
    });
  });

  it('refuses a picture not uploaded to the banners, a bad link and wrong types (422)', async () => {
    const product = await uploaded('products');
    for (const image of [product, '/media/banners/u-made-up-640.webp', 'https://x.test/a.webp']) {
      const res = await call('POST', '/admin/header-images', { image });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ image: [NOT_OURS] });
    }
    const image = await uploaded();
    const bad = await call('POST', '/admin/header-images', { image, link: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ link: [LINK_INVALID] });
    // Wrong types are refused as the body's field errors, never coerced.
    for (const body of [{}, { image: 12 }, { image, link: 5 }, { image: null }]) {
      expect((await call('POST', '/admin/header-images', body)).statusCode).toBe(422);
    }
    expect(await ctx.db.select().from(headerImages)).toEqual([]);
    expect((await audits()).filter((row) => row.entity === 'header_image')).toEqual([]);
  });
});

describe('a header picture’s link', () => {
  it('accepts a page of the shop or an https address, and removes it with null or ""', async () => {
    const [id] = await existing('/media/header/slide-1-640.webp');
    for (const link of [
      '/offers',
      '/en/offers',
      '/vases?sort=new#top',
      'https://example.com/sale',
      '  /latest-products  ',
    ]) {
      const res = await call('PATCH', `/admin/header-images/${id}`, { link });
      expect([link, res.statusCode]).toEqual([link, 200]);
      expect(res.json().data.link).toBe(link.trim());
    }
    expect((await publicHeader()).data).toEqual([
      { id, image: '/media/header/slide-1-640.webp', link: '/latest-products' },
    ]);
    for (const link of [null, '']) {
      const res = await call('PATCH', `/admin/header-images/${id}`, { link });
      expect(res.json().data.link).toBeNull();
    }
    // Without a link the public answer keeps its documented shape: no link key at all.
    const answer = await publicHeader();
    expect(answer.data).toEqual([{ id, image: '/media/header/slide-1-640.webp' }]);
    expect(Object.keys(answer.data[0])).toEqual(['id', 'image']);
    const changes = (await audits()).map((row) => row.changes);
    expect(changes[0]).toEqual({ link: [null, '/offers'] });
    expect(changes.at(-1)).toEqual({ link: ['/latest-products', null] });
    // Removing an absent link again changes nothing and writes no row.
    expect(changes).toHaveLength(6);
  });

  it('refuses anything else, and wrong types, with a translated 422', async () => {
    const [id] = await existing('/media/header/slide-1-640.webp');
    for (const link of [
      'offers',
      '//evil.test/offers',
      '/\\evil.test',
      'http://example.com',
      'javascript:alert(1)',
      'https://user@evil.test',
      'https://',
      '/api/v1/products',
      '/admin/orders',
      '/en/admin',
      '/media/banners/x-640.webp',
      '/of fers',
    ]) {
      const res = await call('PATCH', `/admin/header-images/${id}`, { link });
      expect([link, res.statusCode, res.json().errors]).toEqual([
        link,
        422,
        { link: [LINK_INVALID] },
      ]);
    }
    const long = await call('PATCH', `/admin/header-images/${id}`, { link: `/${'a'.repeat(500)}` });
    expect(long.json().errors).toEqual({ link: ['At most 500 characters'] });
    const arabic = await call('PATCH', `/admin/header-images/${id}`, { link: 'x' }, { lang: 'ar' });
    expect(arabic.json().errors.link[0]).toMatch(/^اكتب صفحة من المتجر/);
    for (const body of [{}, { link: 1 }, { link: ['/offers'] }]) {
      expect((await call('PATCH', `/admin/header-images/${id}`, body)).statusCode).toBe(422);
    }
    expect((await call('PATCH', '/admin/header-images/99', { link: '/offers' })).statusCode).toBe(
      404,
    );
    expect((await ctx.db.select().from(headerImages))[0]?.link).toBeNull();
    expect(await audits()).toEqual([]);
  });
});

describe('the carousel’s order', () => {
  it('follows ids naming every picture once; the storefront shows the new order', async () => {
    const [a, b, c] = (await existing(
      '/media/header/a-640.webp',
      '/media/header/b-640.webp',
      '/media/header/c-640.webp',
    )) as [number, number, number];
    const res = await call('PUT', '/admin/header-images/order', { ids: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((row: { id: number; sort: number }) => [row.id, row.sort])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await publicHeader()).data.map((row: { id: number }) => row.id)).toEqual([c, a, b]);
    expect((await audits()).map((row) => [row.action, row.entityId, row.changes])).toEqual([
      ['reorder', String(c), { sort: [3, 1] }],
      ['reorder', String(a), { sort: [1, 2] }],
      ['reorder', String(b), { sort: [2, 3] }],
    ]);
  });

  it('refuses a list leaving one out, naming one twice or naming an unknown one (422)', async () => {
    const [a, b] = (await existing('/media/header/a-640.webp', '/media/header/b-640.webp')) as [
      number,
      number,
    ];
    for (const ids of [[b], [b, a, a], [b, b], [b, a, 99], []]) {
      const res = await call('PUT', '/admin/header-images/order', { ids });
      expect([ids, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([
        ids,
        422,
        ['ids'],
      ]);
    }
    for (const body of [{}, { ids: 'a,b' }, { ids: [1.5] }, { ids: [0] }, { ids: [true] }]) {
      expect((await call('PUT', '/admin/header-images/order', body)).statusCode).toBe(422);
    }
    expect((await publicHeader()).data.map((row: { id: number }) => row.id)).toEqual([a, b]);
    expect(await audits()).toEqual([]);
  });
});

describe('deleting a header picture', () => {
  it('takes it out of the carousel at once and audits it; 404 for an unknown one', async () => {
    const [a, b] = (await existing('/media/header/a-640.webp', '/media/header/b-640.webp')) as [
      number,
      number,
    ];
    expect((await publicHeader()).data).toHaveLength(2);
    const res = await call('DELETE', `/admin/header-images/${a}`);
    expect(res.json()).toEqual({ status_code: 200, data: { id: a } });
    expect((await publicHeader()).data).toEqual([{ id: b, image: '/media/header/b-640.webp' }]);
    expect((await call('DELETE', `/admin/header-images/${a}`)).statusCode).toBe(404);
    expect((await audits()).map((row) => [row.action, row.entityId, row.changes])).toEqual([
      ['delete', String(a), { image: ['/media/header/a-640.webp', null], sort: [1, null] }],
    ]);
  });
});

describe('the offers banner', () => {
  it('is "" before the details row exists; set (row made), kept, and removed with ""', async () => {
    expect((await call('GET', '/admin/offers-banner')).json()).toEqual({
      status_code: 200,
      data: { image: '' },
    });
    const image = await uploaded();
    const set = await call('PUT', '/admin/offers-banner', { image });
    expect(set.json()).toEqual({ status_code: 200, data: { image } });
    expect(await ctx.db.select().from(shopDetails)).toMatchObject([
      { id: 1, offersBanner: image, email: '' },
    ]);
    // The banner already set may be sent again (nothing changes, no audit row).
    expect((await call('PUT', '/admin/offers-banner', { image })).statusCode).toBe(200);
    const cleared = await call('PUT', '/admin/offers-banner', { image: '' });
    expect(cleared.json().data).toEqual({ image: '' });
    expect((await call('GET', '/admin/offers-banner')).json().data).toEqual({ image: '' });
    expect((await audits()).map((row) => [row.entity, row.changes])).toEqual([
      ['media', expect.anything()],
      ['shop_details', { offers_banner: [null, image] }],
      ['shop_details', { offers_banner: [image, null] }],
    ]);
  });

  it('keeps the other shop details when the row exists', async () => {
    await ctx.db.insert(shopDetails).values({ id: 1, email: 'shop@example.com' });
    const image = await uploaded();
    expect((await call('PUT', '/admin/offers-banner', { image })).statusCode).toBe(200);
    expect(await ctx.db.select().from(shopDetails)).toMatchObject([
      { id: 1, offersBanner: image, email: 'shop@example.com' },
    ]);
  });

  it('refuses a picture not uploaded to the banners and wrong types (422)', async () => {
    const product = await uploaded('products');
    const res = await call('PUT', '/admin/offers-banner', { image: product }, { lang: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['image']);
    for (const body of [{}, { image: null }, { image: 3 }]) {
      expect((await call('PUT', '/admin/offers-banner', body)).statusCode).toBe(422);
    }
    expect(await ctx.db.select().from(shopDetails)).toEqual([]);
  });
});
