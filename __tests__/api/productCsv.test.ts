import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, products, users } from '../../server/db/schema';
import {
  BOM,
  byColumn,
  download,
  fromColumns,
  importCsv,
  readCsv,
  writeCsv,
} from '../support/csvFixtures';
import { createCategory, createProduct } from '../support/catalogFixtures';
import { bearer, createUser } from '../support/fixtures';
import { createStaffMember } from '../support/staffFixtures';
import { createTestDb, resetDb, type TestDb } from '../support/testDb';
import { buildTestApp } from '../support/testServer';
import adminAR from '../../src/admin/i18n/ar.json';
import adminEN from '../../src/admin/i18n/en.json';
import storeEN from '../../src/i18n/locales/en.json';

// The product file: exported as a spreadsheet opens it (mark, CRLF, Arabic intact), imported by
// product_code with the product form's own rules, dry run first, apply in one transaction.

const en = { ...storeEN, ...adminEN };
const HEADER = [
  'product_code',
  'name_ar',
  'name_en',
  'description_ar',
  'description_en',
  'category_id',
  'category_name',
  'price_before_discount',
  'price_after_discount',
  'quantity',
  'product_status',
  'status',
  'sort',
];
/** Diacritics, guillemets, a presentation form and an emoji: every character must come back. */
const CUP_AR = 'كوبٌ مُذهَّب «فاخر» ﷲ 🏺';

let testDb: TestDb;
let app: FastifyInstance;
let clock = 0;
let staff: string;
let owner: string;
let shopper: string;
const db = () => testDb.db;

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
  await resetDb(db());
  clock += 1000;
  staff = (await createStaffMember(db(), 'staff')).token;
  owner = (await createStaffMember(db(), 'owner')).token;
  shopper = (await createUser(db())).token;
});

async function catalogue() {
  const cups = await createCategory(db(), { name: 'أكواب', nameEn: 'Cups' });
  const vases = await createCategory(db(), { name: 'مزهريات', nameEn: 'Vases' });
  const cup = await createProduct(db(), {
    categoryId: cups.id,
    productCode: 'CUP-1',
    name: CUP_AR,
    nameEn: 'Gilded cup, "fine"',
    description: 'زجاج\nمنفوخ يدويًا',
    descriptionEn: '=SUM(A1)',
    sort: 2,
  });
  const vase = await createProduct(db(), {
    categoryId: vases.id,
    productCode: 'VASE-2',
    slug: 'vase',
    name: 'مزهرية',
    nameEn: 'Vase',
    priceBeforeDiscount: null,
    priceAfterDiscount: null,
    productStatus: 'new',
    status: 'inactive',
  });
  const gone = await createProduct(db(), { categoryId: vases.id, productCode: 'OLD-3' });
  await db().update(products).set({ removedAt: new Date() }).where(eq(products.id, gone.id));
  return { cups, vases, cup, vase };
}

const auditRows = () => db().select().from(auditLog);
const productsNow = () => db().select().from(products).orderBy(products.id);
const exported = async (token = staff) => (await download(app, '/products/export.csv', token)).body;

