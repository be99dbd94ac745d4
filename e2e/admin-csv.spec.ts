// The catalogue through a spreadsheet: the owner downloads the products file (English, desktop),
// changes a price and an Arabic name and breaks one row, and the check reports both while the
// shop still shows the old price; a staff member (Arabic, phone) checks the same file, applies it
// skipping the broken row, and the product page shows the new price and name; a new
// export gives back every Arabic character; the owner's audit page lists the import. The product
// is put back afterwards.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { formatPrice } from '../src/shared/lib/price';
import { addStaffMember, adminHome, adminText, signInAdmin, tokenOf } from './support/admin';
import { expectAccessible, type Lang } from './support/matrix';
import { OWNER } from './support/owner';
import { served } from './support/served';

test.describe.configure({ mode: 'serial' });

type Row = Record<string, string>;

/** The file a download saved: its bytes start with the UTF-8 mark; rows by column. */
async function readDownload(download: Download) {
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return {
    name: download.suggestedFilename(),
    text,
    header: parsed.meta.fields ?? [],
    rows: parsed.data,
  };
}

async function exportProducts(page: Page, lang: Lang) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: adminText(lang, 'admin_transfer_products_button') }).click(),
  ]);
  return readDownload(download);
}

/** The edit of the journey, shared by its steps. */
const edit = {
  code: '',
  id: 0,
  path: '',
  before: { name_ar: '', price: '' },
  after: { name_ar: '', price: '' },
  broken: '',
  file: Buffer.alloc(0),
  exported: [] as Row[],
};

