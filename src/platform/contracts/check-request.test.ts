import { describe, expect, it } from 'vitest';
import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { checkRequest, fieldErrorsOf, listFieldErrors, operationUrl } from './check-request';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, the whole body under the empty path', () => {
    const errors = fieldErrorsOf([
      { path: ['name'], message: 'a name is required' },
      { path: ['name'], message: 'at most 120 characters' },
      { path: ['values', 3, 'rainfall'], message: 'not a class' },
      { path: [], message: 'Send at least one field.' },
    ]);
    expect(errors).toEqual({ name: 'a name is required', 'values.3.rainfall': 'not a class', '': 'Send at least one field.' });
  });
});

describe('listFieldErrors', () => {
  it('names each field by its label, else its path', () => {
    expect(listFieldErrors({ '': 'Fix the form.', email: 'a valid email address is required', 'values.0': 'bad' }, { email: 'Email' })).toEqual([
      'Fix the form.',
      'Email: a valid email address is required',
      'values.0: bad',
    ]);
  });
});

describe('checkRequest', () => {
  it("answers the contract's own messages on the fields they concern", () => {
    const checked = checkRequest(USERS_CONTRACT.create, { email: 'nobody', name: ' ', accountLevel: 2 });
    expect(checked).toEqual({ ok: false, errors: { email: 'a valid email address is required', name: 'a name is required' } });
  });

  it('puts a refinement on the field its path names', () => {
    const checked = checkRequest(PROFILE_CONTRACT.changePassword, { currentPassword: 'same-password-1', newPassword: 'same-password-1' });
    expect(checked).toEqual({ ok: false, errors: { newPassword: 'choose a password different from the current one' } });
  });

  it('lets a valid body through', () => {
    expect(checkRequest(USERS_CONTRACT.resetPassword, {})).toEqual({ ok: true });
  });
});

describe('operationUrl', () => {
  it('fills and escapes the segments', () => {
    expect(operationUrl(USERS_CONTRACT.update, { id: 'a b' })).toBe('/api/users/a%20b');
  });

  it('refuses an address with a segment missing', () => {
    expect(() => operationUrl(USERS_CONTRACT.update)).toThrow('/api/users/{id} needs id');
  });
});
