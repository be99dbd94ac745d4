import { and, asc, count, desc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, products, type Product } from '../db/schema';
import { uniqueViolation } from '../lib/dbErrors';
import { HttpError } from '../lib/httpError';
import type { Lang, Translate } from '../lib/i18n';
import { picturesAllowed } from '../media/pictures';
import { checkForm } from '../../src/shared/rules/checkForm';
import { toAmount } from '../../src/shared/rules/formTable';
import { adminProductForm } from '../../src/shared/rules/forms/adminProduct';
import {
  type AdminProductBody,
  type AdminProductDto,
  type AdminProductsQuery,
} from '../../src/shared/wire/adminProducts';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { categoryExists, productSearchCondition } from './catalogService';
import { throwIfIssues, trimmed } from './formCheck';
import { pageNumbers, type Page } from './pagination';
import {
  AUDITED,
  picturesOf,
  serializeAdminProduct,
  snapshot,
  type Snapshot,
} from './adminProductDto';
import { uniqueProductSlug } from './productSlugs';
import type { MediaStore } from '../media/store';

// The back office's products: list, create, change and delete (bulk changes: adminProductBulk.ts). Every write and its
// audit rows (entity 'product') share one transaction, so a refused write leaves neither.

export const notRemoved = isNull(products.removedAt);

// ---------------------------------------------------------------------------------------------
// List

const STOCK: Record<NonNullable<AdminProductsQuery['stock']>, SQL> = {
  out: eq(products.quantity, 0),
  low: and(gt(products.quantity, 0), lte(products.quantity, 5)) as SQL,
  in: gt(products.quantity, 5),
};

/**
 * One page of products not removed, inactive ones too. Each order reads one of the admin indexes
 * (partial on removed_at is null, migration 0010) and ends on id, so pages never overlap.
 */
export async function listAdminProducts(
  db: Db,
  query: AdminProductsQuery,
  lang: Lang,
): Promise<Page<AdminProductDto>> {
  const where = and(
    notRemoved,
    productSearchCondition(query.q),
    query.category_id === undefined ? undefined : eq(products.categoryId, query.category_id),
    query.status === undefined ? undefined : eq(products.status, query.status),
    query.product_status === undefined
      ? undefined
      : eq(products.productStatus, query.product_status),
    query.stock === undefined ? undefined : STOCK[query.stock],
  );
  const sort = query.sort ?? 'newest';
  const direction = query.order ?? (sort === 'newest' ? 'desc' : 'asc');
  const by = direction === 'desc' ? desc : asc;
  const column = {
    newest: products.createdAt,
    name: lang === 'en' ? products.nameEn : products.name,
    price: products.priceAfterDiscount,
    quantity: products.quantity,
    sort: products.sort,
  }[sort];
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(products)
    .where(where);
  const numbers = pageNumbers(total, { page, perPage });
  const rows =
    numbers.offset < total
      ? await db
          .select()
          .from(products)
          .where(where)
          .orderBy(by(column), by(products.id))
          .limit(perPage)
          .offset(numbers.offset)
      : [];
  return {
    records: rows.map(serializeAdminProduct),
    total,
    perPage,
    currentPage: page,
    lastPage: numbers.lastPage,
  };
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProductDto> {
  return serializeAdminProduct(await findProduct(db, id));
}

async function findProduct(db: Db, id: number, lock = false): Promise<Product> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), notRemoved))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new HttpError(404, 'admin_product_not_found');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Create and change

/** An amount as stored: two decimals, or null for no price. */
const storedAmount = (value: unknown): string | null => {
  const amount = toAmount(value);
  return amount === null ? null : amount.toFixed(2);
};

const optionalText = (value: unknown): string | null => trimmed(value) || null;

/** Pictures a body names, and what they are checked against. */
interface PictureCheck {
  /** The body's `images`; undefined when it names none (the pictures stay as they are). */
  urls: readonly string[] | undefined;
  /** The product's pictures now (none for a new product). */
  held: readonly string[];
  media: MediaStore;
}

/**
 * The rule table's verdict on the product as it would be, plus what the database and the picture
 * folder know.
 */
async function checkProduct(
  tx: Db,
  values: Record<string, unknown>,
  t: Translate,
  exceptId: number | null,
  pictures: PictureCheck,
): Promise<void> {
  const issues = checkForm(adminProductForm, values);
  if (
    pictures.urls &&
    !(await picturesAllowed(pictures.media, 'products', pictures.urls, pictures.held))
  ) {
    issues.images = [{ key: 'admin_media_not_ours' }];
  }
  const code = trimmed(values.product_code);
  if (!issues.product_code && code) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCode, code))
      .limit(1);
    if (taken && taken.id !== exceptId) {
      issues.product_code = [{ key: 'admin_product_code_taken' }];
    }
  }
  if (!issues.category_id && !(await categoryExists(tx, Number(values.category_id)))) {
    issues.category_id = [{ key: 'admin_category_invalid' }];
  }
  throwIfIssues(issues, t);
}

