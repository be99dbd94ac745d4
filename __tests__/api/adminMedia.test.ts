import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { auditLog, rateLimits } from '../../server/db/schema';
import { LIMITS, LimitStore, RateLimiter } from '../../server/services/rateLimiter';
import { PICTURE_LIMITS } from '../../src/shared/rules/media';
import adminAR from '../../src/admin/i18n/ar.json';
import { createStaffMember } from '../support/staffFixtures';
import { bearer, createUser } from '../support/fixtures';
import { blankPng, multipart, upload } from '../support/pictures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp, testConfig } from '../support/testServer';

// POST /admin/media/{folder}: what is stored (WebP at three widths, upright, no metadata), what is
// refused (by content, by size, by pixels) and that a refusal leaves no file behind.

let testDb: TestDb;
let app: FastifyInstance;
let imagesDir: string;
let staff: { token: string; id: number };

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig();
  imagesDir = path.join(config.dataDir, 'images');
  app = buildTestApp(testDb.db, { config });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});
beforeEach(async () => {
  await resetDb(testDb.db);
  fs.rmSync(path.join(imagesDir, 'products'), { recursive: true, force: true });
  fs.rmSync(path.join(imagesDir, 'banners'), { recursive: true, force: true });
  const member = await createStaffMember(testDb.db, 'staff');
  staff = { token: member.token, id: member.user.id };
});

const send = (body: ReturnType<typeof multipart>, folder = 'products', token = staff.token) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/media/${folder}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}), 'accept-language': 'en' },
    payload: body.payload,
  });

const stored = (folder = 'products') =>
  fs.existsSync(path.join(imagesDir, folder))
    ? fs.readdirSync(path.join(imagesDir, folder)).sort()
    : [];

/** A photograph as a phone sends it: landscape pixels, EXIF saying "turn right", GPS, an ICC. */
const phonePhoto = (format: 'png' | 'jpeg', width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Private' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 44/1', GPSLongitudeRef: 'E' },
    })
    .toFormat(format)
    .toBuffer();

