import { inArray, sql } from 'drizzle-orm';
import { dataWritten } from '../cache/versions';
import type { Db } from '../db/client';
import { categories, products, type Product } from '../db/schema';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { translateIssues } from '../../src/shared/rules/checkForm';
import type {
  ProductImportMode,
  ProductImportReportDto,
} from '../../src/shared/wire/adminTransfer';
import { AUDITED, snapshot, type Snapshot } from './adminProductDto';
import { newProductRow } from './adminProductService';
import { freeSlug, lockProductSlugs, productSlugBase } from './productSlugs';
import {
  changedFields,
  recordAudit,
  recordAudits,
  type AuditActor,
  type AuditEntry,
} from './audit';
import { planRow, readProductCsv, repeatedCodes, type PlannedRow } from './productCsvRows';

// A product file imported: every row judged first (a dry run stops there), then the good rows
// written in one transaction with their audit rows: one per product created or changed, as the
// product form and the bulk edit write them (the same field names and [before, after] values), so
// a product's history reads the same whichever way it was changed, then one summary row of the
// file (its counts, the only place skipped and unchanged rows are told; the audit page's
// "Products file" filter lists imports by it). Reads and writes go in batches — one query for the
// file's codes, one for the categories, a thousand rows per insert or update — so 10,000 rows
// cost a handful of round trips, not one per row.

/** Codes per lookup and rows per insert or update (well within PostgreSQL's 65,535 parameters). */
const BATCH = 1000;

const chunks = <T>(items: readonly T[], size = BATCH): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Every row's verdict against the database as `db` (a transaction when applying) sees it. */
async function planImport(
  db: Db,
  text: string,
  t: Translate,
  lock: boolean,
): Promise<PlannedRow[]> {
  const rows = readProductCsv(text, t);
  const codes = [...new Set(rows.map((row) => row.code).filter(Boolean))];
  const existing = new Map<string, Product>();
  for (const batch of chunks(codes)) {
    const query = db.select().from(products).where(inArray(products.productCode, batch)).$dynamic();
    for (const product of await (lock ? query.for('update') : query)) {
      existing.set(product.productCode, product);
    }
  }
  const categoryIds = new Set(
    (await db.select({ id: categories.id }).from(categories)).map((row) => row.id),
  );
  const context = { existing, categoryIds, repeated: repeatedCodes(rows) };
  return rows.map((row) => planRow(row, context));
}

/**
 * New products, with slugs made unique against every product and each other; answers their audit
 * entries (a creation: every field from null, as the product form's).
 */
async function insertProducts(tx: Db, rows: readonly PlannedRow[]): Promise<AuditEntry[]> {
  if (rows.length === 0) return [];
  await lockProductSlugs(tx);
  const taken = new Set(
    (await tx.select({ slug: products.slug }).from(products)).map((r) => r.slug),
  );
  const values = rows.map(({ columns }) => {
    const slug = freeSlug(productSlugBase(columns.nameEn ?? '', columns.name ?? ''), taken);
    taken.add(slug);
    return newProductRow(columns, slug);
  });
  const entries: AuditEntry[] = [];
  for (const batch of chunks(values)) {
    for (const row of await tx.insert(products).values(batch).returning()) {
      entries.push({
        action: 'create',
        entity: 'product',
        entityId: row.id,
        changes: changedFields<Snapshot>(null, snapshot(row), AUDITED),
      });
    }
  }
  return entries;
}

/** The columns an import sets: the Product property and its column (name and SQL type). */
const UPDATED = [
  ['name', products.name],
  ['nameEn', products.nameEn],
  ['description', products.description],
  ['descriptionEn', products.descriptionEn],
  ['categoryId', products.categoryId],
  ['priceBeforeDiscount', products.priceBeforeDiscount],
  ['priceAfterDiscount', products.priceAfterDiscount],
  ['quantity', products.quantity],
  ['productStatus', products.productStatus],
  ['status', products.status],
  ['sort', products.sort],
] as const satisfies ReadonlyArray<readonly [keyof Product, unknown]>;

