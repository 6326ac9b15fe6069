import { describe, expect, it } from 'vitest';
import { ADMIN, SUPERADMIN } from '@/modules/staff/rules/account-levels';
import { reviewerRightMatters, reviewsByLevel } from './reviewer-right';

describe('the reviewer right on the staff screens', () => {
  it('matters for admins only: superadmins always review, accounts without a level never do', () => {
    expect(reviewerRightMatters(ADMIN)).toBe(true);
    expect(reviewerRightMatters(SUPERADMIN)).toBe(false);
    expect(reviewerRightMatters(null)).toBe(false);
    expect(reviewerRightMatters(3)).toBe(false);
  });

  it('says which levels review without it', () => {
    expect(reviewsByLevel(SUPERADMIN)).toBe(true);
    expect(reviewsByLevel(ADMIN)).toBe(false);
    expect(reviewsByLevel(null)).toBe(false);
  });
});
