import { randomUUID } from 'node:crypto';
import { ADMIN, SUPERADMIN } from '@/domain/auth/account-levels';
import { getDb } from '@/server/db/get-db';
import { createStaffUser } from '@/server/users/create-staff-user';
import { TEST_PASSWORD } from './constants';

export type Level = 'superadmin' | 'admin' | 'none';

export { TEST_PASSWORD };

const LEVELS: Record<Level, number | null> = { superadmin: SUPERADMIN, admin: ADMIN, none: null };

/** A staff account of the given level, with TEST_PASSWORD, in the database the test uses. */
export async function createTestUser(level: Level, overrides: { email?: string; name?: string } = {}) {
  const email = overrides.email ?? `${level}-${randomUUID().slice(0, 8)}@example.ph`;
  await createStaffUser(
    await getDb(),
    { email, name: overrides.name ?? `Test ${level}`, accountLevel: LEVELS[level], password: TEST_PASSWORD },
    'system',
  );
  return { email, password: TEST_PASSWORD };
}
