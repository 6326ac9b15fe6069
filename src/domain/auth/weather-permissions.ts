import { SUPERADMIN } from './account-levels';
import { isStaff, type SessionUser } from './permissions';

/** Loading and editing outlooks is work for every staff level. */
export function canEditWeather(user: SessionUser | null): boolean {
  return isStaff(user);
}

/** Deleting an issuance removes what the public saw: superadmins only. */
export function canDeleteIssuance(user: SessionUser | null): boolean {
  return isStaff(user) && user.accountLevel === SUPERADMIN;
}
