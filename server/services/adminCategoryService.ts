import { and, asc, count, eq, isNull, max, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, type Category } from '../db/schema';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { picturesAllowed } from '../media/pictures';
import { slugify } from '../../src/shared/lib/slugify';
import { slugKey } from '../../src/shared/rules/slugKey';
import { isBlank } from '../../src/shared/rules/validation';
import { MAX_LENGTH } from '../../src/shared/rules/constants';
import {
  RESERVED_CATEGORY_SLUGS,
  type AdminCategoryBody,
  type AdminCategoryDto,
} from '../../src/shared/wire/adminProducts';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { trimmed } from './formCheck';
import type { MediaStore } from '../media/store';

// The back office's categories: list, create, rename / re-slug / hide, reorder. Every write and
// its audit rows (entity 'category') share one transaction.

const AUDITED = [
  'name_ar',
  'name_en',
  'slug',
  'sort',
  'hidden',
  'banner_image_ar',
  'banner_image_en',
] as const;
type Snapshot = Pick<AdminCategoryDto, (typeof AUDITED)[number]>;

const snapshot = (c: Category): Snapshot => ({
  name_ar: c.name,
  name_en: c.nameEn,
  slug: c.slug,
  sort: c.sort,
  hidden: c.hidden,
  banner_image_ar: c.bannerImageAr || null,
  banner_image_en: c.bannerImageEn || null,
});

async function serialize(db: Db, rows: Category[]): Promise<AdminCategoryDto[]> {
  const counts = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(isNull(products.removedAt))
    .groupBy(products.categoryId);
  const byId = new Map(counts.map((row) => [row.categoryId, Number(row.n)]));
  return rows.map((c) => ({ id: c.id, ...snapshot(c), products_count: byId.get(c.id) ?? 0 }));
}

const inShopOrder = (db: Db) =>
  db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));

export async function listAdminCategories(db: Db): Promise<AdminCategoryDto[]> {
  return serialize(db, await inShopOrder(db));
}

const reserved = (slug: string) =>
  (RESERVED_CATEGORY_SLUGS as readonly string[]).includes(slugKey(slug));

/** Whether another category holds `slug` in any spelling the storefront resolves alike. */
async function slugTaken(tx: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const key = slugKey(slug);
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        or(eq(categories.slug, slug), eq(categories.slugKey, key)),
        exceptId === null ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The slug a category gets: the given one (the shop's slug rule, lower-case; refused when taken or
 * reserved), else name_en's made unique with -2, -3, … (reserved words count as taken).
 */
async function categorySlug(
  tx: Db,
  given: string | undefined,
  nameEn: string,
  exceptId: number | null,
  errors: Record<string, string[]>,
  t: Translate,
): Promise<string | null> {
  if (given !== undefined) {
    const slug = slugify(given).toLowerCase();
    if (!slug) errors.slug = [t('admin_slug_invalid')];
    else if (reserved(slug)) errors.slug = [t('admin_slug_reserved')];
    else if (await slugTaken(tx, slug, exceptId)) errors.slug = [t('admin_slug_taken')];
    return slug;
  }
  const base = slugify(nameEn).toLowerCase() || 'category';
  let slug = base;
  for (let n = 2; reserved(slug) || (await slugTaken(tx, slug, exceptId)); n += 1) {
    slug = `${base}-${n}`;
  }
  return slug;
}

function checkNames(body: AdminCategoryBody, creating: boolean, t: Translate) {
  const errors: Record<string, string[]> = {};
  for (const field of ['name_ar', 'name_en'] as const) {
    const present = Object.prototype.hasOwnProperty.call(body, field);
    if ((creating || present) && isBlank(body[field])) errors[field] = [t('field_required')];
    else if (present && trimmed(body[field]).length > MAX_LENGTH.name) {
      errors[field] = [t('field_too_long', { max: MAX_LENGTH.name })];
    }
  }
  return errors;
}

const BANNERS = ['banner_image_ar', 'banner_image_en'] as const;

/**
 * Each banner the body names is null (none), one the category has, or a picture uploaded to the
 * banners folder; else 422 on that field.
 */
async function checkBanners(
  body: AdminCategoryBody,
  current: Category | null,
  media: MediaStore,
  errors: Record<string, string[]>,
  t: Translate,
): Promise<void> {
  const held = current ? [current.bannerImageAr, current.bannerImageEn] : [];
  for (const field of BANNERS) {
    const url = body[field];
    if (url === undefined || url === null) continue;
    if (!(await picturesAllowed(media, 'banners', [url], held))) {
      errors[field] = [t('admin_media_not_ours')];
    }
  }
}

/** The banner columns a body names. */
function bannerColumns(body: AdminCategoryBody): Partial<typeof categories.$inferInsert> {
  const columns: Partial<typeof categories.$inferInsert> = {};
  if (body.banner_image_ar !== undefined) columns.bannerImageAr = body.banner_image_ar;
  if (body.banner_image_en !== undefined) columns.bannerImageEn = body.banner_image_en;
  return columns;
}

const throwIfAny = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation_failed', errors);
};

