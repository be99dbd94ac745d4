import {
  aboutUs,
  catalogs,
  commonQuestions,
  contactMessages,
  headerImages,
  policyPages,
  socialPlatforms,
  teamMembers,
  videos,
} from '../../server/db/schema';
import { HttpError } from '../../server/lib/httpError';
import { receiveContactMessage } from '../../server/services/contactService';
import { LIMITS, LimitStore, RateLimiter } from '../../server/services/rateLimiter';
import type { ContactBody } from '../../src/shared/wire/content';
import { setupTestApp } from '../support/testServer';

const ctx = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/header', () => {
  it('lists the header images in sort order', async () => {
    await ctx.db.insert(headerImages).values([
      { image: '/media/header/b-640.webp', sort: 2 },
      { image: '/media/header/a-640.webp', sort: 1 },
    ]);
    const res = await get('/api/v1/header');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      data: [
        { id: 2, image: '/media/header/a-640.webp' },
        { id: 1, image: '/media/header/b-640.webp' },
      ],
    });
  });
});

describe('GET /api/v1/catalogs', () => {
  it('gives both cover images and the title in the request language', async () => {
    await ctx.db.insert(catalogs).values({
      title: 'كتالوج الفازات',
      titleEn: 'Vases catalog',
      imageAr: '/media/catalogs/v-ar-640.webp',
      imageEn: '/media/catalogs/v-en-640.webp',
    });
    const ar = (await get('/api/v1/catalogs')).json();
    expect(ar.data[0]).toEqual({
      id: 1,
      title: 'كتالوج الفازات',
      title_ar: 'كتالوج الفازات',
      title_en: 'Vases catalog',
      image_ar: '/media/catalogs/v-ar-640.webp',
      image_en: '/media/catalogs/v-en-640.webp',
    });
    const en = (await get('/api/v1/catalogs?lang=en')).json();
    expect(en.data[0].title).toBe('Vases catalog');
    expect((await get('/api/v1/catalogs?lang=de')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/videos', () => {
  it('pages 9 at a time with the pagination numbers', async () => {
    await ctx.db.insert(videos).values(
      Array.from({ length: 20 }, (_, i) => ({
        title: `فيديو ${i + 1}`,
        titleEn: `Video ${i + 1}`,
        link: `https://www.youtube.com/watch?v=abcdefghi${String(i).padStart(2, '0')}`,
        sort: i,
      })),
    );
    const first = (await get('/api/v1/videos')).json();
    expect(first).toMatchObject({
      status_code: 200,
      current_page: 1,
      last_page: 3,
      per_page: 9,
      total: 20,
    });
    expect(first.data).toHaveLength(9);
    expect(Object.keys(first.data[0]).sort()).toEqual(
      ['id', 'link', 'title', 'title_ar', 'title_en'].sort(),
    );
    const third = (await get('/api/v1/videos?page=3&lang=en')).json();
    expect(third.data.map((v: { title: string }) => v.title)).toEqual(['Video 19', 'Video 20']);
    expect((await get('/api/v1/videos?per_page=4')).json().last_page).toBe(5);
    expect((await get('/api/v1/videos?page=0')).statusCode).toBe(400);
  });

  it('is an empty first page when there are no videos', async () => {
    expect((await get('/api/v1/videos')).json()).toEqual({
      status_code: 200,
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 9,
      total: 0,
    });
  });
});

describe('GET /api/v1/about-us', () => {
  it('answers success true with the HTML in the request language and the images', async () => {
    const images = Array.from({ length: 34 }, (_, i) => `/media/factory/f${i + 1}-640.webp`);
    await ctx.db
      .insert(aboutUs)
      .values({ content: '<p>منذ 1986</p>', contentEn: '<p>Since 1986</p>', images });
    const ar = (await get('/api/v1/about-us')).json();
    expect(ar).toEqual({
      success: true,
      status_code: 200,
      data: {
        content: '<p>منذ 1986</p>',
        content_ar: '<p>منذ 1986</p>',
        content_en: '<p>Since 1986</p>',
        about_us_images: images,
      },
    });
    const en = (await get('/api/v1/about-us?lang=en')).json();
    expect(en.data.content).toBe('<p>Since 1986</p>');
  });

  it('is empty content before the shop writes the page', async () => {
    const body = (await get('/api/v1/about-us')).json();
    expect(body.data).toMatchObject({ content: '', about_us_images: [] });
  });
});

describe('policy pages', () => {
  const slugs = [
    'shipping-policy',
    'terms-conditions',
    'privacy-policy',
    'exchanges-and-returns',
  ] as const;

  it('each answers its title and HTML in the request language', async () => {
    await ctx.db.insert(policyPages).values(
      slugs.map((slug) => ({
        slug,
        title: `عنوان ${slug}`,
        titleEn: `Title ${slug}`,
        content: `<p>محتوى ${slug}</p>`,
        contentEn: `<p>Content ${slug}</p>`,
      })),
    );
    for (const slug of slugs) {
      const ar = await get(`/api/v1/${slug}`);
      expect(ar.statusCode).toBe(200);
      expect(ar.json()).toMatchObject({
        success: true,
        status_code: 200,
        data: { title: `عنوان ${slug}`, content: `<p>محتوى ${slug}</p>` },
      });
      const en = (await get(`/api/v1/${slug}?lang=en`)).json();
      expect(en.data).toMatchObject({ title: `Title ${slug}`, content: `<p>Content ${slug}</p>` });
    }
  });

  it('404 when the page was never written', async () => {
    const res = await get('/api/v1/privacy-policy?lang=en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});

describe('GET /api/v1/common-questions', () => {
  it('localizes title and description, English twins always present', async () => {
    await ctx.db.insert(commonQuestions).values([
      { title: 'س2', titleEn: 'Q2', description: 'ج2', descriptionEn: 'A2', sort: 2 },
      { title: 'س1', titleEn: 'Q1', description: 'ج1', descriptionEn: 'A1', sort: 1 },
    ]);
    const ar = (await get('/api/v1/common-questions')).json();
    expect(ar.success).toBe(true);
    expect(ar.data[0]).toEqual({
      id: 2,
      title: 'س1',
      title_ar: 'س1',
      title_en: 'Q1',
      description: 'ج1',
      description_ar: 'ج1',
      description_en: 'A1',
    });
    const en = (await get('/api/v1/common-questions?lang=en')).json();
    expect(en.data.map((q: { title: string }) => q.title)).toEqual(['Q1', 'Q2']);
  });
});

describe('GET /api/v1/team-members and /social-platforms', () => {
  it('lists team members with both job titles', async () => {
    await ctx.db.insert(teamMembers).values({
      jobTitle: 'مدير المبيعات',
      jobTitleEn: 'Sales manager',
      name: 'أحمد',
      nameEn: 'Ahmed',
      phone: '01001234567',
      photo: '/media/team/ahmed-640.webp',
    });
    const ar = (await get('/api/v1/team-members')).json();
    expect(ar).toEqual({
      status_code: 200,
      data: [
        {
          id: 1,
          job_title: 'مدير المبيعات',
          job_title_ar: 'مدير المبيعات',
          job_title_en: 'Sales manager',
          name: 'أحمد',
          name_ar: 'أحمد',
          name_en: 'Ahmed',
          phone: '01001234567',
          photo: '/media/team/ahmed-640.webp',
        },
      ],
    });
    const en = (await get('/api/v1/team-members', { 'accept-language': 'en' })).json();
    expect(en.data[0]).toMatchObject({ job_title: 'Sales manager', name: 'Ahmed' });
  });

  it('lists social platforms in sort order', async () => {
    await ctx.db.insert(socialPlatforms).values([
      { name: 'Instagram', link: 'https://instagram.com/zujaj', sort: 2 },
      { name: 'Facebook', link: 'https://facebook.com/zujaj', sort: 1 },
    ]);
    const body = (await get('/api/v1/social-platforms')).json();
    expect(body).toEqual({
      status_code: 200,
      data: [
        { id: 2, name: 'Facebook', link: 'https://facebook.com/zujaj' },
        { id: 1, name: 'Instagram', link: 'https://instagram.com/zujaj' },
      ],
    });
  });
});

describe('POST /api/v1/contact-us', () => {
  const valid = {
    full_name: 'منى إبراهيم',
    contact_email: 'mona@example.com',
    phone_number: '01012345678',
    text: 'أريد عرض سعر لعدد 200 كوب زجاجي.',
  };
  const post = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('stores a valid message and answers the translated success message', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: 'تم إرسال رسالتك بنجاح' });
    const en = await post({ ...valid, phone_number: '0223456789' }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Your message has been sent successfully');
    const rows = await ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      fullName: 'منى إبراهيم',
      contactEmail: 'mona@example.com',
      phoneNumber: '01012345678',
    });
  });

  it('answers 422 with an error per broken field and stores nothing', async () => {
    const res = await post(
      { full_name: 'ab', contact_email: 'not-mail', phone_number: '12345', text: 'short' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Some fields are not valid, please check them',
      errors: {
        full_name: ['The full name must be at least 3 characters'],
        contact_email: ['Enter a valid e-mail address'],
        phone_number: ['The phone number must be 10 to 11 digits'],
        text: ['The message must be 10 to 500 characters'],
      },
    });
    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['contact_email', 'full_name', 'phone_number', 'text'].sort(),
    );
    expect(empty.json().errors.text).toEqual(['هذا الحقل مطلوب']);
    const long = await post({ ...valid, text: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ text: [expect.any(String)] });
    const letters = await post({ ...valid, phone_number: '01012345a78' });
    expect(Object.keys(letters.json().errors)).toEqual(['phone_number']);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('accepts the edge lengths: 3-letter name, 10 and 500 character texts, 10 and 11 digits', async () => {
    for (const payload of [
      { ...valid, full_name: 'علي', text: 'x'.repeat(10), phone_number: '0123456789' },
      { ...valid, text: 'ن'.repeat(500), phone_number: '01012345678' },
    ]) {
      expect((await post(payload)).statusCode).toBe(200);
    }
    // Strict types: a number is not read as the text of a phone number.
    const numeric = await post({ ...valid, phone_number: 1012345678 });
    expect(numeric.statusCode).toBe(422);
    expect(Object.keys(numeric.json().errors)).toEqual(['phone_number']);
  });

  it('refuses a non-object body with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits each client address to 30 messages in 10 minutes (429 with Retry-After)', async () => {
    for (let i = 0; i < LIMITS.contactPerAddress.limit; i += 1)
      expect((await post(valid, {}, '10.0.0.9')).statusCode).toBe(200);
    const refused = await post(valid, { 'accept-language': 'en' }, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid, {}, '10.0.0.10')).statusCode).toBe(200);
  });
});

describe('receiveContactMessage (the contact limit)', () => {
  const valid = {
    full_name: 'منى إبراهيم',
    contact_email: 'mona@example.com',
    phone_number: '01012345678',
    text: 'أريد عرض سعر لعدد 200 كوب زجاجي.',
  };
  const statusOf = (error: unknown) => (error instanceof HttpError ? error.statusCode : error);

  it('counts valid messages only and opens again once the 10-minute window has ended', async () => {
    let now = Date.UTC(2026, 0, 1);
    const rule = LIMITS.contactPerAddress;
    const store = new LimitStore(ctx.db, () => new Date(now));
    const limiter = new RateLimiter(store, 'contactPerAddress', rule);
    const send = (input: ContactBody) =>
      receiveContactMessage(ctx.db, input, { limiter, client: '10.0.0.7' }, (key) => key).then(
        () => 200,
        statusOf,
      );
    expect(await send({})).toBe(422);
    for (let i = 0; i < rule.limit; i += 1) expect(await send(valid)).toBe(200);
    expect(await send(valid)).toBe(429);
    now += rule.windowMs - 1;
    expect(await send(valid)).toBe(429);
    now += 1;
    expect(await send(valid)).toBe(200);
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(rule.limit + 1);
  });
});
