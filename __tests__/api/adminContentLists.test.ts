import { eq, ne } from 'drizzle-orm';
import { auditLog, commonQuestions } from '../../server/db/schema';
import adminAR from '../../src/admin/i18n/ar.json';
import adminEN from '../../src/admin/i18n/en.json';
import { bearer, createUser } from '../support/fixtures';
import { contentListCases, type Json } from '../support/contentListCases';
import { uploadPicture } from '../support/pictures';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';

// The owner's four ordered lists under /api/v1/admin: who may call them, create / change /
// delete / reorder on each, the rules answered per field in the request's language, and the
// storefront's public reads showing every change at once.

const ctx = setupTestApp();

let owner: string;

beforeEach(async () => {
  owner = (await createStaffMember(ctx.db, 'owner')).token;
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
  token = owner,
  lang = 'en',
) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });

/** A picture uploaded to the banners folder, as the back office's pickers do. */
const uploaded = () => uploadPicture(ctx.app, owner);
const LISTS = contentListCases(uploaded);

const publicNames = async (url: string, shown: (item: Json) => unknown) => {
  const res = await call('GET', url, undefined, '');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Json[] }).data.map(shown);
};

describe('who may call the lists', () => {
  it.each(LISTS.map((each) => each.list))(
    '%s: no token 401, a shopper or a staff member 403, and nothing changes',
    async (list) => {
      const staff = (await createStaffMember(ctx.db, 'staff')).token;
      const shopper = (await createUser(ctx.db)).token;
      expect((await call('GET', `/admin/${list}`, undefined, '')).statusCode).toBe(401);
      for (const token of [staff, shopper]) {
        expect((await call('GET', `/admin/${list}`, undefined, token)).statusCode).toBe(403);
        const res = await call('POST', `/admin/${list}`, { title_ar: 'x' }, token);
        expect(res.statusCode).toBe(403);
        expect((await call('PUT', `/admin/${list}/order`, { ids: [] }, token)).statusCode).toBe(
          403,
        );
      }
      const all = await call('GET', `/admin/${list}`);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({ status_code: 200, data: [] });
      expect(await ctx.db.select().from(auditLog)).toEqual([]);
    },
  );
});

describe.each(LISTS)('/admin/$list', ({ list, publicUrl, make, change, shown }) => {
  it('creates (appended last), changes a subset, reorders and deletes; the shop shows each step', async () => {
    const first = await call('POST', `/admin/${list}`, await make(1));
    expect(first.statusCode).toBe(201);
    const second = await call('POST', `/admin/${list}`, await make(2));
    expect(second.statusCode).toBe(201);
    const a = (first.json() as { data: Json }).data;
    const b = (second.json() as { data: Json }).data;
    expect([a.sort, b.sort]).toEqual([1, 2]);
    expect(await publicNames(publicUrl, shown)).toHaveLength(2);

    const patched = await call('PATCH', `/admin/${list}/${String(a.id)}`, change);
    expect(patched.statusCode).toBe(200);
    // Only what was sent changes.
    expect((patched.json() as { data: Json }).data).toEqual({ ...a, ...change });
    expect((await publicNames(publicUrl, shown))[0]).toBe(Object.values(change)[0]);

    const ordered = await call('PUT', `/admin/${list}/order`, { ids: [b.id, a.id] });
    expect(ordered.statusCode).toBe(200);
    const order = (ordered.json() as { data: Json[] }).data;
    expect(order.map((each) => [each.id, each.sort])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    expect((await publicNames(publicUrl, shown))[1]).toBe(Object.values(change)[0]);

    const removed = await call('DELETE', `/admin/${list}/${String(b.id)}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status_code: 200, data: { id: b.id } });
    expect(await publicNames(publicUrl, shown)).toEqual([Object.values(change)[0]]);
    const left = (await call('GET', `/admin/${list}`)).json() as { data: Json[] };
    expect(left.data.map((each) => each.id)).toEqual([a.id]);

    const rows = await ctx.db.select().from(auditLog).where(ne(auditLog.entity, 'media'));
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(['create', 'create', 'update', 'reorder', 'reorder', 'delete']);
  });

  it('refuses an order that does not name every entry exactly once, and changes nothing', async () => {
    const a = ((await call('POST', `/admin/${list}`, await make(1))).json() as { data: Json }).data;
    const b = ((await call('POST', `/admin/${list}`, await make(2))).json() as { data: Json }).data;
    for (const ids of [[a.id], [a.id, b.id, 999], [a.id, a.id, b.id], []]) {
      const res = await call('PUT', `/admin/${list}/order`, { ids });
      expect(res.statusCode).toBe(422);
      expect(Object.keys((res.json() as { errors: Json }).errors)).toEqual(['ids']);
    }
    const still = (await call('GET', `/admin/${list}`)).json() as { data: Json[] };
    expect(still.data.map((each) => each.id)).toEqual([a.id, b.id]);
  });

  it('answers 404 for an entry that is not there, and 422 for fields of the wrong type', async () => {
    expect((await call('PATCH', `/admin/${list}/999`, change)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/${list}/999`)).statusCode).toBe(404);
    const valid = await make(1);
    const wrong = await call('POST', `/admin/${list}`, { ...valid, title_en: 12, name_en: 12 });
    expect(wrong.statusCode).toBe(422);
    const ids = await call('PUT', `/admin/${list}/order`, { ids: 'all' });
    expect(ids.statusCode).toBe(422);
    expect((await call('GET', `/admin/${list}`)).json()).toEqual({ status_code: 200, data: [] });
  });
});