/** The storefront address of a product (its category's slug, its own). */
async function productPath(request: APIRequestContext, code: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request)}` };
  const found = await request.get(`/api/v1/admin/products?q=${encodeURIComponent(code)}`, {
    headers,
  });
  const product = (
    (await found.json()) as {
      data: Array<{ id: number; product_code: string; slug: string; category_id: number }>;
    }
  ).data.find((p) => p.product_code === code)!;
  const categories = await request.get('/api/v1/admin/categories', { headers });
  const category = (
    (await categories.json()) as { data: Array<{ id: number; slug: string }> }
  ).data.find((c) => c.id === product.category_id)!;
  return { id: product.id, path: `/${category.slug}/${product.slug}` };
}

test.afterAll(async ({ request }) => {
  if (!edit.id) return;
  const restored = await request.patch(`/api/v1/admin/products/${edit.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
    data: { name_ar: edit.before.name_ar, price_after_discount: edit.before.price },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

test('en 1440 px: the owner exports the products and orders, edits the file and checks it', async ({
  page,
  browser,
  request,
}) => {
  const t = (key: string, vars: Record<string, string | number> = {}) => adminText('en', key, vars);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${adminHome('en')}/import-export`);
  await signInAdmin(page, 'en', OWNER.phone, OWNER.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_nav_transfer'));
  await expectAccessible(page, '/en/admin/import-export');

  const file = await exportProducts(page, 'en');
  expect(file.name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.header.slice(0, 3)).toEqual(['product_code', 'name_ar', 'name_en']);
  await expect(page.getByText(t('admin_transfer_downloaded', { name: file.name }))).toBeVisible();
  // Every cell is quoted, the header's too (a spreadsheet never reads a cell as a formula).
  expect(file.text.split('\r\n')[0]).toBe(file.header.map((name) => `"${name}"`).join(','));

  // A published, priced product gets a lower price and a new Arabic name; another a bad price.
  const priced = file.rows.filter(
    (row) => row.status === 'active' && Number(row.price_after_discount) > 20,
  );
  const target = priced[0]!;
  const victim = priced[1]!;
  const stamp = Date.now() % 100_000;
  Object.assign(edit, {
    code: target.product_code,
    before: { name_ar: target.name_ar, price: target.price_after_discount },
    after: {
      name_ar: `${target.name_ar} مُعدَّلٌ «${stamp}»`,
      price: (Number(target.price_after_discount) - 7.25).toFixed(2),
    },
    broken: victim.product_code,
    exported: file.rows,
  });
  Object.assign(edit, await productPath(request, edit.code));
  target.name_ar = edit.after.name_ar;
  target.price_after_discount = edit.after.price;
  victim.price_after_discount = 'غالي';
  // Without the stock column: pieces sold meanwhile by other journeys stay as they are.
  const columns = file.header.filter((column) => column !== 'quantity');
  edit.file = Buffer.from(
    `\ufeff${Papa.unparse({ fields: columns, data: file.rows.map((row) => columns.map((c) => row[c] ?? '')) }, { newline: '\r\n' })}\r\n`,
  );

  await page
    .getByLabel(t('admin_transfer_import_file'))
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: edit.file });
  await page.getByRole('button', { name: t('admin_transfer_check') }).click();
  await expect(page.getByRole('heading', { name: t('admin_transfer_report_title') })).toBeFocused();
  await expect(page.getByText(t('admin_transfer_count_update', { count: 1 }))).toBeVisible();
  await expect(page.getByText(t('admin_transfer_count_error', { count: 1 }))).toBeVisible();
  const table = page.getByRole('region', { name: t('admin_transfer_report_label') });
  const changed = table.getByRole('row').filter({ hasText: edit.code });
  await expect(changed).toContainText(t('admin_transfer_action_update'));
  await expect(changed).toContainText(
    `${edit.before.price}→${t('admin_audit_became')}${edit.after.price}`,
  );
  await expect(changed).toContainText(edit.after.name_ar);
  const broken = table.getByRole('row').filter({ hasText: edit.broken });
  await expect(broken).toContainText(t('admin_transfer_action_error'));
  await expect(broken).toContainText(adminText('en', 'admin_price_invalid'));
  await expect(page.getByRole('button', { name: t('admin_transfer_apply') })).toBeDisabled();
  await expectAccessible(page, '/en/admin/import-export with a report');

  // Checked, not applied: the shop still sells at the old price.
  const shopper = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await shopper.goto(`/en${edit.path}`);
  await expect(shopper.locator('main')).toContainText(formatPrice(edit.before.price, 'EGP', 'en'));
  await shopper.close();

  // The orders of today, as a file of their own.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
  const orders = page.getByRole('form', { name: t('admin_transfer_orders_title') });
  await orders.getByLabel(t('admin_transfer_orders_from')).fill('2020-01-01');
  await orders.getByLabel(t('admin_transfer_orders_to')).fill(today);
  const [ordersDownload] = await Promise.all([
    page.waitForEvent('download'),
    orders.getByRole('button', { name: t('admin_transfer_orders_button') }).click(),
  ]);
  const ordersFile = await readDownload(ordersDownload);
  expect(ordersFile.name).toBe(`orders-${today}.csv`);
  expect(ordersFile.header).toEqual([
    'number',
    'created_at',
    'status',
    'payment_method',
    'customer_name',
    'customer_phone',
    'city',
    'address',
    'total_price',
    'currency',
    'items_count',
  ]);
});

test('ar 375 px: a staff member applies the file skipping the broken row; the shop shows it', async ({
  page,
  browser,
  request,
}) => {
  expect(edit.id, 'the English step ran first').toBeGreaterThan(0);
  const t = (key: string, vars: Record<string, string | number> = {}) => adminText('ar', key, vars);
  const member = await addStaffMember(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${adminHome('ar')}/import-export`);
  await signInAdmin(page, 'ar', member.phone, member.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('admin_nav_transfer'));

  await page
    .getByLabel(t('admin_transfer_import_file'))
    .setInputFiles({ name: 'منتجات.csv', mimeType: 'text/csv', buffer: edit.file });
  await page.getByRole('button', { name: t('admin_transfer_check') }).click();
  const table = page.getByRole('region', { name: t('admin_transfer_report_label') });
  const broken = table.getByRole('row').filter({ hasText: edit.broken });
  await expect(broken).toContainText(t('admin_transfer_action_error'));
  await expect(broken).toContainText(adminText('ar', 'admin_price_invalid'));
  await expect(table.getByRole('row').filter({ hasText: edit.code })).toContainText(
    `${edit.before.price}←${t('admin_audit_became')}${edit.after.price}`,
  );
  await expectAccessible(page, '/admin/import-export with a report');

  const apply = page.getByRole('button', { name: t('admin_transfer_apply') });
  await expect(apply).toBeDisabled();
  await page.getByRole('checkbox', { name: t('admin_transfer_skip_invalid') }).check();
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(
    page.getByText(t('admin_transfer_applied', { create: 0, update: 1, error: 1 })),
  ).toBeVisible();

  // The product page, in Arabic: the new price and name after the import.
  const shopper = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await served(shopper.request, edit.path).toContain(edit.after.name_ar);
  await shopper.goto(edit.path);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(edit.after.name_ar);
  await expect(shopper.locator('main')).toContainText(formatPrice(edit.after.price, 'EGP', 'ar'));
  await shopper.close();

  // Every Arabic character came back: a new export equals the first one but for the edit.
  const again = await exportProducts(page, 'ar');
  const byCode = new Map(again.rows.map((row) => [row.product_code, row]));
  for (const row of edit.exported) {
    const now = byCode.get(row.product_code);
    if (!now) continue; // deleted meanwhile by another journey
    expect(now.name_ar).toBe(row.name_ar);
    expect(now.description_ar).toBe(row.description_ar);
  }
  expect(byCode.get(edit.code)?.name_ar).toBe(edit.after.name_ar);
  expect(byCode.get(edit.code)?.price_after_discount).toBe(edit.after.price);
  await expectAccessible(page, '/admin/import-export after the import');

  // The owner's audit page lists the import, by that staff member.
  const owner = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await owner.goto(`${adminHome('ar')}/audit?entity=product_import`);
  await signInAdmin(owner, 'ar', OWNER.phone, OWNER.password);
  const first = owner
    .getByRole('region', { name: adminText('ar', 'admin_audit_table_label') })
    .getByRole('row')
    .nth(1);
  await expect(first).toContainText(t('admin_audit_action_import'));
  await expect(first).toContainText(t('admin_audit_entity_product_import'));
  await expect(first).toContainText('Omar Staff');
  await owner.close();
});
