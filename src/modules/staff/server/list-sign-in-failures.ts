import 'server-only';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { auditLog, rateLimit } from '@/db/schema';
import { passwordGuessKeys } from '@/modules/staff/rules/sign-in-delay';
import type { Queryable } from '@/platform/db/database';

export interface SignInFailures {
  /** When the latest failures happened (from the audit trail, which keeps no addresses). */
  times: string[];
  /** The addresses failing on this account within the throttle's window (its working counters, which expire). */
  addresses: { address: string; failures: number; waitUntil: string | null }[];
}

/** An account's latest failed sign-ins in the last `days`, newest first, and where the current guessing comes from, for a superadmin to judge. */
export async function listSignInFailures(db: Queryable, account: { id: string; email: string }, days = 7, limit = 20): Promise<SignInFailures> {
  const prefix = passwordGuessKeys(account.email, '').accountAtAddress;
  const [rows, counters] = await Promise.all([
    db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.target, account.id), sql`${auditLog.at} > now() - make_interval(days => ${days})`))
      .orderBy(desc(auditLog.at))
      .limit(limit),
    db
      .select({ key: rateLimit.key, count: rateLimit.count, blockedUntil: rateLimit.blockedUntil })
      .from(rateLimit)
      .where(like(rateLimit.key, `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`))
      .orderBy(desc(rateLimit.count))
      .limit(limit),
  ]);
  return {
    times: rows.map((row) => row.at.toISOString()),
    addresses: counters.map((row) => ({ address: row.key.slice(prefix.length), failures: row.count, waitUntil: row.blockedUntil?.toISOString() ?? null })),
  };
}