/**
 * Changed products, a batch per statement: the rows travel as one JSON parameter. Answers their
 * audit entries (each changed field as [before, after], as the product form's).
 */
async function updateProducts(tx: Db, rows: readonly PlannedRow[]): Promise<AuditEntry[]> {
  const name = (column: (typeof UPDATED)[number][1]) => sql.identifier(column.name);
  const assignments = sql.join(
    UPDATED.map(([, column]) => sql`${name(column)} = v.${name(column)}`),
    sql`, `,
  );
  const shape = sql.join(
    [
      sql`id integer`,
      ...UPDATED.map(([, column]) => sql`${name(column)} ${sql.raw(column.getSQLType())}`),
    ],
    sql`, `,
  );
  // Stamped by the app's clock, as every other product update is ($onUpdate), never SQL now().
  const now = new Date().toISOString();
  const entries: AuditEntry[] = [];
  for (const batch of chunks(rows)) {
    const records = batch.map(({ current, columns }) => {
      const after = { ...current, ...columns } as Product;
      if (current) {
        entries.push({
          action: 'update',
          entity: 'product',
          entityId: after.id,
          changes: changedFields<Snapshot>(snapshot(current), snapshot(after), AUDITED),
        });
      }
      return Object.fromEntries([
        ['id', after.id],
        ...UPDATED.map(([key, column]) => [column.name, after[key]]),
      ]);
    });
    await tx.execute(sql`
      update ${products} set ${assignments}, updated_at = ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${shape})
      where ${products.id} = v.id`);
  }
  return entries;
}

const counted = (plan: readonly PlannedRow[]) => {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of plan) counts[row.action] += 1;
  return counts;
};

function reportOf(
  plan: readonly PlannedRow[],
  mode: ProductImportMode,
  applied: boolean,
  t: Translate,
): ProductImportReportDto {
  return {
    mode,
    applied,
    counts: counted(plan),
    rows: plan.map((row) => ({
      line: row.line,
      product_code: row.code,
      action: row.action,
      changes: Object.fromEntries(
        Object.entries(row.changes).map(([field, [from, to]]) => [field, { from, to }]),
      ) as ProductImportReportDto['rows'][number]['changes'],
      errors: translateIssues(row.issues, t),
    })),
  };
}

/**
 * POST /admin/products/import. apply refuses (422, nothing written) while a row is broken unless
 * `skipInvalid`; a code another import created meanwhile (the unique index) is 409, nothing
 * written.
 */
export async function importProductsCsv(
  db: Db,
  actor: AuditActor,
  text: string,
  options: { mode: ProductImportMode; skipInvalid: boolean },
  t: Translate,
): Promise<ProductImportReportDto> {
  if (options.mode === 'dry_run') {
    return reportOf(await planImport(db, text, t, false), 'dry_run', false, t);
  }
  let plan: PlannedRow[];
  try {
    plan = await db.transaction(async (tx) => {
      const rows = await planImport(tx, text, t, true);
      const counts = counted(rows);
      if (counts.error > 0 && !options.skipInvalid) {
        const errors = Object.fromEntries(
          rows
            .filter((row) => row.action === 'error')
            .flatMap((row) =>
              Object.entries(translateIssues(row.issues, t)).map(([field, messages]) => [
                `${row.line}.${field}`,
                messages,
              ]),
            ),
        );
        throw new HttpError(422, 'admin_csv_apply_refused', errors, { count: counts.error });
      }
      const created = await insertProducts(
        tx,
        rows.filter((row) => row.action === 'create'),
      );
      const updated = await updateProducts(
        tx,
        rows.filter((row) => row.action === 'update'),
      );
      if (counts.create + counts.update > 0) {
        await recordAudits(tx, actor, [...created, ...updated]);
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'product_import',
          entityId: null,
          changes: {
            created: [null, counts.create],
            updated: [null, counts.update],
            unchanged: [null, counts.unchanged],
            skipped: [null, counts.error],
          },
        });
      }
      return rows;
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, 'admin_csv_conflict');
    throw error;
  }
  const report = reportOf(plan, 'apply', true, t);
  if (report.counts.create + report.counts.update > 0) dataWritten(db);
  return report;
}
