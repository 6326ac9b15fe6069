import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, user } from '@/db/schema';
import { auditPeriod, type AuditEntryView, type AuditFilters } from '@/modules/staff/rules/audit-filters';
import type { Queryable } from '@/platform/db/database';
import { CONSOLE_ACTOR_ID, SYSTEM_ACTOR_ID } from './write-audit';

// The trail keeps account ids only; who they are is read from the accounts as they are now.
const actorAccount = alias(user, 'actor_account');
const targetAccount = alias(user, 'target_account');

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actor)
    conditions.push(
      or(eq(auditLog.actorId, filters.actor), ilike(actorAccount.email, contains(filters.actor)), ilike(actorAccount.name, contains(filters.actor)))!,
    );
  // Actions are dotted names (`user.update`); a prefix such as `user.` finds the whole family.
  if (filters.action) conditions.push(ilike(auditLog.action, `${filters.action.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (filters.target)
    conditions.push(
      or(
        ilike(auditLog.target, contains(filters.target)),
        ilike(targetAccount.email, contains(filters.target)),
        ilike(targetAccount.name, contains(filters.target)),
      )!,
    );
  const { start, end } = auditPeriod(filters);
  if (start) conditions.push(gte(auditLog.at, start));
  if (end) conditions.push(lt(auditLog.at, end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function actorLabel(row: { actorId: string | null; action: string; actorEmail: string | null }): string {
  if (row.actorId === SYSTEM_ACTOR_ID) return 'system';
  if (row.actorId === CONSOLE_ACTOR_ID) return 'server console';
  if (row.actorId === null) return row.action === 'auth.sign_in_failed' ? 'unknown (failed sign-in)' : 'unknown';
  return row.actorEmail ?? 'deleted account';
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
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        action: auditLog.action,
        target: auditLog.target,
        summary: auditLog.summary,
        actorEmail: actorAccount.email,
        targetEmail: targetAccount.email,
      })
      .from(auditLog)
      .leftJoin(actorAccount, eq(actorAccount.id, auditLog.actorId))
      .leftJoin(targetAccount, eq(targetAccount.id, auditLog.target))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(actorAccount, eq(actorAccount.id, auditLog.actorId))
      .leftJoin(targetAccount, eq(targetAccount.id, auditLog.target))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: actorLabel(row),
      actorId: row.actorId,
      action: row.action,
      target: row.targetEmail ?? row.target,
      targetId: row.target,
      summary: row.summary,
    })),
    total: Number(totals?.total ?? 0),
    page: filters.page,
    pageSize,
  };
}
