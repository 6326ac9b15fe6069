import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';

export interface ThrottleRule {
  key: string;
  maxFailures: number;
}

/** Counts a failed sign-in against each rule; a rule that reaches its limit blocks for one window. */
export async function recordSignInFailure(db: Database, rules: ThrottleRule[], windowSeconds: number): Promise<void> {
  const window = sql.raw(`interval '${Math.trunc(windowSeconds)} seconds'`);
  const expired = sql`rate_limit.window_started_at < now() - ${window}`;
  for (const { key, maxFailures } of rules) {
    await db.execute(sql`
      insert into rate_limit (key, count, window_started_at, blocked_until)
      values (${key}, 1, now(), case when 1 >= ${maxFailures} then now() + ${window} end)
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limit.count + 1 end,
        window_started_at = case when ${expired} then now() else rate_limit.window_started_at end,
        blocked_until = case
          when not (${expired}) and rate_limit.count + 1 >= ${maxFailures} then now() + ${window}
          else rate_limit.blocked_until end`);
  }
}
