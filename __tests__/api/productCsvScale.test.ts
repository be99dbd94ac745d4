import { count } from 'drizzle-orm';
import { auditLog, products } from '../../server/db/schema';
import { createCategory } from '../support/catalogFixtures';
import { download, importCsv, readCsv, writeCsv } from '../support/csvFixtures';
import { createStaffMember } from '../support/staffFixtures';
import { setupTestApp } from '../support/testServer';

// A whole catalogue's file: 10,000 rows dry-run, applied, exported and imported again (the time it
// takes is bench/csvImport.ts's to print; this only says it is right). And a file past 10 MB.

jest.setTimeout(300_000);

const ctx = setupTestApp();
const ROWS = 10_000;

/** Row i of a generated catalogue: Arabic and English names, prices, stock. */
const row = (i: number, categoryId: number) => [
  `BULK-${i}`,
  `كأس زجاج رقم ${i}`,
  `Glass number ${i}`,
  'وصف، بفاصلة',
  '',
  categoryId,
  `${100 + (i % 50)}.00`,
  `${90 + (i % 50)}.50`,
  i % 30,
  'available',
  'active',
  i % 10,
];

it('imports 10,000 new products in one apply, and their export back as unchanged', async () => {
  const staff = (await createStaffMember(ctx.db, 'staff')).token;
  const category = await createCategory(ctx.db);
  const header = [
    'product_code',
    'name_ar',
    'name_en',
    'description_ar',
    'description_en',
    'category_id',
    'price_before_discount',
    'price_after_discount',
    'quantity',
    'product_status',
    'status',
    'sort',
  ];
  const file = writeCsv([header, ...Array.from({ length: ROWS }, (_, i) => row(i, category.id))]);

  const dry = await importCsv(ctx.app, staff, file, 'mode=dry_run');
  expect(dry.statusCode).toBe(200);
  expect(dry.json().data.counts).toEqual({ create: ROWS, update: 0, unchanged: 0, error: 0 });
  expect((await ctx.db.select({ n: count() }).from(products))[0]?.n).toBe(0);

  const applied = await importCsv(ctx.app, staff, file, 'mode=apply');
  expect(applied.statusCode).toBe(200);
  expect(applied.json().data.counts.create).toBe(ROWS);
  expect((await ctx.db.select({ n: count() }).from(products))[0]?.n).toBe(ROWS);
  expect((await ctx.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(1);

  const exported = await download(ctx.app, '/products/export.csv', staff);
  expect(readCsv(exported.body)).toHaveLength(ROWS + 1);
  const again = await importCsv(ctx.app, staff, exported.body, 'mode=apply');
  expect(again.json().data.counts).toEqual({ create: 0, update: 0, unchanged: ROWS, error: 0 });
  // Nothing changed: no second audit row.
  expect((await ctx.db.select({ n: count() }).from(auditLog))[0]?.n).toBe(1);
});

it('refuses a file past 10 MB with 413 before reading it', async () => {
  const staff = (await createStaffMember(ctx.db, 'staff')).token;
  const big = `product_code\r\n${'X'.repeat(10 * 1024 * 1024)}\r\n`;
  const res = await importCsv(ctx.app, staff, big, 'mode=dry_run');
  expect(res.statusCode).toBe(413);
  expect(res.json().message).toBeTruthy();
});
