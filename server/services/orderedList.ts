import { asc, eq, max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkForm } from '../../src/shared/rules/checkForm';
import type { FieldIssues, FormTable } from '../../src/shared/rules/formTable';
import { dataWritten } from '../cache/versions';
import type { Db } from '../db/client';
import { HttpError } from '../lib/httpError';
import type { Translate } from '../lib/i18n';
import { picturesAllowed } from '../media/pictures';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { throwIfIssues, trimmed } from './formCheck';
import type { MediaStore } from '../media/store';

// One service for every ordered list the owner keeps (the FAQ, the team, the catalogs, the
// videos): a table with an id and a sort column, fields named on the wire, a rule table. Each
// write and its audit rows share one transaction; the storefront's read caches hear of it once
// it has committed.

/** A table of the lists: its own columns, plus the id and the place in the list. */
export type OrderedTable = PgTable & { id: PgColumn; sort: PgColumn };

/**
 * How a wire field is kept: `text` trimmed, `optional` trimmed or null when blank, `picture` a
 * URL of a picture uploaded to the banners folder (or the one the entry has), null for none.
 */
export type FieldKind = 'text' | 'optional' | 'picture';

export interface ListField {
  /** The name in bodies, answers, 422 errors and audit rows. */
  wire: string;
  /** The Drizzle column's property on the table. */
  column: string;
  kind: FieldKind;
}

/** An entry as answers carry it: id, place, the wire fields and the derived ones. */
export type Entry = { id: number; sort: number } & Record<string, unknown>;

/** `E` is the list's answer type (its wire schema's); the fields below must produce it. */
export interface OrderedListSpec<E extends Entry = Entry> {
  /** Stands for the answer type only (never set): the calls of a spec answer its entries. */
  readonly entryType?: E;
  table: OrderedTable;
  /** The audit rows' entity. */
  entity: string;
  form: FormTable;
  fields: readonly ListField[];
  /** Answer fields worked out from the stored ones (a video's id). */
  derived?: (entry: Record<string, unknown>) => Record<string, unknown>;
}

/** A row as Drizzle reads it: column properties → values. */
type Row = Record<string, unknown>;

const stored = (spec: OrderedListSpec, row: Row): Record<string, unknown> =>
  Object.fromEntries(spec.fields.map((field) => [field.wire, row[field.column] ?? null]));

function toEntry<E extends Entry>(spec: OrderedListSpec<E>, row: Row): E {
  const fields = stored(spec, row);
  // The spec's fields are its wire schema's (the route's response schema checks every answer).
  return { id: row.id, sort: row.sort, ...fields, ...spec.derived?.(fields) } as E;
}

const wireNames = (spec: OrderedListSpec) => spec.fields.map((field) => field.wire);

const inListOrder = (db: Db, spec: OrderedListSpec) =>
  db.select().from(spec.table).orderBy(asc(spec.table.sort), asc(spec.table.id));

export async function listEntries<E extends Entry>(db: Db, spec: OrderedListSpec<E>): Promise<E[]> {
  const rows = (await inListOrder(db, spec)) as Row[];
  return rows.map((row) => toEntry(spec, row));
}

const has = (body: object, field: string) => Object.prototype.hasOwnProperty.call(body, field);

/** The column values of the fields `body` names, as they are kept. */
function columnsOf(spec: OrderedListSpec, body: Record<string, unknown>): Row {
  const columns: Row = {};
  for (const field of spec.fields) {
    if (!has(body, field.wire)) continue;
    const value = trimmed(body[field.wire]);
    columns[field.column] = field.kind === 'text' ? value : value || null;
  }
  return columns;
}

/**
 * Every broken field: the rule table's (a new entry as a whole; a change on the fields it sends,
 * judged with the entry's other values) and any picture not uploaded to the shop.
 */
async function check(
  spec: OrderedListSpec,
  body: Record<string, unknown>,
  current: Row | null,
  media: MediaStore,
  t: Translate,
): Promise<void> {
  const merged = current ? { ...stored(spec, current), ...body } : body;
  const all = checkForm(spec.form, merged);
  const issues: FieldIssues = {};
  for (const [field, list] of Object.entries(all))
    if (!current || has(body, field)) issues[field] = list;
  const pictures = spec.fields.filter((field) => field.kind === 'picture');
  const held = current
    ? pictures.map((field) => (current[field.column] as string | null) ?? null)
    : [];
  for (const field of pictures) {
    const url = body[field.wire];
    if (typeof url !== 'string' || url.trim() === '' || issues[field.wire]) continue;
    if (!(await picturesAllowed(media, 'banners', [url.trim()], held))) {
      issues[field.wire] = [{ key: 'admin_media_not_ours' }];
    }
  }
  throwIfIssues(issues, t);
}

