import 'server-only';
import type { setPasswordWithTokenInput } from '@/modules/staff/rules/set-password-contract';
import { and, eq, gt, like } from 'drizzle-orm';
import type { z } from 'zod';
import { account, session, user, verification } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { hashPasswordLimited } from '@/modules/staff/server/auth/limit-password-work';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { hashSetPasswordToken } from './issue-set-password-token';

const EXPIRED = 'This set-password link is not valid any more: it was used, replaced or has expired. Ask a superadmin for a new one.';

/** The unexpired set-password link with this token's hash. */
const liveLink = (tokenHash: string) =>
  and(eq(verification.value, tokenHash), like(verification.identifier, 'set-password:%'), gt(verification.expiresAt, new Date()));

/** Uses a one-time set-password link: the token is spent, the password set, old sessions ended. */
export async function setPasswordWithToken(db: Database, input: z.output<typeof setPasswordWithTokenInput>): Promise<{ email: string }> {
  const tokenHash = hashSetPasswordToken(input.token);
  // The link is looked up before the password is hashed (32 MB and a tenth of a second of a core):
  // a made-up token costs one lookup, and only holders of a live link wait for a hash (issue 14).
  const [live] = await db.select({ identifier: verification.identifier }).from(verification).where(liveLink(tokenHash));
  if (!live) throw new AppError('BAD_REQUEST', EXPIRED);
  const passwordHash = await hashPasswordLimited(input.password);
  return db.transaction(async (tx) => {
    // Checked again as it is spent: the link may have been used or replaced during the hash.
    const [found] = await tx.delete(verification).where(liveLink(tokenHash)).returning({ identifier: verification.identifier });
    if (!found) throw new AppError('BAD_REQUEST', EXPIRED);
    const userId = found.identifier.slice('set-password:'.length);
    const [owner] = await tx.select({ email: user.email, disabledAt: user.disabledAt }).from(user).where(eq(user.id, userId));
    if (!owner || owner.disabledAt) throw new AppError('BAD_REQUEST', EXPIRED);
    await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    await tx.delete(session).where(eq(session.userId, userId));
    await writeAudit(tx, { actor: { id: userId }, action: 'user.password_set', target: userId, summary: { by: 'set-password link' } });
    return { email: owner.email };
  });
}
