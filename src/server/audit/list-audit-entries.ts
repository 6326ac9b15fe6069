import 'server-only';
import { and, count, desc, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import { auditPeriod, type AuditEntryView, type AuditFilters } from '@/domain/audit/audit-filters';
import type { Queryable } from '@/server/db/database';

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actor) conditions.push(ilike(auditLog.actorEmail, contains(filters.actor)));
  // Actions are dotted names (`user.update`); a prefix such as `user.` finds the whole family.
  if (filters.action) conditions.push(ilike(auditLog.action, `${filters.action.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (filters.target) conditions.push(ilike(auditLog.target, contains(filters.target)));
  const { start, end } = auditPeriod(filters);
  if (start) conditions.push(gte(auditLog.at, start));
  if (end) conditions.push(lt(auditLog.at, end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The audit trail, newest first, filtered by who, action, target and Manila days. */
export async function listAuditEntries(
  db: Queryable,
  filters: AuditFilters,
  pageSize: number,
): Promise<{ items: AuditEntryView[]; total: number; page: number; pageSize: number }> {
  const where = whereOf(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail ?? 'unknown',
      action: row.action,
      target: row.target,
      summary: row.summary,
    })),
    total: Number(totals?.total ?? 0),
    page: filters.page,
    pageSize,
  };
}
