import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { session, user } from '@/db/schema';
import { ADMIN, SUPERADMIN } from '@/modules/staff/rules/account-levels';
import { portalDb } from './test-database';
import { createStaffUser } from '@/modules/staff/server/create-staff-user';
import { TEST_PASSWORD } from './constants';

export type Level = 'superadmin' | 'admin' | 'none';

export { TEST_PASSWORD };

const LEVELS: Record<Level, number | null> = { superadmin: SUPERADMIN, admin: ADMIN, none: null };

export interface TestUserOptions {
  email?: string;
  name?: string;
  /** The reviewer right (`createTestUser('admin', { reviewer: true })`): an admin who may approve bulletins. */
  reviewer?: boolean;
}

/** A staff account of the given level, with TEST_PASSWORD, in the database the test uses. */
export async function createTestUser(level: Level, overrides: TestUserOptions = {}) {
  const email = overrides.email ?? `${level}${overrides.reviewer ? '-reviewer' : ''}-${randomUUID().slice(0, 8)}@example.ph`;
  await createStaffUser(
    await portalDb(),
    { email, name: overrides.name ?? `Test ${level}`, accountLevel: LEVELS[level], password: TEST_PASSWORD, reviewer: overrides.reviewer ?? false },
    'system',
  );
  return { email, password: TEST_PASSWORD };
}

/**
 * Bearer headers for a session made straight in the database: the only way to hold a session as a
 * user without a level, whom sign-in refuses.
 */
export async function createSessionHeaders(level: Level) {
  const { email } = await createTestUser(level);
  const db = await portalDb();
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const token = randomUUID().replace(/-/g, '');
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId: row!.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { authorization: `Bearer ${token}` };
}
