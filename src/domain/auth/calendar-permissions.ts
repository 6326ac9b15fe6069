import { SUPERADMIN } from './account-levels';
import { isStaff, type SessionUser } from './permissions';

/** Calendars and recommendations are kept by every staff level. */
export function canEditCalendars(user: SessionUser | null): boolean {
  return isStaff(user);
}

export function canEditRecommendations(user: SessionUser | null): boolean {
  return isStaff(user);
}

/** Deleting advice the public relies on is for superadmins, like deleting an issuance. */
export function canDeleteRecommendation(user: SessionUser | null): boolean {
  return isStaff(user) && user.accountLevel === SUPERADMIN;
}
