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

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  accountLevel: AccountLevel;
  sessionId?: string;
}

export function missingClaimsMessage(programmeAbbreviation: string): string {
  return `Not a ${programmeAbbreviation} user. Missing custom claims.`;
}