describe('POST /admin/media/{folder}', () => {
  it('stores a PNG carrying EXIF and GPS as upright WebP at 320/640/1280 without metadata', async () => {
    const photo = await phonePhoto('png');
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestPhone');
    expect(before.orientation).toBe(6);

    const res = await send(upload('holiday.png', 'image/png', photo));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/media\/products\/u-[0-9a-f-]{36}-640\.webp$/);
    // Upright 1000 × 2000: narrower than 1280, so the largest file keeps the original size.
    expect(data).toMatchObject({ width: 1000, height: 2000 });

    const name = data.url.replace('/media/products/', '').replace('-640.webp', '');
    expect(stored()).toEqual([`${name}-1280.webp`, `${name}-320.webp`, `${name}-640.webp`]);
    const sizes: Record<string, [number | undefined, number | undefined]> = {};
    for (const width of [320, 640, 1280]) {
      const file = fs.readFileSync(path.join(imagesDir, 'products', `${name}-${width}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.includes(Buffer.from('TestPhone'))).toBe(false);
      sizes[width] = [meta.width, meta.height];
    }
    expect(sizes).toEqual({ 320: [320, 640], 640: [640, 1280], 1280: [1000, 2000] });

    // Served where the answer says, and recorded.
    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [audit] = await testDb.db.select().from(auditLog);
    expect(audit).toMatchObject({ entity: 'media', action: 'upload', entityId: name });
    expect(audit?.actorId).toBe(staff.id);
  });

  it('answers the -1280 size of a large JPEG, never enlarging a small one', async () => {
    const big = await send(upload('a.jpg', 'image/jpeg', await phonePhoto('jpeg', 3000, 2000)));
    expect(big.json().data).toMatchObject({ width: 1280, height: 1920 });
    const small = await send(upload('b.png', 'image/png', await phonePhoto('png', 300, 200)));
    expect(small.json().data).toMatchObject({ width: 200, height: 300 });
    const name = small.json().data.url.replace(/^.*\/(u-[^/]+)-640\.webp$/, '$1');
    for (const width of [320, 640, 1280]) {
      const file = path.join(imagesDir, 'products', `${name}-${width}.webp`);
      expect((await sharp(file).metadata()).width).toBe(200);
    }
  });

  it.each([
    ['webp', (s: Sharp) => s.webp()],
    ['gif', (s: Sharp) => s.gif()],
    ['avif', (s: Sharp) => s.avif()],
  ])('reads %s by its content', async (_format, encode) => {
    const picture = await encode(
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#e9c46a' } }),
    ).toBuffer();
    // A misleading name and type change nothing: the content decides.
    const res = await send(upload('scan.txt', 'text/plain', picture), 'banners');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ width: 64, height: 48 });
    expect(stored('banners')).toHaveLength(3);
  });

  it('refuses a text file named .jpg with 422 on file, writing nothing', async () => {
    const text = Buffer.from('<?php echo "not a picture"; ?>\n'.repeat(20));
    const res = await send(upload('photo.jpg', 'image/jpeg', text));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([
      'This file is not a picture the shop can read: use JPEG, PNG, WebP, GIF or AVIF',
    ]);
    expect(stored()).toEqual([]);
    expect(await testDb.db.select().from(auditLog)).toEqual([]);
  });

  it('refuses an SVG and a truncated JPEG as no picture', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await send(upload('a.svg', 'image/svg+xml', svg))).statusCode).toBe(422);
    const jpeg = await phonePhoto('jpeg', 800, 600);
    const cut = await send(upload('cut.jpg', 'image/jpeg', jpeg.subarray(0, jpeg.length / 2)));
    expect(cut.statusCode).toBe(422);
    expect(stored()).toEqual([]);
  });

  it.each([
    [20_000, 20_000],
    [PICTURE_LIMITS.side + 1, 100],
    [8000, 6000], // 48 megapixels
  ])('refuses a %i × %i picture from its header, never decoding it', async (width, height) => {
    const bomb = blankPng(width, height);
    expect(bomb.length).toBeLessThan(PICTURE_LIMITS.bytes);
    const decodes = jest.spyOn(sharp.prototype, 'toBuffer');
    try {
      const res = await send(upload('bomb.png', 'image/png', bomb));
      expect(decodes).not.toHaveBeenCalled();
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([
        'The picture is too big: at most 40 megapixels and 10000 pixels a side',
      ]);
    } finally {
      decodes.mockRestore();
    }
    expect(stored()).toEqual([]);
  });

  it('cuts off a file over 10 MB with 413 and a translated message, writing nothing', async () => {
    const photo = await phonePhoto('png', 64, 64);
    const padded = Buffer.concat([photo, Buffer.alloc(PICTURE_LIMITS.bytes + 1 - photo.length)]);
    const res = await send(upload('huge.png', 'image/png', padded));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file is larger than 10 MB',
      errors: { file: ['The file is larger than 10 MB'] },
    });
    expect(stored()).toEqual([]);
    // Exactly 10 MB is still read (and judged by its content).
    const atLimit = Buffer.concat([photo, Buffer.alloc(PICTURE_LIMITS.bytes - photo.length)]);
    expect((await send(upload('edge.png', 'image/png', atLimit))).statusCode).toBe(201);
  });

  it('asks for the file when the form has none or the body is JSON', async () => {
    const noFile = await send(multipart([{ field: 'note', value: 'hello' }]));
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['Choose a picture to upload'] });
    const wrongField = await send(
      multipart([
        { field: 'picture', filename: 'a.png', contentType: 'image/png', data: blankPng(8, 8) },
      ]),
    );
    expect(wrongField.json().errors).toEqual({ file: ['Choose a picture to upload'] });
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/products',
      headers: { ...bearer(staff.token), 'accept-language': 'en' },
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['Choose a picture to upload'] });
    expect(stored()).toEqual([]);
  });

  it('is 401 without a token, 403 for a customer and 404 for another folder', async () => {
    const body = () => upload('a.png', 'image/png', blankPng(16, 16));
    expect((await send(body(), 'products', '')).statusCode).toBe(401);
    const customer = await createUser(testDb.db);
    expect((await send(body(), 'products', customer.token)).statusCode).toBe(403);
    expect((await send(body(), 'details')).statusCode).toBe(404);
    expect((await send(body(), '..')).statusCode).toBe(404);
    expect(stored()).toEqual([]);
    expect(fs.existsSync(path.join(imagesDir, 'details'))).toBe(false);
  });

  it('says it in Arabic by default', async () => {
    const body = upload('a.jpg', 'image/jpeg', Buffer.from('not a picture'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/products',
      headers: { ...body.headers, ...bearer(staff.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([adminAR.admin_media_not_picture]);
  });

  it('allows 120 uploads per staff member an hour, then 429 before reading the file', async () => {
    const limiter = new RateLimiter(
      new LimitStore(testDb.db),
      'uploadsPerStaff',
      LIMITS.uploadsPerStaff,
    );
    const key = limiter.storedKey(String(staff.id));
    await testDb.db
      .insert(rateLimits)
      .values({ key, points: 120, expiresAt: new Date(Date.now() + 3_600_000) });
    const res = await send(upload('a.png', 'image/png', blankPng(16, 16)));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(stored()).toEqual([]);
    // Another member has their own count.
    const other = await createStaffMember(testDb.db, 'owner');
    const theirs = await send(
      upload('a.png', 'image/png', blankPng(16, 16)),
      'products',
      other.token,
    );
    expect(theirs.statusCode).toBe(201);
    const [row] = await testDb.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.points).toBe(120);
  });

  it('is in the OpenAPI document with its multipart body and answer', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const upload = doc.paths['/api/v1/admin/media/{folder}'].post;
    expect(upload.security).toEqual([{ bearerAuth: [] }]);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
    });
    expect(upload.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          in: 'path',
          name: 'folder',
          schema: expect.objectContaining({ enum: ['products', 'banners'] }),
        }),
      ]),
    );
    expect(
      Object.keys(
        upload.responses['201'].content['application/json'].schema.properties.data.properties,
      ),
    ).toEqual(['url', 'width', 'height']);
  });
});
