import 'server-only';
import { notFound } from 'next/navigation';
import { SUPERADMIN, type StaffUser } from '@/domain/auth/account-levels';
import { requireStaffPage } from './require-staff-page';

/** For superadmin pages: others are sent to sign in, and admins see no such page at all. */
export async function requireSuperadminPage(returnTo: string): Promise<StaffUser> {
  const user = await requireStaffPage(returnTo);
  if (user.accountLevel !== SUPERADMIN) notFound();
  return user;
}
