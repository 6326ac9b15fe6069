import { describe, expect, it } from 'vitest';
import { missingClaimsMessage } from './account-levels';
import { formatAuthError } from './format-auth-error';

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

describe('the missing-claims message', () => {
  it('names the programme', () => {
    expect(missingClaimsMessage('ACAP')).toBe('Not a ACAP user. Missing custom claims.');
  });
});
