import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPasswordLimited } from '@/server/auth/limit-password-work';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { account, user } from '@/db/schema';
import { ACCOUNT_LEVELS, type AccountLevel } from '@/domain/auth/account-levels';
import { writeAudit, type AuditEntry } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/domain/auth/password-policy';
import { issueSetPasswordToken } from './issue-set-password-token';

export const createStaffUserInput = z.object({
  email: z.email('a valid email address is required').transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1, 'a name is required').max(120),
  /** null makes an account that exists but may not use the portal. */
  accountLevel: z
    .number()
    .int()
    .refine((level) => ACCOUNT_LEVELS.includes(level as AccountLevel), 'level must be 1 (superadmin) or 2 (admin)')
    .nullable(),
  /** Without one, the account gets a one-time set-password link instead. */
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `the password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `the password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .optional(),
});

export type CreateStaffUserInput = z.input<typeof createStaffUserInput>;

/**
 * Creates a staff account with its password, or with a one-time set-password token when no password
 * is given (the account cannot sign in until it is used), and its audit row, in one transaction.
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
  const { email, name, accountLevel, password } = parsed.data;
  // Nobody knows the random password: the set-password link is the only way in.
  const passwordHash = await hashPasswordLimited(password ?? randomBytes(32).toString('base64url'));
  const id = randomUUID();

  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (taken) throw new AppError('CONFLICT', `An account with the email ${email} already exists.`);
    await tx.insert(user).values({ id, email, name, accountLevel, emailVerified: true });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    const setPasswordToken = password ? undefined : await issueSetPasswordToken(tx, id);
    await writeAudit(tx, { actor, action: 'user.create', target: email, summary: { accountLevel, passwordBy: password ? 'creator' : 'link' } });
    return { id, email, setPasswordToken };
  });
}