describe('GET /admin/products/export.csv', () => {
  it('is a dated UTF-8 file with a mark, CRLF lines, the header, and every product as stored', async () => {
    const { cups, vases } = await catalogue();
    const res = await download(app, '/products/export.csv', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // Every cell is quoted, the header's too (lib/csv.ts).
    expect(res.body.startsWith(`${BOM}${HEADER.map((name) => `"${name}"`).join(',')}\r\n`)).toBe(
      true,
    );
    expect(res.body.replace(/"[^"]*"/g, '').match(/\n/g)?.length).toBe(3);
    expect(res.body.replace(/"[^"]*"/g, '')).not.toMatch(/[^\r]\n/);

    const rows = byColumn(readCsv(res.body));
    expect(rows.map((row) => row.product_code)).toEqual(['CUP-1', 'VASE-2']);
    expect(rows[0]).toEqual({
      product_code: 'CUP-1',
      name_ar: CUP_AR,
      name_en: 'Gilded cup, "fine"',
      description_ar: 'زجاج\nمنفوخ يدويًا',
      // A formula is written after an apostrophe: shown by a spreadsheet, never run.
      description_en: "'=SUM(A1)",
      category_id: String(cups.id),
      category_name: 'Cups',
      price_before_discount: '100.00',
      price_after_discount: '80.00',
      quantity: '10',
      product_status: 'available',
      status: 'active',
      sort: '2',
    });
    expect(rows[1]).toMatchObject({
      category_name: 'Vases',
      price_before_discount: '',
      price_after_discount: '',
      description_ar: '',
      product_status: 'new',
      status: 'inactive',
    });
    const arabic = byColumn(
      readCsv((await download(app, '/products/export.csv', owner, 'ar')).body),
    );
    expect(arabic[1]?.category_name).toBe('مزهريات');
    expect(arabic[1]?.category_id).toBe(String(vases.id));
  });
});

describe('POST /admin/products/import', () => {
  it('takes its own export back as all unchanged, and writes nothing', async () => {
    await catalogue();
    const before = await productsNow();
    for (const query of ['mode=dry_run', 'mode=apply']) {
      const res = await importCsv(app, staff, await exported(), query);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        mode: query.slice(5),
        applied: query === 'mode=apply',
        counts: { create: 0, update: 0, unchanged: 2, error: 0 },
      });
      expect(data.rows).toEqual([
        { line: 2, product_code: 'CUP-1', action: 'unchanged', changes: {}, errors: {} },
        // Rows as a spreadsheet numbers them: the cup's two-line description is in one row.
        { line: 3, product_code: 'VASE-2', action: 'unchanged', changes: {}, errors: {} },
      ]);
    }
    expect(await productsNow()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('reports a changed price and Arabic name; a dry run writes nothing, apply writes them once', async () => {
    const { cup } = await catalogue();
    const shop = () =>
      app.inject({ method: 'GET', url: `/api/v1/productsDetails/${cup.id}?lang=ar` });
    expect((await shop()).json().data).toMatchObject({ name: CUP_AR });
    const rows = byColumn(readCsv(await exported()));
    rows[0]!.price_after_discount = '75.5';
    rows[0]!.name_ar = 'كوبٌ مُذهَّب جديد';
    // Saved without the mark this time: both are read.
    const file = writeCsv(fromColumns(HEADER, rows), false);

    const dry = await importCsv(app, staff, file, 'mode=dry_run');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.rows[0]).toEqual({
      line: 2,
      product_code: 'CUP-1',
      action: 'update',
      changes: {
        name_ar: { from: CUP_AR, to: 'كوبٌ مُذهَّب جديد' },
        price_after_discount: { from: '80.00', to: '75.50' },
      },
      errors: {},
    });
    expect((await productsNow())[0]).toMatchObject({ priceAfterDiscount: '80.00', name: CUP_AR });

    const applied = await importCsv(app, staff, file, 'mode=apply');
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      applied: true,
      counts: { create: 0, update: 1, unchanged: 1, error: 0 },
    });
    const [row] = await db().select().from(products).where(eq(products.id, cup.id));
    expect(row).toMatchObject({ priceAfterDiscount: '75.50', name: 'كوبٌ مُذهَّب جديد' });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(cup.updatedAt.getTime());
    // The storefront's cached read heard of the write at once (no clock move).
    expect((await shop()).json().data).toMatchObject({ name: 'كوبٌ مُذهَّب جديد' });
    // The product's own row, as the product form writes it, then the file's counts.
    const audit = await auditRows();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: String(cup.id),
      actorRole: 'staff',
      changes: {
        name_ar: [CUP_AR, 'كوبٌ مُذهَّب جديد'],
        price_after_discount: ['80.00', '75.50'],
      },
    });
    expect(Object.keys(audit[0]!.changes).sort()).toEqual(['name_ar', 'price_after_discount']);
    expect(audit[1]).toMatchObject({
      action: 'import',
      entity: 'product_import',
      entityId: null,
      actorRole: 'staff',
      changes: { created: [null, 0], updated: [null, 1], unchanged: [null, 1], skipped: [null, 0] },
    });
  });

  it('writes one audit row per changed product, with each price before and after, by its actor', async () => {
    const { cups } = await catalogue();
    const [staffRow] = await db().select().from(users).where(eq(users.role, 'staff'));
    const extra = await createProduct(db(), { categoryId: cups.id, productCode: 'BOWL-4' });
    const rows = byColumn(readCsv(await exported()));
    expect(rows.map((row) => row.product_code)).toEqual(['CUP-1', 'VASE-2', 'BOWL-4']);
    const prices = ['70.00', '15.25', '33.00'];
    rows.forEach((row, index) => {
      row.price_after_discount = prices[index]!;
    });
    const before = await productsNow();
    const res = await importCsv(app, staff, writeCsv(fromColumns(HEADER, rows)), 'mode=apply');
    expect(res.json().data.counts).toEqual({ create: 0, update: 3, unchanged: 0, error: 0 });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'product'))
      .orderBy(auditLog.entityId);
    const priceOf = (code: string) =>
      before.find((p) => p.productCode === code)!.priceAfterDiscount ?? null;
    const idOf = (code: string) => String(before.find((p) => p.productCode === code)!.id);
    expect(audit.map(({ action, entityId, changes }) => ({ action, entityId, changes }))).toEqual(
      [
        { code: 'CUP-1', to: '70.00' },
        { code: 'VASE-2', to: '15.25' },
        { code: 'BOWL-4', to: '33.00' },
      ]
        .map(({ code, to }) => ({
          action: 'update',
          entityId: idOf(code),
          changes: { price_after_discount: [priceOf(code), to] },
        }))
        .sort((a, b) => a.entityId.localeCompare(b.entityId)),
    );
    expect(idOf('BOWL-4')).toBe(String(extra.id));
    // Each names its actor as the account was, as a single edit's row does.
    for (const row of audit) {
      expect(row).toMatchObject({
        actorId: staffRow!.id,
        actorRole: 'staff',
        actorName: `${staffRow!.firstName} ${staffRow!.familyName}`,
        actorPhone: staffRow!.phoneNumber,
      });
    }
    expect(
      await db().select().from(auditLog).where(eq(auditLog.entity, 'product_import')),
    ).toHaveLength(1);
  });

  it('reports a broken row with the form’s message; apply refuses it unless told to skip it', async () => {
    const { cup } = await catalogue();
    const rows = byColumn(readCsv(await exported()));
    rows[0]!.price_after_discount = 'cheap';
    rows[1]!.quantity = '7';
    const file = writeCsv(fromColumns(HEADER, rows));
    const dry = (await importCsv(app, staff, file, 'mode=dry_run')).json().data;
    expect(dry.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 1 });
    expect(dry.rows[0]).toEqual({
      line: 2,
      product_code: 'CUP-1',
      action: 'error',
      changes: {},
      errors: { price_after_discount: [en.admin_price_invalid] },
    });
    expect(dry.rows[1]).toMatchObject({
      action: 'update',
      changes: { quantity: { from: 10, to: 7 } },
    });

    const before = await productsNow();
    const refused = await importCsv(app, staff, file, 'mode=apply', 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: adminAR.admin_csv_apply_refused.replace('{{count}}', '1'),
      errors: { '2.price_after_discount': [adminAR.admin_price_invalid] },
    });
    expect(await productsNow()).toEqual(before);
    expect(await auditRows()).toEqual([]);

    const skipped = await importCsv(app, staff, file, 'mode=apply&skip_invalid=true');
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 1 });
    const now = await productsNow();
    expect(now.find((p) => p.id === cup.id)?.priceAfterDiscount).toBe('80.00');
    expect(now.find((p) => p.productCode === 'VASE-2')?.quantity).toBe(7);
    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.entity])).toEqual([
      ['update', 'product'],
      ['import', 'product_import'],
    ]);
    expect(audit[0]?.changes).toEqual({ quantity: [10, 7] });
    expect(audit[1]?.changes).toMatchObject({
      skipped: [null, 1],
      updated: [null, 1],
    });
  });

  it('creates new codes (slug made unique), refuses a code twice and a deleted product’s code', async () => {
    const { cups } = await catalogue();
    const header = ['product_code', 'name_ar', 'name_en', 'category_id', 'price_after_discount'];
    const file = writeCsv([
      header,
      ['NEW-1', 'كوب جديد', 'Vase', cups.id, '12'],
      ['TWICE', 'أ', 'A', cups.id, ''],
      ['OLD-3', 'قديم', 'Old', cups.id, ''],
      ['TWICE', 'ب', 'B', cups.id, ''],
      ['NEW-2', '', 'No Arabic', 999, ''],
    ]);
    const res = await importCsv(app, staff, file, 'mode=apply&skip_invalid=true');
    expect(res.statusCode).toBe(200);
    const { rows, counts } = res.json().data;
    expect(counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 4 });
    expect(rows[0]).toMatchObject({
      action: 'create',
      changes: {
        name_ar: { from: null, to: 'كوب جديد' },
        price_after_discount: { from: null, to: '12.00' },
        product_status: { from: null, to: 'available' },
        status: { from: null, to: 'inactive' },
      },
    });
    expect(rows[1].errors).toEqual({
      product_code: ['This code is on rows 3, 5: each product once per file.'],
    });
    expect(rows[2].errors).toEqual({ product_code: [en.admin_product_code_taken] });
    expect(rows[4].errors).toEqual({
      name_ar: [en.field_required],
      category_id: [en.admin_category_invalid],
    });
    const [made] = await db().select().from(products).where(eq(products.productCode, 'NEW-1'));
    // "vase" is the vase's slug already (its name_en): the new one gets the next free one.
    expect(made).toMatchObject({
      slug: 'vase-2',
      status: 'inactive',
      quantity: 0,
      name: 'كوب جديد',
    });
    // Its creation is audited as the product form's: every field from nothing.
    const created = await db().select().from(auditLog).where(eq(auditLog.entity, 'product'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      action: 'create',
      entityId: String(made!.id),
      actorRole: 'staff',
      changes: {
        product_code: [null, 'NEW-1'],
        name_ar: [null, 'كوب جديد'],
        price_after_discount: [null, '12.00'],
        slug: [null, 'vase-2'],
        status: [null, 'inactive'],
      },
    });
  });

  it('refuses a file it cannot read with a translated 422 (or 415 for what is no file)', async () => {
    await catalogue();
    const cases: Array<[string | Buffer, number, string]> = [
      [
        writeCsv([
          ['name_ar', 'name_en'],
          ['أ', 'A'],
        ]),
        422,
        'admin_csv_columns_missing',
      ],
      [writeCsv([['product_code', 'price']]), 422, 'admin_csv_columns_unknown'],
      [
        writeCsv([
          ['product_code', 'product_code'],
          ['A', 'A'],
        ]),
        422,
        'admin_csv_columns_repeated',
      ],
      [writeCsv([['product_code', 'name_ar']]), 422, 'admin_csv_empty'],
      ['', 422, 'admin_csv_empty'],
      // "كوب" in Windows-1256, as Excel saves "CSV" on an Arabic Windows.
      [Buffer.from([0x70, 0x2c, 0x0a, 0xe3, 0xe6, 0xc8, 0x0a]), 422, 'admin_csv_not_utf8'],
    ];
    // PostgreSQL text cannot hold U+0000: the file is refused before it is read.
    const nul = await importCsv(app, staff, 'product_code\r\nA\u0000\r\n', 'mode=dry_run');
    expect(nul.statusCode).toBe(400);
    for (const [body, status, key] of cases) {
      const res = await importCsv(app, staff, body, 'mode=dry_run', 'ar');
      expect({ key, status: res.statusCode }).toEqual({ key, status });
      expect(res.json().message.startsWith(adminAR[key as keyof typeof adminAR].slice(0, 12))).toBe(
        true,
      );
      expect(res.json().errors.file).toHaveLength(1);
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/import?mode=dry_run',
      headers: bearer(staff),
      payload: { product_code: 'X' },
    });
    expect(json.statusCode).toBe(415);
    // The media type with its charset parameter is the same type.
    const withCharset = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/import?mode=dry_run',
      headers: { ...bearer(staff), 'content-type': 'text/csv; charset=utf-8' },
      payload: await exported(),
    });
    expect(withCharset.statusCode).toBe(200);
    const noMode = await importCsv(app, staff, await exported(), '');
    expect(noMode.statusCode).toBe(400);
  });

  it('applies in one transaction: a write that fails leaves nothing written', async () => {
    const { cups } = await catalogue();
    // New products are inserted before changed ones are updated: the update fails last.
    await db().execute(sql`
      create function refuse_99() returns trigger language plpgsql as $$
      begin
        if new.quantity = 99 then raise exception 'refused'; end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger refuse_99 before update on products
      for each row execute function refuse_99()`);
    const rows = byColumn(readCsv(await exported()));
    rows[0]!.quantity = '99';
    rows.push({ ...rows[1]!, product_code: 'FRESH', category_id: String(cups.id) });
    const before = await productsNow();
    const res = await importCsv(app, staff, writeCsv(fromColumns(HEADER, rows)), 'mode=apply');
    expect(res.statusCode).toBe(500);
    expect(await productsNow()).toEqual(before);
    expect(await auditRows()).toEqual([]);
    await db().execute(sql`drop trigger refuse_99 on products`);
    await db().execute(sql`drop function refuse_99`);
  });
});