/** Two requests racing past the code check meet the unique index: the same 422. */
function rethrowCodeTaken(error: unknown, t: Translate): never {
  if (uniqueViolation(error)?.constraint.includes('product_code')) {
    throw new HttpError(422, 'validation_failed', {
      product_code: [t('admin_product_code_taken')],
    });
  }
  throw error;
}

/** The columns of a checked body, only those it names. */
export function columnsOf(body: AdminProductBody): Partial<typeof products.$inferInsert> {
  const columns: Partial<typeof products.$inferInsert> = {};
  const has = (key: keyof AdminProductBody) => Object.prototype.hasOwnProperty.call(body, key);
  if (has('name_ar')) columns.name = trimmed(body.name_ar);
  if (has('name_en')) columns.nameEn = trimmed(body.name_en);
  if (has('description_ar')) columns.description = optionalText(body.description_ar);
  if (has('description_en')) columns.descriptionEn = optionalText(body.description_en);
  if (has('product_code')) columns.productCode = trimmed(body.product_code);
  if (has('category_id')) columns.categoryId = Number(body.category_id);
  if (has('price_before_discount'))
    columns.priceBeforeDiscount = storedAmount(body.price_before_discount);
  if (has('price_after_discount'))
    columns.priceAfterDiscount = storedAmount(body.price_after_discount);
  if (body.quantity !== undefined) columns.quantity = body.quantity;
  if (body.product_status !== undefined) columns.productStatus = body.product_status;
  if (body.status !== undefined) columns.status = body.status;
  if (body.sort !== undefined) columns.sort = body.sort;
  if (body.images !== undefined) {
    columns.image = body.images[0] ?? null;
    columns.moreImages = body.images.slice(1);
  }
  return columns;
}

/** The row a new product is inserted as: a checked body's columns (columnsOf) and its slug. */
export const newProductRow = (
  columns: Partial<typeof products.$inferInsert>,
  slug: string,
): typeof products.$inferInsert => ({
  ...columns,
  name: columns.name ?? '',
  nameEn: columns.nameEn ?? '',
  productCode: columns.productCode ?? '',
  categoryId: columns.categoryId ?? 0,
  slug,
});

export async function createAdminProduct(
  db: Db,
  actor: AuditActor,
  body: AdminProductBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminProductDto> {
  try {
    return await db.transaction(async (tx) => {
      await checkProduct(tx, body, t, null, { urls: body.images, held: [], media });
      const columns = columnsOf(body);
      const slug = await uniqueProductSlug(tx, columns.nameEn ?? '', columns.name ?? '');
      const [row] = await tx.insert(products).values(newProductRow(columns, slug)).returning();
      if (!row) throw new Error('createAdminProduct: insert returned no row');
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'product',
        entityId: row.id,
        changes: changedFields<Snapshot>(null, snapshot(row), AUDITED),
      });
      return serializeAdminProduct(row);
    });
  } catch (error) {
    rethrowCodeTaken(error, t);
  }
}

export async function updateAdminProduct(
  db: Db,
  actor: AuditActor,
  id: number,
  body: AdminProductBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminProductDto> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findProduct(tx, id, true);
      // The product as it would be: every rule holds for it, whichever fields the body names.
      const pictures = { urls: body.images, held: picturesOf(current), media };
      await checkProduct(tx, { ...snapshot(current), ...body }, t, id, pictures);
      const columns = columnsOf(body);
      if (Object.keys(columns).length === 0) return serializeAdminProduct(current);
      const [row] = await tx.update(products).set(columns).where(eq(products.id, id)).returning();
      if (!row) throw new HttpError(404, 'admin_product_not_found');
      const changes = changedFields<Snapshot>(snapshot(current), snapshot(row), AUDITED);
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'product',
          entityId: id,
          changes,
        });
      }
      return serializeAdminProduct(row);
    });
  } catch (error) {
    rethrowCodeTaken(error, t);
  }
}

/**
 * A product some order names is hidden (unpublished, removed_at set: the back office no longer
 * lists it, order history keeps its link); one never ordered is erased.
 */
export async function deleteAdminProduct(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<'deleted' | 'hidden'> {
  return db.transaction(async (tx) => {
    const current = await findProduct(tx, id, true);
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      const [row] = await tx
        .update(products)
        .set({ status: 'inactive', removedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'hide',
        entity: 'product',
        entityId: id,
        changes: {
          ...changedFields<Snapshot>(snapshot(current), row ? snapshot(row) : null, AUDITED),
          removed: [false, true],
        },
      });
      return 'hidden';
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'product',
      entityId: id,
      changes: changedFields<Snapshot>(snapshot(current), null, AUDITED),
    });
    return 'deleted';
  });
}
