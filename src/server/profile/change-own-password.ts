import 'server-only';
import { hashPasswordLimited, verifyPasswordLimited } from '@/server/auth/limit-password-work';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { account, session } from '@/db/schema';
import type { StaffUser } from '@/domain/auth/account-levels';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/domain/auth/password-policy';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';

export const changeOwnPasswordInput = z
  .object({
    currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'currentPassword is required').max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string({ error: 'newPassword is required' })
      .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`),
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, { message: 'choose a password different from the current one', path: ['newPassword'] });

/**
 * Changes the signed-in person's password after checking the current one, and ends their other
 * sessions (this one stays signed in).
 */
export async function changeOwnPassword(db: Database, me: StaffUser, input: z.output<typeof changeOwnPasswordInput>): Promise<{ sessionsEnded: number }> {
  const [credential] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')));
  const matches = credential?.password ? await verifyPasswordLimited({ hash: credential.password, password: input.currentPassword }) : false;
  if (!credential || !matches) {
    await db.transaction((tx) => writeAudit(tx, { actor: { id: me.id, email: me.email }, action: 'profile.password_change_failed', target: me.email }));
    throw new AppError('BAD_REQUEST', 'currentPassword: the current password is not correct.');
  }
  const passwordHash = await hashPasswordLimited(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(account).set({ password: passwordHash, updatedAt: new Date() }).where(eq(account.id, credential.id));
    const others = me.sessionId ? and(eq(session.userId, me.id), ne(session.id, me.sessionId)) : eq(session.userId, me.id);
    const ended = await tx.delete(session).where(others).returning({ id: session.id });
    await writeAudit(tx, { actor: { id: me.id, email: me.email }, action: 'profile.password_change', target: me.email, summary: { sessionsEnded: ended.length } });
    return { sessionsEnded: ended.length };
  });
}