describe('who may use the files', () => {
  it('staff and owners; a shopper is 403 and nobody 401, and nothing changes', async () => {
    await catalogue();
    const file = await exported(owner);
    for (const token of [shopper, null]) {
      const status = token ? 403 : 401;
      expect((await download(app, '/products/export.csv', token)).statusCode).toBe(status);
      expect((await download(app, '/orders/export.csv', token)).statusCode).toBe(status);
      const before = await productsNow();
      const res = await importCsv(app, token, file.replace('80.00', '1.00'), 'mode=apply');
      expect(res.statusCode).toBe(status);
      expect(await productsNow()).toEqual(before);
    }
    const applied = await importCsv(app, owner, file.replace('80.00', '1.00'), 'mode=apply');
    expect(applied.json().data.counts.update).toBe(1);
    // The product's row and the file's.
    expect((await db().select({ n: count() }).from(auditLog))[0]?.n).toBe(2);
  });

  it('all three calls are in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    const exportDoc = doc.paths['/api/v1/admin/products/export.csv'].get;
    expect(Object.keys(exportDoc.responses['200'].content)).toEqual(['text/csv']);
    const importDoc = doc.paths['/api/v1/admin/products/import'].post;
    expect(Object.keys(importDoc.requestBody.content)).toEqual(['text/csv']);
    expect(importDoc.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['mode', 'skip_invalid']),
    );
    const orders = doc.paths['/api/v1/admin/orders/export.csv'].get;
    expect(orders.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['from', 'to']),
    );
  });
});
