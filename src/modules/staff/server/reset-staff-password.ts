import 'server-only';
import { randomBytes } from 'node:crypto';
import type { resetStaffPasswordInput } from '@/modules/staff/rules/users-contract';
import { hashPasswordLimited } from '@/modules/staff/server/auth/limit-password-work';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { account, session } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { refuseStaffChange } from '@/modules/staff/rules/staff-account-rules';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { issueSetPasswordToken } from './issue-set-password-token';
import { lockStaffAccount } from './lock-staff-account';
import { refusalError } from './refusal-error';

/**
 * Gives a staff account a new password, or a one-time set-password token, and ends its sessions:
 * whoever held the old password is out at once, and cannot sign in with it again.
 */
export async function resetStaffPassword(
  db: Database,
  actor: StaffUser,
  id: string,
  input: z.output<typeof resetStaffPasswordInput>,
  protectedEmails: readonly string[],
): Promise<{ setPasswordToken?: string }> {
  // By link, the old password stops working at once too: a random one nobody knows stands in until the
  // link sets the new one (whoever held the old password must not sign in meanwhile).
  const passwordHash = await hashPasswordLimited(input.password ?? randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const { target, activeSuperadmins } = await lockStaffAccount(tx, id);
    const refusal = refuseStaffChange({ actorId: actor.id, target, change: { kind: 'password' }, protectedEmails, activeSuperadmins });
    if (refusal) throw refusalError(refusal);
    await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, id), eq(account.providerId, 'credential')));
    const setPasswordToken = input.password ? undefined : await issueSetPasswordToken(tx, id);
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
    await writeAudit(tx, {
      actor: { id: actor.id },
      action: 'user.password_reset',
      target: target.id,
      summary: { by: input.password ? 'new password' : 'set-password link', sessionsEnded: ended.length },
    });
    return { setPasswordToken };
  });
}
