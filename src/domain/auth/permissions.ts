import { SUPERADMIN, isAccountLevel, type StaffUser } from './account-levels';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  accountLevel: number | null;
  /** The session this request came with (cookie or bearer), so a person can tell it from their others. */
  sessionId?: string;
}

export function isStaff(user: SessionUser | null): user is StaffUser {
  return user !== null && isAccountLevel(user.accountLevel);
}

export function canUseAdminArea(user: SessionUser | null): boolean {
  return isStaff(user);
}

export function canManageUsers(user: SessionUser | null): boolean {
  return isStaff(user) && user.accountLevel === SUPERADMIN;
}
