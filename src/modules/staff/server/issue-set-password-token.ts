import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verification } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

export const SET_PASSWORD_TOKEN_HOURS = 72;

export function hashSetPasswordToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setPasswordIdentifier(userId: string): string {
  return `set-password:${userId}`;
}

/**
 * A one-time token for the set-password page, replacing any earlier one of the account. Only its
 * hash is stored: the link is shown once and cannot be read back from the database.
 */
export async function issueSetPasswordToken(tx: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.delete(verification).where(eq(verification.identifier, setPasswordIdentifier(userId)));
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: setPasswordIdentifier(userId),
    value: hashSetPasswordToken(token),
    expiresAt: new Date(Date.now() + SET_PASSWORD_TOKEN_HOURS * 60 * 60 * 1000),
  });
  return token;
}
