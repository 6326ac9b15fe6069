import { ADMIN, SUPERADMIN, type AccountLevel } from '@/modules/staff/rules/account-levels';

/** Who may do one named action. */
export interface ActionRule {
  /** The account levels that may do it. */
  levels: readonly AccountLevel[];
  /**
   * For an action on something with an owner: the levels among `levels` that may do it only to
   * their own. `can()` then needs the thing's owner.
   */
  ownOnly?: readonly AccountLevel[];
  /** The levels among `levels` that may do it only when a superadmin gave the account the reviewer right. */
  reviewerOnly?: readonly AccountLevel[];
  /** What the action covers, for readers of the table and of test failures. */
  covers: string;
}

const STAFF = [SUPERADMIN, ADMIN] as const;
const SUPERADMINS = [SUPERADMIN] as const;

/**
 * Every permission of the portal (decision 029): routes, pages, the staff navigation and services
 * name one of these actions and ask `can()`; nothing else compares account levels.
 */
export const ACTIONS = {
  'adminArea.use': { levels: STAFF, covers: 'sign in, open the staff area (dashboard, export page)' },
  'profile.manage': { levels: STAFF, covers: "one's own name, password and sessions" },
  'bulletin.create': { levels: STAFF, covers: "preview and save bulletins, list one's own" },
  'bulletin.review': {
    levels: STAFF,
    reviewerOnly: [ADMIN],
    covers: 'approve (publish), send back or withdraw bulletins, moderate feedback: superadmins, and admins given the reviewer right',
  },
  'bulletin.approveOwn': {
    levels: SUPERADMINS,
    covers: "approve (publish) one's own bulletin: superadmins, who answer for the office; an admin reviewer's own needs another reviewer",
  },
  'bulletin.smsOthers': {
    levels: STAFF,
    reviewerOnly: [ADMIN],
    covers:
      "change the SMS text of someone else's draft or bulletin in review (everyone may change their own): superadmins, and admins given the reviewer right",
  },
  'bulletin.submit': { levels: STAFF, ownOnly: [ADMIN], covers: "send drafts to review: admins their own, superadmins anyone's" },
  'review.allDrafts': { levels: SUPERADMINS, covers: "see everyone's drafts in the review queue (the drafts one may send): admins see only their own" },
  'bulletin.delete': { levels: STAFF, ownOnly: [ADMIN], covers: 'delete a saved bulletin: admins their own, superadmins any' },
  'weather.edit': { levels: STAFF, covers: 'load and encode outlooks and common data, list issuances, download templates' },
  'drafts.plan': { levels: STAFF, covers: 'choose the drafts the portal composes when a 10-day or seasonal issue lands' },
  'sms.phonebook': { levels: STAFF, covers: "import farmers' numbers, see them masked, stop a number, read the outbox, send failed texts again" },
  'sms.numbers': { levels: SUPERADMINS, covers: "see farmers' numbers in full, export one farmer's data, erase a number on request (audited)" },
  'issuance.delete': { levels: SUPERADMINS, covers: 'delete an issuance, which removes what the public saw' },
  'pagasa.token': { levels: SUPERADMINS, covers: "set or remove the office's token of PAGASA's TenDay API (stored sealed)" },
  'calendar.edit': { levels: STAFF, covers: 'save and import crop calendars' },
  'recommendation.edit': { levels: STAFF, covers: 'add, change, import, search recommendations and see their coverage' },
  'recommendation.delete': { levels: SUPERADMINS, covers: 'delete a recommendation the public relies on' },
  'recommendation.approve': {
    levels: STAFF,
    reviewerOnly: [ADMIN],
    covers: 'approve cyclone advice for the instructions of the CAP alerts, or withdraw it: superadmins, and admins given the reviewer right',
  },
  'recommendation.approveOwn': {
    levels: SUPERADMINS,
    covers: "approve advice for the CAP alerts one changed last: superadmins, who answer for the office; an admin reviewer's own needs another reviewer",
  },
  'boundaries.manage': { levels: SUPERADMINS, covers: 'upload the boundaries every map draws' },
  'users.manage': { levels: SUPERADMINS, covers: 'create, change, disable, delete staff accounts and reset their passwords' },
  'audit.read': { levels: SUPERADMINS, covers: 'read and export the audit trail' },
} as const satisfies Record<string, ActionRule>;

export type Action = keyof typeof ACTIONS;

/** Actions on something with an owner: `can()` needs the owner. */
export type OwnedAction = { [A in Action]: (typeof ACTIONS)[A] extends { ownOnly: readonly AccountLevel[] } ? A : never }[Action];

/** Actions decided by the level alone: what a page can require. */
export type LevelAction = Exclude<Action, OwnedAction>;

export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];
