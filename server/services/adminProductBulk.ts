import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, type Product } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { ADMIN_PRODUCT_LIMITS } from '../../src/shared/rules/forms/adminProduct';
import { ADMIN_PRICE_PERCENT, type AdminBulkBody } from '../../src/shared/wire/adminProducts';
import { AUDITED, snapshot, type Snapshot } from './adminProductDto';
import { notRemoved } from './adminProductService';
import { changedFields, recordAudit, type AuditActor } from './audit';

// Bulk changes of the back office's products: one change to many products, all or nothing, with
// one audit row per product that changed.

const PERCENT_TEXT = /^[+-]?\d{1,3}(?:\.\d{1,2})?$/;

/** `amount` scaled by `basisPoints`/10000 (10000 = unchanged), rounded half up to cents. */
function scaleAmount(amount: string | null, basisPoints: bigint): string | null {
  if (amount === null) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const scaled = (cents * basisPoints + 5000n) / 10000n;
  const text = scaled.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

type BulkChange = (p: Product) => Partial<typeof products.$inferInsert>;

function bulkChange(body: AdminBulkBody, t: Translate): BulkChange {
  const refuse = (key: string): never => {
    throw new HttpError(422, 'validation_failed', { value: [t(key)] });
  };
  const { value } = body;
  switch (body.action) {
    case 'status': {
      if (value !== 'active' && value !== 'inactive') return refuse('admin_bulk_status_invalid');
      return () => ({ status: value });
    }
    case 'stock': {
      const ok =
        (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
        (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()));
      const quantity = Number(value);
      if (!ok || quantity > 2147483647) return refuse('admin_quantity_invalid');
      return () => ({ quantity });
    }
    case 'price_percent': {
      const text = typeof value === 'number' ? String(value) : value.trim();
      const percent = Number(text);
      if (
        !PERCENT_TEXT.test(text) ||
        percent < ADMIN_PRICE_PERCENT.min ||
        percent > ADMIN_PRICE_PERCENT.max
      ) {
        return refuse('admin_bulk_percent_invalid');
      }
      const basisPoints = BigInt(Math.round((100 + percent) * 100));
      return (p) => ({
        priceBeforeDiscount: scaleAmount(p.priceBeforeDiscount, basisPoints),
        priceAfterDiscount: scaleAmount(p.priceAfterDiscount, basisPoints),
      });
    }
  }
}

/** One change to every product of `ids`, all or nothing, one audit row per product changed. */
export async function bulkUpdateProducts(
  db: Db,
  actor: AuditActor,
  body: AdminBulkBody,
  t: Translate,
): Promise<number> {
  const change = bulkChange(body, t);
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), notRemoved))
      .orderBy(asc(products.id))
      .for('update');
    if (rows.length !== ids.length) {
      throw new HttpError(422, 'validation_failed', { ids: [t('admin_products_unknown')] });
    }
    let updated = 0;
    for (const current of rows) {
      const columns = change(current);
      const tooHigh = [columns.priceBeforeDiscount, columns.priceAfterDiscount].some(
        (amount) => amount != null && Number(amount) > ADMIN_PRODUCT_LIMITS.priceMax,
      );
      if (tooHigh) {
        throw new HttpError(422, 'validation_failed', { value: [t('admin_price_invalid')] });
      }
      const after = { ...current, ...columns } as Product;
      const changes = changedFields<Snapshot>(snapshot(current), snapshot(after), AUDITED);
      if (Object.keys(changes).length === 0) continue;
      await tx.update(products).set(columns).where(eq(products.id, current.id));
      await recordAudit(tx, actor, {
        action: `bulk_${body.action}`,
        entity: 'product',
        entityId: current.id,
        changes,
      });
      updated += 1;
    }
    return updated;
  });
}
