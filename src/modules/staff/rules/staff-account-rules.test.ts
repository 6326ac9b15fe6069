import { describe, expect, it } from 'vitest';
import { ADMIN, SUPERADMIN } from './account-levels';
import { refuseStaffChange, type StaffChange, type StaffChangeContext } from './staff-account-rules';

const superadmin = { id: 's1', email: 'boss@da.gov.ph', accountLevel: SUPERADMIN, disabled: false };
const admin = { id: 'a1', email: 'staff@da.gov.ph', accountLevel: ADMIN, disabled: false };

function context(overrides: Partial<StaffChangeContext>): StaffChangeContext {
  return { actorId: 'actor', target: admin, change: { kind: 'name' }, protectedEmails: [], activeSuperadmins: 2, ...overrides };
}

const EVERY_CHANGE: StaffChange[] = [
  { kind: 'name' },
  { kind: 'level', level: SUPERADMIN },
  { kind: 'level', level: ADMIN },
  { kind: 'reviewer', reviewer: true },
  { kind: 'reviewer', reviewer: false },
  { kind: 'disable' },
  { kind: 'enable' },
  { kind: 'password' },
  { kind: 'delete' },
];

describe('refuseStaffChange', () => {
  it('allows every change to an ordinary admin by another superadmin', () => {
    for (const change of EVERY_CHANGE) expect(refuseStaffChange(context({ change }))).toBeNull();
  });

  it('refuses every change to a protected account, whatever its case, naming the account', () => {
    for (const change of EVERY_CHANGE) {
      const refusal = refuseStaffChange(context({ change, protectedEmails: ['staff@da.gov.ph'], target: { ...admin, email: 'Staff@DA.gov.ph' } }));
      expect(refusal?.reason).toBe('protected');
      expect(refusal?.message).toMatch(/^Staff@DA\.gov\.ph is a protected account: it cannot be .+ by anyone\.$/);
    }
  });

  it('refuses disabling or deleting oneself, but allows renaming oneself, a new password or giving oneself the reviewer right', () => {
    const self = { ...admin, id: 'actor' };
    expect(refuseStaffChange(context({ target: self, change: { kind: 'disable' } }))?.message).toBe(
      'You cannot disable your own account; ask another superadmin.',
    );
    expect(refuseStaffChange(context({ target: self, change: { kind: 'delete' } }))?.message).toBe(
      'You cannot delete your own account; ask another superadmin.',
    );
    expect(refuseStaffChange(context({ target: self, change: { kind: 'name' } }))).toBeNull();
    expect(refuseStaffChange(context({ target: self, change: { kind: 'password' } }))).toBeNull();
    expect(refuseStaffChange(context({ target: self, change: { kind: 'reviewer', reviewer: true } }))).toBeNull();
  });

  it('refuses demoting, disabling or deleting the last active superadmin', () => {
    for (const change of [{ kind: 'level', level: ADMIN }, { kind: 'disable' }, { kind: 'delete' }] as StaffChange[]) {
      expect(refuseStaffChange(context({ target: superadmin, change, activeSuperadmins: 1 }))).toEqual({
        reason: 'last_superadmin',
        message: expect.stringMatching(/^boss@da\.gov\.ph is the last active superadmin/),
      });
      expect(refuseStaffChange(context({ target: superadmin, change, activeSuperadmins: 2 }))).toBeNull();
    }
  });

  it('lets the last superadmin keep its level, be renamed, get a new password or lose the reviewer right', () => {
    for (const change of [
      { kind: 'level', level: SUPERADMIN },
      { kind: 'name' },
      { kind: 'password' },
      { kind: 'enable' },
      { kind: 'reviewer', reviewer: false },
    ] as StaffChange[]) {
      expect(refuseStaffChange(context({ target: superadmin, change, activeSuperadmins: 1 }))).toBeNull();
    }
  });

  it('does not count a disabled superadmin as the last one to protect', () => {
    const disabled = { ...superadmin, disabled: true };
    expect(refuseStaffChange(context({ target: disabled, change: { kind: 'delete' }, activeSuperadmins: 1 }))).toBeNull();
    expect(refuseStaffChange(context({ target: disabled, change: { kind: 'level', level: ADMIN }, activeSuperadmins: 1 }))).toBeNull();
  });

  it('checks protection before the self and last-superadmin rules', () => {
    const refusal = refuseStaffChange(
      context({ actorId: 's1', target: superadmin, change: { kind: 'delete' }, protectedEmails: ['boss@da.gov.ph'], activeSuperadmins: 1 }),
    );
    expect(refusal?.reason).toBe('protected');
  });
});
