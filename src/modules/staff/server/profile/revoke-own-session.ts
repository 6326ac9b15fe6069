import 'server-only';
import { and, eq } from 'drizzle-orm';
import { session } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

/** Ends one of the signed-in person's own sessions; someone else's session is "not found". */
export async function revokeOwnSession(db: Database, me: StaffUser, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(session)
      .where(and(eq(session.id, sessionId), eq(session.userId, me.id)))
      .returning({ id: session.id });
    if (!ended) throw new AppError('NOT_FOUND', `You have no session ${sessionId}.`);
    await writeAudit(tx, {
      actor: { id: me.id },
      action: 'profile.session_revoke',
      target: me.id,
      summary: { session: sessionId },
    });
  });
}
