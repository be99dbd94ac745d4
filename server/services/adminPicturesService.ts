import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { headerImages, shopDetails } from '../db/schema';
import { dataWritten } from '../cache/versions';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { picturesAllowed } from '../media/pictures';
import { slideLinkIssue } from '../../src/shared/rules/slideLink';
import type {
  AdminHeaderImageCreateBody,
  AdminHeaderImageDto,
} from '../../src/shared/wire/adminPictures';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { trimmed } from './formCheck';
import type { MediaStore } from '../media/store';

// The storefront's pictures, the owner's to change: the home carousel's header pictures and the
// offers banner. Every write and its audit rows share one transaction; once it has committed the
// read caches are told (dataWritten), so the storefront shows the change on its next read.

type HeaderImageRow = typeof headerImages.$inferSelect;
const AUDITED = ['image', 'link', 'sort'] as const;

const toDto = (row: HeaderImageRow): AdminHeaderImageDto => ({
  id: row.id,
  image: row.image,
  link: row.link,
  sort: row.sort,
});

const inCarouselOrder = (db: Db) =>
  db.select().from(headerImages).orderBy(asc(headerImages.sort), asc(headerImages.id));

const refuse = (field: string, message: string) =>
  new HttpError(422, 'validation_failed', { [field]: [message] });

/** The link as stored: null for none ("" or absent), else a link the slide rule accepts (422). */
function storedLink(link: string | null | undefined, t: Translate): string | null {
  const text = trimmed(link);
  if (!text) return null;
  const issue = slideLinkIssue(text);
  if (issue) throw refuse('link', t(issue.key, issue.vars));
  return text;
}

/** 422 on `field` unless `url` is a picture the banners upload stored (or one of `held`). */
async function checkPicture(
  media: MediaStore,
  field: string,
  url: string,
  held: readonly string[],
  t: Translate,
): Promise<void> {
  if (!(await picturesAllowed(media, 'banners', [url], held))) {
    throw refuse(field, t('admin_media_not_ours'));
  }
}

/** Runs `write` in a transaction, then tells the read caches once it has committed. */
async function committed<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  dataWritten(db);
  return result;
}

export async function listHeaderImagesForOwner(db: Db): Promise<AdminHeaderImageDto[]> {
  return (await inCarouselOrder(db)).map(toDto);
}

/** A new header picture, last in the carousel. */
export async function addHeaderImage(
  db: Db,
  actor: AuditActor,
  body: AdminHeaderImageCreateBody,
  t: Translate,
  media: MediaStore,
): Promise<AdminHeaderImageDto> {
  const link = storedLink(body.link, t);
  await checkPicture(media, 'image', body.image, [], t);
  return committed(db, async (tx) => {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(headerImages.sort) })
      .from(headerImages);
    const [row] = await tx
      .insert(headerImages)
      .values({ image: body.image, link, sort: (last ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('addHeaderImage: insert returned no row');
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'header_image',
      entityId: row.id,
      changes: changedFields(null, toDto(row), AUDITED),
    });
    return toDto(row);
  });
}

async function lockedHeaderImage(tx: Db, id: number): Promise<HeaderImageRow> {
  const [row] = await tx.select().from(headerImages).where(eq(headerImages.id, id)).for('update');
  if (!row) throw new HttpError(404, 'admin_header_image_not_found');
  return row;
}

/** Sets or removes (null or "") the slide's link. */
export async function setHeaderImageLink(
  db: Db,
  actor: AuditActor,
  id: number,
  link: string | null,
  t: Translate,
): Promise<AdminHeaderImageDto> {
  const next = storedLink(link, t);
  return committed(db, async (tx) => {
    const current = await lockedHeaderImage(tx, id);
    if (current.link === next) return toDto(current);
    const [row = current] = await tx
      .update(headerImages)
      .set({ link: next })
      .where(eq(headerImages.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'header_image',
      entityId: id,
      changes: changedFields(toDto(current), toDto(row), AUDITED),
    });
    return toDto(row);
  });
}

/** Takes the picture out of the carousel (its files stay: an audit row may still name them). */
export async function deleteHeaderImage(db: Db, actor: AuditActor, id: number): Promise<void> {
  await committed(db, async (tx) => {
    const current = await lockedHeaderImage(tx, id);
    await tx.delete(headerImages).where(eq(headerImages.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'header_image',
      entityId: id,
      changes: changedFields(toDto(current), null, AUDITED),
    });
  });
}

/**
 * The carousel in the order of `ids`, which must name every header picture exactly once: a list
 * made before another change (a picture added or deleted meanwhile) is refused, never half-applied.
 */
export async function reorderHeaderImages(
  db: Db,
  actor: AuditActor,
  ids: readonly number[],
  t: Translate,
): Promise<AdminHeaderImageDto[]> {
  return committed(db, async (tx) => {
    const all = await inCarouselOrder(tx).for('update');
    const byId = new Map(all.map((row) => [row.id, row]));
    const named = new Set(ids);
    if (ids.length !== all.length || named.size !== ids.length || ids.some((id) => !byId.has(id))) {
      throw refuse('ids', t('admin_header_images_order_invalid'));
    }
    const result: HeaderImageRow[] = [];
    for (const [index, id] of ids.entries()) {
      const current = byId.get(id) as HeaderImageRow;
      const sort = index + 1;
      if (current.sort !== sort) {
        await tx.update(headerImages).set({ sort }).where(eq(headerImages.id, id));
        await recordAudit(tx, actor, {
          action: 'reorder',
          entity: 'header_image',
          entityId: id,
          changes: { sort: [current.sort, sort] },
        });
      }
      result.push({ ...current, sort });
    }
    return result.map(toDto);
  });
}

/** The offers banner's picture; "" for none (also before the details row exists). */
export async function getOffersBanner(db: Db): Promise<string> {
  const [row] = await db
    .select({ offersBanner: shopDetails.offersBanner })
    .from(shopDetails)
    .where(eq(shopDetails.id, 1));
  return row?.offersBanner ?? '';
}

/** Sets the offers banner ("" removes it); the details row is made when it is missing. */
export async function setOffersBanner(
  db: Db,
  actor: AuditActor,
  image: string,
  t: Translate,
  media: MediaStore,
): Promise<string> {
  return committed(db, async (tx) => {
    const [row] = await tx.select().from(shopDetails).where(eq(shopDetails.id, 1)).for('update');
    const current = row?.offersBanner ?? '';
    if (image === current) return current;
    if (image) await checkPicture(media, 'image', image, [current], t);
    await tx
      .insert(shopDetails)
      .values({ id: 1, offersBanner: image })
      .onConflictDoUpdate({ target: shopDetails.id, set: { offersBanner: image } });
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'shop_details',
      entityId: null,
      changes: { offers_banner: [current || null, image || null] },
    });
    return image;
  });
}
