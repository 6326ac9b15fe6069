import { SUPERADMIN } from './account-levels';
import { isStaff, type SessionUser } from './permissions';

/** Boundaries change every map of the portal: superadmins only. */
export function canManageBoundaries(user: SessionUser | null): boolean {
  return isStaff(user) && user.accountLevel === SUPERADMIN;
}
