import 'server-only';
import { eq } from 'drizzle-orm';
import { user } from '@/db/schema';
import { SUPERADMIN } from '@/modules/staff/rules/account-levels';
import type { Database } from '@/platform/db/database';
import { createStaffUser } from './create-staff-user';

export interface BootstrapAdmin {
  email?: string;
  password?: string;
  name: string;
}

/** Creates the superadmin named by ACAP_ADMIN_EMAIL when it does not exist; never changes an existing account. */
export async function ensureBootstrapAdmin(db: Database, admin: BootstrapAdmin): Promise<{ created: boolean; email?: string }> {
  if (!admin.email || !admin.password) return { created: false };
  const email = admin.email.toLowerCase();
  const findExisting = async () => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0];
  if (await findExisting()) return { created: false, email };
  try {
    await createStaffUser(db, { email, name: admin.name, accountLevel: SUPERADMIN, password: admin.password }, 'system');
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if (await findExisting()) return { created: false, email };
    throw error;
  }
  return { created: true, email };
}
