import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { StaffUser } from '@/domain/auth/account-levels';
import { isStaff } from '@/domain/auth/permissions';
import { getSessionUser } from './get-session-user';

/** For admin pages: the signed-in staff member, or a redirect to the sign-in page. */
export async function requireStaffPage(returnTo: string): Promise<StaffUser> {
  const user = await getSessionUser(await headers());
  if (!isStaff(user)) redirect(`/admin/login?next=${encodeURIComponent(returnTo)}`);
  return user;
}
