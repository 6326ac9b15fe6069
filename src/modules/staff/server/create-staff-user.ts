import 'server-only';
import { createStaffUserInput, type CreateStaffUserInput } from '@/modules/staff/rules/users-contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPasswordLimited } from '@/modules/staff/server/auth/limit-password-work';
import { eq } from 'drizzle-orm';
import { account, user } from '@/db/schema';
import { writeAudit, type AuditEntry } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { issueSetPasswordToken } from './issue-set-password-token';

/**
 * Creates a staff account with its password, or with a one-time set-password token when no password
 * is given (the account cannot sign in until it is used), and its audit row, in one transaction. The
 * reviewer right is stored as given (false unless asked for), whatever the level.
 */
export async function createStaffUser(
  db: Database,
  input: CreateStaffUserInput,
  actor: AuditEntry['actor'],
): Promise<{ id: string; email: string; setPasswordToken?: string }> {
  const parsed = createStaffUserInput.safeParse(input);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const { email, name, accountLevel, password, reviewer } = parsed.data;
  // Nobody knows the random password: the set-password link is the only way in.
  const passwordHash = await hashPasswordLimited(password ?? randomBytes(32).toString('base64url'));
  const id = randomUUID();

  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (taken) throw new AppError('CONFLICT', `An account with the email ${email} already exists.`);
    await tx.insert(user).values({ id, email, name, accountLevel, reviewer, emailVerified: true });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    const setPasswordToken = password ? undefined : await issueSetPasswordToken(tx, id);
    await writeAudit(tx, { actor, action: 'user.create', target: id, summary: { accountLevel, reviewer, passwordBy: password ? 'creator' : 'link' } });
    return { id, email, setPasswordToken };
  });
}
