import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, type AuditChanges, type UserRole } from '../db/schema';

// The back office's audit trail: every change staff make is recorded by the transaction that makes
// it (pass that transaction as `tx`), so a change that fails leaves no row and every row names a
// change that happened.

/** Who acts: the signed-in staff member or owner (request.user of an admin route). */
export interface AuditActor {
  id: number;
  role: UserRole;
}

export interface AuditEntry {
  /** create, update, delete, status, … */
  action: string;
  /** The kind of record: product, category, order, staff, settings, … */
  entity: string;
  entityId: number | string | null;
  changes: AuditChanges;
}

/**
 * The fields whose value differs between `before` and `after` (compared as JSON), each as
 * [before, after]; `fields` limits the comparison (secrets such as password hashes never go in).
 * A created record has before = null, a deleted one after = null.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T> | null,
  after: Partial<T> | null,
  fields: ReadonlyArray<keyof T & string>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const was = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

/**
 * Writes one audit row inside the transaction `tx` of the change it records. The actor's name and
 * phone are copied from the account as it is now, so the row still names them once the account
 * is renamed or removed.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorRole: actor.role,
    actorName: sql`coalesce((select trim(u.first_name || ' ' || u.family_name) from users u where u.id = ${actor.id}), '')`,
    actorPhone: sql`coalesce((select u.phone_number from users u where u.id = ${actor.id}), '')`,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    changes: entry.changes,
  });
}

/** Audit rows per insert in recordAudits. */
const AUDIT_BATCH = 1000;

/**
 * recordAudit for many entries of one actor (a file import's products): one insert per
 * AUDIT_BATCH entries, the rows travelling as one JSON parameter (binding eight parameters a row
 * took three times as long at 10,000 rows), so thousands of changes cost a few round trips. The
 * actor's name and phone are copied from the account as recordAudit copies them; same
 * transaction rule as recordAudit.
 */
export async function recordAudits(
  tx: Db,
  actor: AuditActor,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_BATCH) {
    const rows = entries.slice(start, start + AUDIT_BATCH).map((entry) => ({
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      changes: entry.changes,
    }));
    await tx.execute(sql`
      insert into ${auditLog} (actor_id, actor_role, actor_name, actor_phone, action, entity,
        entity_id, changes)
      select ${actor.id}, ${actor.role}::user_role,
        coalesce((select trim(u.first_name || ' ' || u.family_name) from users u where u.id = ${actor.id}), ''),
        coalesce((select u.phone_number from users u where u.id = ${actor.id}), ''),
        v.action, v.entity, v.entity_id, v.changes
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(action text, entity text, entity_id text, changes jsonb)`);
  }
}
