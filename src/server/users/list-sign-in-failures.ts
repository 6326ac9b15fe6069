import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/server/db/database';

export interface SignInFailure {
  at: string;
  /** The client address the failure came from; absent on rows written before addresses were kept. */
  address: string | null;
}

/** The latest failed sign-ins to the account with `email` in the last `days`, newest first, for a superadmin to judge. */
export async function listSignInFailures(db: Queryable, email: string, days = 7, limit = 20): Promise<SignInFailure[]> {
  const rows = await db
    .select({ at: auditLog.at, summary: auditLog.summary })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.target, email.toLowerCase()), sql`${auditLog.at} > now() - make_interval(days => ${days})`),
    )
    .orderBy(desc(auditLog.at))
    .limit(limit);
  return rows.map((row) => ({ at: row.at.toISOString(), address: typeof row.summary?.address === 'string' ? row.summary.address : null }));
}
