import { describe, expect, it } from 'vitest';
import { missingClaimsMessage } from './account-levels';
import { formatAuthError } from './format-auth-error';
import { canManageUsers, canUseAdminArea } from './permissions';

describe('formatAuthError', () => {
  it('lower-cases the message and removes library prefixes and codes', () => {
    expect(formatAuthError('Invalid email or password')).toBe('invalid email or password');
    expect(formatAuthError('Firebase: Wrong Password (auth/wrong-password).')).toBe('wrong password');
    expect(formatAuthError('[Better Auth]: Session expired')).toBe('session expired');
  });

  it('falls back when there is no message', () => {
    expect(formatAuthError(undefined)).toBe('sign-in failed');
    expect(formatAuthError('  ', 'sign-out failed')).toBe('sign-out failed');
  });
});

describe('account levels', () => {
  const person = (accountLevel: number | null) => ({ id: '1', email: 'a@b.ph', name: 'A', accountLevel });

  it('lets staff into the admin area and only superadmins manage users', () => {
    expect(canUseAdminArea(null)).toBe(false);
    expect(canUseAdminArea(person(null))).toBe(false);
    expect(canUseAdminArea(person(3))).toBe(false);
    expect(canUseAdminArea(person(2))).toBe(true);
    expect(canManageUsers(person(2))).toBe(false);
    expect(canManageUsers(person(1))).toBe(true);
  });

  it('names the programme in the missing-claims message', () => {
    expect(missingClaimsMessage('ACAP')).toBe('Not a ACAP user. Missing custom claims.');
  });
});
