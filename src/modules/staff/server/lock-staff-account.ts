import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { user } from '@/db/schema';
import { SUPERADMIN } from '@/modules/staff/rules/account-levels';
import type { StaffAccount } from '@/modules/staff/rules/staff-account-rules';
import type { Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

/**
 * The account to change and the number of active superadmins, with their rows locked until the
 * transaction ends: two superadmins demoting each other at once cannot leave the portal without one.
 */
export async function lockStaffAccount(
  tx: Transaction,
  id: string,
): Promise<{ target: StaffAccount & { name: string; reviewer: boolean }; activeSuperadmins: number }> {
  const superadmins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.accountLevel, SUPERADMIN), isNull(user.disabledAt)))
    .orderBy(user.id)
    .for('update');
  const [row] = await tx
    .select({ id: user.id, email: user.email, name: user.name, accountLevel: user.accountLevel, reviewer: user.reviewer, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `There is no staff account ${id}.`);
  return {
    target: { id: row.id, email: row.email, name: row.name, accountLevel: row.accountLevel, reviewer: row.reviewer, disabled: row.disabledAt !== null },
    activeSuperadmins: superadmins.length,
  };
}
