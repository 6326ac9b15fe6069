import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { session } from '@/db/schema';
import type { OwnSessionView } from '@/modules/staff/rules/own-session';
import type { Queryable } from '@/platform/db/database';

/** The signed-in person's open sessions (browsers and API tokens), the current one marked. */
export async function listOwnSessions(db: Queryable, userId: string, currentSessionId: string | undefined): Promise<OwnSessionView[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}
