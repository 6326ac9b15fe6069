import { can } from '@/modules/staff/rules/can';

/**
 * Whether the reviewer right changes anything for an account of this level, as the permission table
 * says: admins review bulletins only with it, superadmins always do, anyone else never does. The
 * staff screens offer the right only where it matters.
 */
export function reviewerRightMatters(accountLevel: number | null): boolean {
  const withRight = can({ id: '', accountLevel, reviewer: true }, 'bulletin.review');
  const withoutRight = can({ id: '', accountLevel, reviewer: false }, 'bulletin.review');
  return withRight && !withoutRight;
}

/** Whether an account of this level reviews bulletins without being given the right (superadmins). */
export function reviewsByLevel(accountLevel: number | null): boolean {
  return can({ id: '', accountLevel, reviewer: false }, 'bulletin.review');
}
