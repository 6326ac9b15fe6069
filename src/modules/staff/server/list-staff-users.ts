import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, session, user } from '@/db/schema';
import type { StaffStatus, StaffUserView } from '@/modules/staff/rules/staff-user';
import type { Queryable } from '@/platform/db/database';

export interface StaffUserFilters {
  id?: string;
  /** Part of a name or email. */
  q?: string;
  level?: number | 'none';
  status?: StaffStatus;
  page?: number;
  pageSize?: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Staff accounts, newest first, with their open sessions; `protectedEmails` marks the untouchable ones. */
export async function listStaffUsers(
  db: Queryable,
  filters: StaffUserFilters,
  protectedEmails: readonly string[],
): Promise<{ items: StaffUserView[]; total: number; page: number; pageSize: number }> {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? 50;
  const conditions: SQL[] = [];
  if (filters.id) conditions.push(eq(user.id, filters.id));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(or(ilike(user.email, pattern), ilike(user.name, pattern))!);
  }
  if (filters.level === 'none') conditions.push(isNull(user.accountLevel));
  else if (filters.level !== undefined) conditions.push(eq(user.accountLevel, filters.level));
  if (filters.status === 'active') conditions.push(isNull(user.disabledAt));
  if (filters.status === 'disabled') conditions.push(isNotNull(user.disabledAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const open = db
    .select({ userId: session.userId, open: count().as('open'), lastSeen: max(session.updatedAt).as('last_seen') })
    .from(session)
    .where(sql`${session.expiresAt} > now()`)
    .groupBy(session.userId)
    .as('open_sessions');

  const failed = db
    .select({ accountId: auditLog.target, failures: count().as('failures'), lastFailure: max(auditLog.at).as('last_failure') })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.sign_in_failed'), sql`${auditLog.at} > now() - interval '24 hours'`))
    .groupBy(auditLog.target)
    .as('failed_sign_ins');

  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        accountLevel: user.accountLevel,
        reviewer: user.reviewer,
        disabledAt: user.disabledAt,
        createdAt: user.createdAt,
        open: open.open,
        lastSeen: open.lastSeen,
        failures: failed.failures,
        lastFailure: failed.lastFailure,
      })
      .from(user)
      .leftJoin(open, eq(open.userId, user.id))
      .leftJoin(failed, eq(failed.accountId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), user.email)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);

  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      accountLevel: row.accountLevel,
      reviewer: row.reviewer,
      disabled: row.disabledAt !== null,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      activeSessions: Number(row.open ?? 0),
      lastSeenAt: row.lastSeen ? new Date(row.lastSeen).toISOString() : null,
      failedSignIns: Number(row.failures ?? 0),
      lastFailedSignInAt: row.lastFailure ? new Date(row.lastFailure).toISOString() : null,
      protected: protectedEmails.includes(row.email.toLowerCase()),
    })),
    total: Number(totals?.total ?? 0),
    page,
    pageSize,
  };
}
