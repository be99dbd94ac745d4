import { and, count, eq } from 'drizzle-orm';
import { auditLog, products } from '../../server/db/schema';
import { PRODUCT_CSV_FIELDS, type ProductCsvField } from '../../src/shared/rules/productCsv';
import { createCategory } from '../support/catalogFixtures';
import { download, importCsv, readCsv, writeCsv } from '../support/csvFixtures';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';

// A big catalogue's file: dry-run, applied, exported and imported again. 2,500 rows are three of
// the import's batches, the last one partial: what size adds is batching. The time a whole
// catalogue (10,000 rows) takes is bench/csvImport.ts's to print; this only says it is right.
// And a file past 10 MB.

jest.setTimeout(300_000);

const ctx = setupTestApp();
const ROWS = 2_500;

/** Row i of a generated catalogue by field: Arabic and English names, prices, stock. */
const record = (i: number, categoryId: number): Record<ProductCsvField, string | number> => ({
  product_code: `BULK-${i}`,
  name_ar: `كأس زجاج رقم ${i}`,
  name_en: `Glass number ${i}`,
  description_ar: 'وصف، بفاصلة',
  description_en: '',
  category_id: categoryId,
  price_before_discount: `${100 + (i % 50)}.00`,
  price_after_discount: `${90 + (i % 50)}.50`,
  quantity: i % 30,
  product_status: 'available',
  status: 'active',
  sort: i % 10,
});

it('imports 2,500 new products in one apply, and their export back as unchanged', async () => {
  const staff = (await createStaffMember(ctx.db, 'staff')).token;
  const category = await createCategory(ctx.db);
  // The fields a file may set, in the rule's order (the export's read-only columns left out).
  const header = [...PRODUCT_CSV_FIELDS];
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const cells = record(i, category.id);
    return header.map((field) => cells[field]);
  });
  const file = writeCsv([header, ...rows]);

  const dry = await importCsv(ctx.app, staff, file, 'mode=dry_run');
  expect(dry.statusCode).toBe(200);
  expect(dry.json().data.counts).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
  expect((await ctx.db.select({ n: count() }).from(products))[0]?.n).toBe(0);

  const applied = await importCsv(ctx.app, staff, file, 'mode=apply');
  expect(applied.statusCode).toBe(200);
  expect(applied.json().data.counts.create).toBe(ROWS);
  expect((await ctx.db.select({ n: count() }).from(products))[0]?.n).toBe(ROWS);
  // One row per product created and one for the file, all by the same transaction.
  expect((await ctx.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(ROWS + 1);
  const perProduct = await ctx.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.action, 'create')));
  expect(perProduct[0]?.n).toBe(ROWS);

  const exported = await download(ctx.app, '/products/export.csv', staff);
  expect(readCsv(exported.body)).toHaveLength(ROWS + 1);
  const again = await importCsv(ctx.app, staff, exported.body, 'mode=apply');
  expect(again.json().data.counts).toEqual({ create: 0, update: 0, unchanged: ROWS, error: 0 });
  // Nothing changed: no new audit row.
  expect((await ctx.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(ROWS + 1);
});

it('refuses a file past 10 MB with 413 before reading it', async () => {
  const staff = (await createStaffMember(ctx.db, 'staff')).token;
  const big = `product_code\r\n${'X'.repeat(10 * 1024 * 1024)}\r\n`;
  const res = await importCsv(ctx.app, staff, big, 'mode=dry_run');
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBeTruthy();
});