describe('the rules, answered per field in the request’s language', () => {
  it('a FAQ entry needs both questions and both answers; lengths are limited', async () => {
    const res = await call('POST', '/admin/faq', { title_ar: ' ', description_en: 'x' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Json }).errors).toEqual({
      title_ar: [adminEN.field_required],
      title_en: [adminEN.field_required],
      description_ar: [adminEN.field_required],
    });
    const ar = await call('POST', '/admin/faq', {}, owner, 'ar');
    expect((ar.json() as { errors: Record<string, string[]> }).errors.title_en).toEqual([
      adminAR.field_required,
    ]);
    const long = await call('POST', '/admin/faq', { description_en: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect((long.json() as { errors: Json }).errors).toEqual({
      description_en: [adminEN.field_too_long.replace('{{max}}', '5000')],
    });
  });

  it('a video link must hold a video id, on create and on change', async () => {
    const refused = await call('POST', '/admin/videos', {
      title_ar: 'فيديو',
      title_en: 'Video',
      link: 'https://example.com/watch?v=abcdefghijk',
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { errors: Json }).errors).toEqual({
      link: [adminEN.admin_videos_no_video_id],
    });
    const made = await call('POST', '/admin/videos', {
      title_ar: 'فيديو',
      title_en: 'Video',
      link: ' https://www.youtube.com/watch?v=abcdefghijk ',
    });
    const video = (made.json() as { data: Json }).data;
    expect(video).toMatchObject({
      link: 'https://www.youtube.com/watch?v=abcdefghijk',
      video_id: 'abcdefghijk',
    });
    const changed = await call(
      'PATCH',
      `/admin/videos/${String(video.id)}`,
      { link: 'https://youtube.com/channel/x' },
      owner,
      'ar',
    );
    expect(changed.statusCode).toBe(422);
    expect((changed.json() as { errors: Json }).errors).toEqual({
      link: [adminAR.admin_videos_no_video_id],
    });
  });

  it('a team phone is optional (digits, spaces, +); a photo must be uploaded to the shop', async () => {
    const member = {
      name_ar: 'منى',
      name_en: 'Mona',
      job_title_ar: 'مبيعات',
      job_title_en: 'Sales',
    };
    const bad = await call('POST', '/admin/team-members', {
      ...member,
      phone: '0100-abc',
      photo: '/media/banners/u-made-up-640.webp',
    });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: Json }).errors).toEqual({
      phone: [adminEN.admin_lists_phone_invalid],
      photo: [adminEN.admin_media_not_ours],
    });
    const made = await call('POST', '/admin/team-members', { ...member, phone: '' });
    expect((made.json() as { data: Json }).data).toMatchObject({ phone: null, photo: null });
  });

  it('a catalog needs its Arabic cover; the English one is optional', async () => {
    const res = await call('POST', '/admin/catalogs', {
      title_ar: 'ك',
      title_en: 'C',
      image_en: null,
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Json }).errors).toEqual({ image_ar: [adminEN.field_required] });
    const cover = await uploaded();
    const made = await call('POST', '/admin/catalogs', {
      title_ar: 'ك',
      title_en: 'C',
      image_ar: cover,
    });
    expect(made.statusCode).toBe(201);
    const id = String((made.json() as { data: Json }).data.id);
    // Its own cover may be sent again; taking it away is refused.
    expect((await call('PATCH', `/admin/catalogs/${id}`, { image_ar: cover })).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/admin/catalogs/${id}`, { image_ar: null })).statusCode).toBe(422);
  });

  it('a change is judged on the fields it sends, so an old entry can still be renamed', async () => {
    // Written before the rules (no answer in English): a title change still goes through.
    const [row] = await ctx.db
      .insert(commonQuestions)
      .values({ title: 'س', titleEn: 'Q', description: 'ج', descriptionEn: '', sort: 1 })
      .returning();
    const res = await call('PATCH', `/admin/faq/${row!.id}`, { title_en: 'Question' });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.db
      .select()
      .from(commonQuestions)
      .where(eq(commonQuestions.id, row!.id));
    expect(stored?.titleEn).toBe('Question');
  });
});

describe('the OpenAPI document', () => {
  it('lists the five calls of every list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json() as { paths: Record<string, Json> };
    for (const { list } of LISTS) {
      expect(Object.keys(doc.paths[`/api/v1/admin/${list}`] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`/api/v1/admin/${list}/order`] ?? {})).toEqual(['put']);
      expect(Object.keys(doc.paths[`/api/v1/admin/${list}/{id}`] ?? {}).sort()).toEqual([
        'delete',
        'patch',
      ]);
    }
  });
});