/** Runs a write in one transaction, then tells the read caches of this process. */
async function write<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  dataWritten(db);
  return result;
}

async function lockedRow(tx: Db, spec: OrderedListSpec, id: number): Promise<Row> {
  const [row] = (await tx
    .select()
    .from(spec.table)
    .where(eq(spec.table.id, id))
    .for('update')) as Row[];
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** A new entry, last in the list. */
export async function createEntry<E extends Entry>(
  db: Db,
  spec: OrderedListSpec<E>,
  actor: AuditActor,
  body: Record<string, unknown>,
  media: MediaStore,
  t: Translate,
): Promise<E> {
  await check(spec, body, null, media, t);
  return write(db, async (tx) => {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(spec.table.sort) })
      .from(spec.table);
    const values = { ...columnsOf(spec, body), sort: ((last as number | null) ?? 0) + 1 };
    // The table is one of the lists' own; its insert type is not known to this generic service.
    const [row] = (await tx
      .insert(spec.table)
      .values(values as never)
      .returning()) as Row[];
    if (!row) throw new Error(`createEntry(${spec.entity}): insert returned no row`);
    const entry = toEntry(spec, row);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: spec.entity,
      entityId: entry.id,
      changes: changedFields(null, entry, ['sort', ...wireNames(spec)]),
    });
    return entry;
  });
}

/** Any subset of an entry's fields; the rest stay as they are. */
export async function updateEntry<E extends Entry>(
  db: Db,
  spec: OrderedListSpec<E>,
  actor: AuditActor,
  id: number,
  body: Record<string, unknown>,
  media: MediaStore,
  t: Translate,
): Promise<E> {
  return write(db, async (tx) => {
    const current = await lockedRow(tx, spec, id);
    await check(spec, body, current, media, t);
    const columns = columnsOf(spec, body);
    const before = toEntry(spec, current);
    if (Object.keys(columns).length === 0) return before;
    const [row] = (await tx
      .update(spec.table)
      .set(columns as never)
      .where(eq(spec.table.id, id))
      .returning()) as Row[];
    const after = toEntry(spec, row ?? current);
    const changes = changedFields(before, after, wireNames(spec));
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, {
        action: 'update',
        entity: spec.entity,
        entityId: id,
        changes,
      });
    }
    return after;
  });
}

export async function deleteEntry(
  db: Db,
  spec: OrderedListSpec,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await write(db, async (tx) => {
    const before = toEntry(spec, await lockedRow(tx, spec, id));
    await tx.delete(spec.table).where(eq(spec.table.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: spec.entity,
      entityId: id,
      changes: changedFields(before, null, ['sort', ...wireNames(spec)]),
    });
  });
}

/**
 * The list in a new order: `ids` must name every entry exactly once (422 on ids otherwise), so
 * an order made from a stale list never drops or duplicates an entry. Places become 1, 2, 3, …
 */
export async function reorderEntries<E extends Entry>(
  db: Db,
  spec: OrderedListSpec<E>,
  actor: AuditActor,
  ids: readonly number[],
  t: Translate,
): Promise<E[]> {
  return write(db, async (tx) => {
    const rows = (await inListOrder(tx, spec).for('update')) as Row[];
    const byId = new Map(rows.map((row) => [row.id as number, row]));
    const everyOnce =
      ids.length === rows.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => byId.has(id));
    if (!everyOnce) {
      throw new HttpError(422, 'validation_failed', { ids: [t('admin_lists_order_mismatch')] });
    }
    const result: E[] = [];
    for (const [index, id] of ids.entries()) {
      const row = byId.get(id) as Row;
      const sort = index + 1;
      if (row.sort !== sort) {
        await tx
          .update(spec.table)
          .set({ sort } as never)
          .where(eq(spec.table.id, id));
        await recordAudit(tx, actor, {
          action: 'reorder',
          entity: spec.entity,
          entityId: id,
          changes: { sort: [row.sort as number, sort] },
        });
      }
      result.push(toEntry(spec, { ...row, sort }));
    }
    return result;
  });
}
