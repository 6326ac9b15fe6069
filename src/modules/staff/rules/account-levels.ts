export const SUPERADMIN = 1;
export const ADMIN = 2;

export type AccountLevel = typeof SUPERADMIN | typeof ADMIN;

export const ACCOUNT_LEVELS: readonly AccountLevel[] = [SUPERADMIN, ADMIN];

export function isAccountLevel(value: unknown): value is AccountLevel {
  return value === SUPERADMIN || value === ADMIN;
}

export function accountLevelName(level: AccountLevel): 'superadmin' | 'admin' {
  return level === SUPERADMIN ? 'superadmin' : 'admin';
}

/** The signed-in person behind a request, whatever their level (`getSessionUser`); disabled accounts are never one. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  accountLevel: number | null;
  /** An admin a superadmin gave the right to approve bulletins (superadmins always have it). */
  reviewer?: boolean;
  /** The session this request came with (cookie or bearer), so a person can tell it from their others. */
  sessionId?: string;
}

/** A session user with a staff level: what a route or page that checked a permission works with. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  accountLevel: AccountLevel;
  reviewer?: boolean;
  sessionId?: string;
}

export function missingClaimsMessage(programmeAbbreviation: string): string {
  return `Not a ${programmeAbbreviation} user. Missing custom claims.`;
}
