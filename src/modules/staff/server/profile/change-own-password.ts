import 'server-only';
import type { changeOwnPasswordInput } from '@/modules/staff/rules/profile-contract';
import { hashPasswordLimited, verifyPasswordLimited } from '@/modules/staff/server/auth/limit-password-work';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { account, session } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { limitPasswordGuesses } from '@/modules/staff/server/auth/limit-password-guesses';

/**
 * Changes the signed-in person's password after checking the current one, and ends their other
 * sessions (this one stays signed in). A wrong current password counts against the same growing
 * wait as a failed sign-in: a stolen session must not become a way to guess the password.
 */
export async function changeOwnPassword(
  db: Database,
  me: StaffUser,
  input: z.output<typeof changeOwnPasswordInput>,
  address: string,
): Promise<{ sessionsEnded: number }> {
  const guesses = limitPasswordGuesses(db, me.email, address);
  await guesses.check((wait) => `currentPassword: too many wrong passwords. Wait ${wait} before trying again.`);
  const [credential] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
  const matches = credential?.password ? await verifyPasswordLimited({ hash: credential.password, password: input.currentPassword }) : false;
  if (!credential || !matches) {
    await guesses.failed();
    await db.transaction((tx) => writeAudit(tx, { actor: { id: me.id }, action: 'profile.password_change_failed', target: me.id }));
    throw new AppError('BAD_REQUEST', 'currentPassword: the current password is not correct.');
  }
  await guesses.succeeded();
  const passwordHash = await hashPasswordLimited(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(eq(account.id, credential.id));
    const others = me.sessionId ? and(eq(session.userId, me.id), ne(session.id, me.sessionId)) : eq(session.userId, me.id);
    const ended = await tx.delete(session).where(others).returning({ id: session.id });
    await writeAudit(tx, {
      actor: { id: me.id },
      action: 'profile.password_change',
      target: me.id,
      summary: { sessionsEnded: ended.length },
    });
    return { sessionsEnded: ended.length };
  });
}
