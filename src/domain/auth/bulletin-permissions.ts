import { SUPERADMIN } from './account-levels';
import { isStaff, type SessionUser } from './permissions';

/** Every staff level makes bulletins. */
export function canCreateBulletin(user: SessionUser | null): boolean {
  return isStaff(user);
}

/** A saved bulletin is removed by its owner or a superadmin (issue 5). */
export function canDeleteBulletin(user: SessionUser | null, ownerId: string): boolean {
  return isStaff(user) && (user.id === ownerId || user.accountLevel === SUPERADMIN);
}
