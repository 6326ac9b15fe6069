import { SUPERADMIN, type AccountLevel } from './account-levels';

export type StaffChange =
  | { kind: 'name' }
  | { kind: 'level'; level: AccountLevel }
  | { kind: 'reviewer'; reviewer: boolean }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'password' }
  | { kind: 'delete' };

export interface StaffAccount {
  id: string;
  email: string;
  accountLevel: number | null;
  disabled: boolean;
}

export interface StaffChangeContext {
  actorId: string;
  target: StaffAccount;
  change: StaffChange;
  protectedEmails: readonly string[];
  /** Active (not disabled) superadmins, the target included when it is one. */
  activeSuperadmins: number;
}

function isActiveSuperadmin(account: StaffAccount): boolean {
  return account.accountLevel === SUPERADMIN && !account.disabled;
}

function removesActiveSuperadmin(target: StaffAccount, change: StaffChange): boolean {
  if (!isActiveSuperadmin(target)) return false;
  return change.kind === 'disable' || change.kind === 'delete' || (change.kind === 'level' && change.level !== SUPERADMIN);
}

export interface StaffChangeRefusal {
  reason: 'protected' | 'self' | 'last_superadmin';
  message: string;
}

const VERBS: Record<StaffChange['kind'], string> = {
  name: 'renamed',
  level: 'given another level',
  reviewer: 'given or refused the reviewer right',
  disable: 'disabled',
  enable: 'enabled',
  password: 'given a new password',
  delete: 'deleted',
};

/**
 * Why a superadmin may not make this change to a staff account, or null when it is allowed. The
 * rules keep the portal administrable: protected accounts are untouchable, nobody locks themselves
 * out, and there is always one active superadmin left.
 */
export function refuseStaffChange({ actorId, target, change, protectedEmails, activeSuperadmins }: StaffChangeContext): StaffChangeRefusal | null {
  if (protectedEmails.includes(target.email.toLowerCase())) {
    return { reason: 'protected', message: `${target.email} is a protected account: it cannot be ${VERBS[change.kind]} by anyone.` };
  }
  if (target.id === actorId && (change.kind === 'disable' || change.kind === 'delete')) {
    return { reason: 'self', message: `You cannot ${change.kind} your own account; ask another superadmin.` };
  }
  if (removesActiveSuperadmin(target, change) && activeSuperadmins <= 1) {
    return {
      reason: 'last_superadmin',
      message: `${target.email} is the last active superadmin: make another superadmin first, then it can be ${VERBS[change.kind]}.`,
    };
  }
  return null;
}
