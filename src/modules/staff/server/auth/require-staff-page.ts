import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { LevelAction } from '@/modules/staff/rules/actions';
import type { Database } from '@/platform/db/database';
import { can } from '@/modules/staff/rules/can';
import { getSessionUser } from './get-session-user';

/**
 * For admin pages: the signed-in staff member, or a redirect to the sign-in page. A page for an
 * action the member's level may not do (users, audit, boundaries for admins) is not found at all.
 */
export async function requireStaffPage(db: Database, returnTo: string, action: LevelAction = 'adminArea.use'): Promise<StaffUser> {
  const user = await getSessionUser(db, await headers());
  if (!can(user, 'adminArea.use')) redirect(`/admin/login?next=${encodeURIComponent(returnTo)}`);
  if (!can(user, action)) notFound();
  return user;
}
