import { describe, expect, it } from 'vitest';
import { ADMIN, SUPERADMIN, type SessionUser, type StaffUser } from '@/modules/staff/rules/account-levels';
import { ACTION_NAMES, ACTIONS, type Action, type OwnedAction } from './actions';
import { can, type PermissionUser } from './can';

const admin = { id: 'admin-1', accountLevel: ADMIN };
const superadmin = { id: 'super-1', accountLevel: SUPERADMIN };

/** Everyone who may do nothing at all: nobody, disabled staff, accounts without a level or with an unknown one. */
const NOBODIES: [string, PermissionUser | null][] = [
  ['anonymous', null],
  ['a disabled admin', { ...admin, disabled: true }],
  ['a disabled superadmin', { ...superadmin, disabled: true }],
  ['an account without a level', { id: 'none-1', accountLevel: null }],
  ['an account with an unknown level 3', { id: 'three-1', accountLevel: 3 }],
  ['an account with level 0', { id: 'zero-1', accountLevel: 0 }],
];

/**
 * The decisions the old `can*` functions and inline checks made, written out once more so that a
 * change to the table is a change to this test too: true, false, or 'own' (only to one's own).
 */
const EXPECTED: Record<Action, { admin: boolean | 'own'; superadmin: boolean }> = {
  'adminArea.use': { admin: true, superadmin: true },
  'profile.manage': { admin: true, superadmin: true },
  'bulletin.create': { admin: true, superadmin: true },
  // Admins only with the reviewer right: see the test below.
  'bulletin.review': { admin: false, superadmin: true },
  // An admin reviewer does not approve their own bulletin (approve-bulletins.ts); a superadmin may.
  'bulletin.approveOwn': { admin: false, superadmin: true },
  // Admins only with the reviewer right: see the test below. Everyone changes their own (save-sms-text.ts).
  'bulletin.smsOthers': { admin: false, superadmin: true },
  // What bulletin.delete decided in submit-for-review.ts and list-review-queue.ts before they had their own.
  'bulletin.submit': { admin: 'own', superadmin: true },
  'review.allDrafts': { admin: false, superadmin: true },
  'bulletin.delete': { admin: 'own', superadmin: true },
  'weather.edit': { admin: true, superadmin: true },
  'drafts.plan': { admin: true, superadmin: true },
  'sms.phonebook': { admin: true, superadmin: true },
  'sms.numbers': { admin: false, superadmin: true },
  'issuance.delete': { admin: false, superadmin: true },
  'pagasa.token': { admin: false, superadmin: true },
  'calendar.edit': { admin: true, superadmin: true },
  'recommendation.edit': { admin: true, superadmin: true },
  'recommendation.delete': { admin: false, superadmin: true },
  // Admins only with the reviewer right: see the test below. An admin reviewer does not approve their own change (approve-recommendation.ts).
  'recommendation.approve': { admin: false, superadmin: true },
  'recommendation.approveOwn': { admin: false, superadmin: true },
  'boundaries.manage': { admin: false, superadmin: true },
  'users.manage': { admin: false, superadmin: true },
  'audit.read': { admin: false, superadmin: true },
};

const isOwned = (action: Action): action is OwnedAction => 'ownOnly' in ACTIONS[action];

/** Asks about an action whatever its kind: an owned one on the user's own thing and on someone else's. */
function answers(user: PermissionUser | null, action: Action): { own: boolean; others: boolean } {
  if (!isOwned(action)) return { own: can(user, action), others: can(user, action) };
  return { own: can(user, action, { ownerId: user?.id ?? 'nobody' }), others: can(user, action, { ownerId: 'someone-else' }) };
}

describe('can', () => {
  it('has an expectation for every action of the table and none for actions that are gone', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACTION_NAMES].sort());
  });

  it.each(ACTION_NAMES)('decides %s for admins and superadmins as the table says', (action) => {
    const expected = EXPECTED[action];
    expect(answers(superadmin, action)).toEqual({ own: expected.superadmin, others: expected.superadmin });
    expect(answers(admin, action)).toEqual(expected.admin === 'own' ? { own: true, others: false } : { own: expected.admin, others: expected.admin });
  });

  it.each(NOBODIES)('lets %s do nothing', (_, user) => {
    for (const action of ACTION_NAMES) expect(answers(user, action), action).toEqual({ own: false, others: false });
  });

  it('never lets a level do to its own what it may not do at all', () => {
    for (const action of ACTION_NAMES) {
      const rule: { levels: readonly number[]; ownOnly?: readonly number[] } = ACTIONS[action];
      for (const level of rule.ownOnly ?? []) expect(rule.levels, action).toContain(level);
    }
  });

  it('lets an admin review only when a superadmin gave the reviewer right, and gives the right nothing else', () => {
    const reviewer = { ...admin, reviewer: true };
    const REVIEWER_ACTIONS: Action[] = ['bulletin.review', 'bulletin.smsOthers', 'recommendation.approve'];
    for (const action of REVIEWER_ACTIONS) {
      expect(can(reviewer, action), action).toBe(true);
      expect(can({ ...reviewer, disabled: true }, action), action).toBe(false);
      expect(can(superadmin, action), action).toBe(true);
    }
    expect(can(reviewer, 'bulletin.approveOwn')).toBe(false);
    expect(can(reviewer, 'recommendation.approveOwn')).toBe(false);
    for (const action of ACTION_NAMES.filter((name) => !REVIEWER_ACTIONS.includes(name)))
      expect(answers(reviewer, action), action).toEqual(answers(admin, action));
    for (const action of ACTION_NAMES) {
      const rule: { levels: readonly number[]; reviewerOnly?: readonly number[] } = ACTIONS[action];
      for (const level of rule.reviewerOnly ?? []) expect(rule.levels, action).toContain(level);
    }
  });

  it('narrows a session user to a staff user when it answers yes', () => {
    const someone: SessionUser | null = { id: 'admin-1', email: 'a@da.gov.ph', name: 'A', accountLevel: ADMIN };
    if (!can(someone, 'weather.edit')) throw new Error('an admin edits weather');
    const staff: StaffUser = someone;
    expect(staff.accountLevel).toBe(ADMIN);
    // @ts-expect-error an owned action needs its owner
    expect(can(staff, 'bulletin.delete')).toBe(false);
    // @ts-expect-error an action decided by the level takes no resource
    expect(can(staff, 'weather.edit', { ownerId: staff.id })).toBe(true);
  });
});
