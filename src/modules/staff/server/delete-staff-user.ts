import 'server-only';
import { eq } from 'drizzle-orm';
import { user } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { refuseStaffChange } from '@/modules/staff/rules/staff-account-rules';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { lockStaffAccount } from './lock-staff-account';
import { refusalError } from './refusal-error';

/**
 * Deletes a staff account with its sessions and password (cascade). What it made stays: bulletins,
 * outlooks keep the email they were made by; audit rows name the account by its id only.
 */
export async function deleteStaffUser(db: Database, actor: StaffUser, id: string, protectedEmails: readonly string[]): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const { target, activeSuperadmins } = await lockStaffAccount(tx, id);
    const refusal = refuseStaffChange({ actorId: actor.id, target, change: { kind: 'delete' }, protectedEmails, activeSuperadmins });
    if (refusal) throw refusalError(refusal);
    await tx.delete(user).where(eq(user.id, id));
    await writeAudit(tx, {
      actor: { id: actor.id },
      action: 'user.delete',
      target: target.id,
      summary: { accountLevel: target.accountLevel },
    });
    return { email: target.email };
  });
}
