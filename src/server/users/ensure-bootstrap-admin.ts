import 'server-only';
import { eq } from 'drizzle-orm';
import { user } from '@/db/schema';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import type { Database } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { createStaffUser } from './create-staff-user';

/** Creates the superadmin named by ACAP_ADMIN_EMAIL when it does not exist; never changes an existing account. */
export async function ensureBootstrapAdmin(db: Database): Promise<{ created: boolean; email?: string }> {
  const env = getEnv();
  if (!env.ACAP_ADMIN_EMAIL || !env.ACAP_ADMIN_PASSWORD) return { created: false };
  const email = env.ACAP_ADMIN_EMAIL.toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return { created: false, email };
  try {
    await createStaffUser(
      db,
      { email, name: env.ACAP_ADMIN_NAME, accountLevel: SUPERADMIN, password: env.ACAP_ADMIN_PASSWORD },
      'system',
    );
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    const [created] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (created) return { created: false, email };
    throw error;
  }
  return { created: true, email };
}
