import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import type { AuditEntryDto, AuditQuery } from '../../src/shared/wire/staff';
import { pageNumbers } from './pagination';

// The back office's audit trail as the owner reads it (GET /admin/audit): newest first, by the
// audit_log indexes (created_at, id for the whole trail; actor_id, created_at for one actor).

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date alone is a whole UTC day: `from` at its start, `to` up to (not including) the next. */
function timeFilters(from: string | undefined, to: string | undefined): SQL[] {
  const filters: SQL[] = [];
  if (from) filters.push(gte(auditLog.createdAt, new Date(from)));
  if (to) {
    if (DATE_ONLY.test(to)) {
      filters.push(lt(auditLog.createdAt, new Date(new Date(to).getTime() + DAY_MS)));
    } else {
      filters.push(lte(auditLog.createdAt, new Date(to)));
    }
  }
  return filters;
}

export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{
  data: AuditEntryDto[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const filters = [
    ...(query.actor_id === undefined ? [] : [eq(auditLog.actorId, query.actor_id)]),
    ...(query.entity === undefined ? [] : [eq(auditLog.entity, query.entity)]),
    ...timeFilters(query.from, query.to),
  ];
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const total = Number(counted?.total ?? 0);
  const numbers = pageNumbers(total, { page, perPage });
  const rows = await db
    .select({
      row: auditLog,
      actorFirst: users.firstName,
      actorFamily: users.familyName,
      actorPhone: users.phoneNumber,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset(numbers.offset);

  return {
    // The actor as they were at the change (the row's copies), even once the account is gone; a
    // row written without copies names the account as it is now.
    data: rows.map(({ row, actorFirst, actorFamily, actorPhone }) => ({
      id: row.id,
      actor:
        row.actorId === null && row.actorName === '' && row.actorPhone === ''
          ? null
          : {
              id: row.actorId,
              name: row.actorName || `${actorFirst ?? ''} ${actorFamily ?? ''}`.trim(),
              phone_number: row.actorPhone || (actorPhone ?? ''),
            },
      actor_role: row.actorRole,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      changes: row.changes,
      created_at: row.createdAt.toISOString(),
    })),
    current_page: numbers.currentPage,
    last_page: numbers.lastPage,
    per_page: numbers.perPage,
    total,
  };
}
