import { isAccountLevel, type AccountLevel, type StaffUser } from '@/modules/staff/rules/account-levels';
import { ACTIONS, type Action, type ActionRule, type OwnedAction } from './actions';

/** What a permission is decided on: the account's id and level, and whether it is disabled when known. */
export interface PermissionUser {
  id: string;
  accountLevel: number | null;
  disabled?: boolean;
  reviewer?: boolean;
}

/** The thing an owned action is done to. */
export interface OwnedResource {
  ownerId: string;
}

/** An owned action needs its resource; the others take none. */
type ResourceOf<A extends Action> = A extends OwnedAction ? [resource: OwnedResource] : [];

/**
 * Whether `user` may do `action` (to `resource`, for an action on something with an owner), as the
 * table in `actions.ts` says. Nobody (null), a disabled account and an account without a staff level
 * may do nothing. Asked about someone who may not be staff, a yes also tells TypeScript they are; asked
 * about a `StaffUser`, it answers a plain boolean (a no must not make the user `never`).
 */
export function can<A extends Action>(user: StaffUser, action: A, ...resource: ResourceOf<A>): boolean;
export function can<U extends PermissionUser, A extends Action>(
  user: U | null,
  action: A,
  ...resource: ResourceOf<A>
): user is U & { accountLevel: AccountLevel };
export function can(user: PermissionUser | null, action: Action, resource?: OwnedResource): boolean {
  if (!user || user.disabled === true || !isAccountLevel(user.accountLevel)) return false;
  const rule: ActionRule = ACTIONS[action];
  if (!rule.levels.includes(user.accountLevel)) return false;
  if (rule.reviewerOnly?.includes(user.accountLevel) && user.reviewer !== true) return false;
  return !rule.ownOnly?.includes(user.accountLevel) || resource?.ownerId === user.id;
}