export async function createAdminCategory(
  db: Db,
  actor: AuditActor,
  body: AdminCategoryBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminCategoryDto> {
  return db.transaction(async (tx) => {
    const errors = checkNames(body, true, t);
    const nameEn = trimmed(body.name_en);
    const slug = await categorySlug(tx, body.slug, nameEn, null, errors, t);
    await checkBanners(body, null, media, errors, t);
    throwIfAny(errors);
    const [{ last } = { last: null }] = await tx
      .select({ last: max(categories.sort) })
      .from(categories);
    const [row] = await tx
      .insert(categories)
      .values({
        name: trimmed(body.name_ar),
        nameEn,
        slug: slug ?? '',
        sort: body.sort ?? (last ?? 0) + 1,
        hidden: body.hidden ?? false,
        ...bannerColumns(body),
      })
      .returning();
    if (!row) throw new Error('createAdminCategory: insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'category',
      entityId: row.id,
      changes: changedFields<Snapshot>(null, snapshot(row), AUDITED),
    });
    const [dto] = await serialize(tx, [row]);
    return dto as AdminCategoryDto;
  });
}

export async function updateAdminCategory(
  db: Db,
  actor: AuditActor,
  id: number,
  body: AdminCategoryBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminCategoryDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw new HttpError(404, 'admin_category_not_found');
    const errors = checkNames(body, false, t);
    // A slug changes only when asked: renaming keeps the category's links working.
    const slug =
      body.slug === undefined
        ? current.slug
        : await categorySlug(tx, body.slug, current.nameEn, id, errors, t);
    await checkBanners(body, current, media, errors, t);
    throwIfAny(errors);
    const columns = bannerColumns(body);
    if (body.name_ar !== undefined) columns.name = trimmed(body.name_ar);
    if (body.name_en !== undefined) columns.nameEn = trimmed(body.name_en);
    if (slug !== null && slug !== current.slug) columns.slug = slug;
    if (body.sort !== undefined) columns.sort = body.sort;
    if (body.hidden !== undefined) columns.hidden = body.hidden;
    let row = current;
    if (Object.keys(columns).length > 0) {
      const [updated] = await tx
        .update(categories)
        .set(columns)
        .where(eq(categories.id, id))
        .returning();
      row = updated ?? current;
      const changes = changedFields<Snapshot>(snapshot(current), snapshot(row), AUDITED);
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'category',
          entityId: id,
          changes,
        });
      }
    }
    const [dto] = await serialize(tx, [row]);
    return dto as AdminCategoryDto;
  });
}

/** The listed categories first in the given order, the others after them in their old order. */
export async function reorderCategories(
  db: Db,
  actor: AuditActor,
  ids: readonly number[],
  t: Translate,
): Promise<AdminCategoryDto[]> {
  return db.transaction(async (tx) => {
    const all = await inShopOrder(tx).for('update');
    const byId = new Map(all.map((c) => [c.id, c]));
    if (ids.some((id) => !byId.has(id))) {
      throw new HttpError(422, 'validation_failed', { ids: [t('admin_category_invalid')] });
    }
    const listed = new Set(ids);
    const order = [
      ...ids.map((id) => byId.get(id) as Category),
      ...all.filter((c) => !listed.has(c.id)),
    ];
    const result: Category[] = [];
    for (const [index, current] of order.entries()) {
      const sort = index + 1;
      if (current.sort === sort) {
        result.push(current);
        continue;
      }
      await tx.update(categories).set({ sort }).where(eq(categories.id, current.id));
      await recordAudit(tx, actor, {
        action: 'reorder',
        entity: 'category',
        entityId: current.id,
        changes: { sort: [current.sort, sort] },
      });
      result.push({ ...current, sort });
    }
    return serialize(tx, result);
  });
}
