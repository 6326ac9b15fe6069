import 'server-only';
import type { UpdateStaffUserInput } from '@/modules/staff/rules/users-contract';
import { eq } from 'drizzle-orm';
import { session, user } from '@/db/schema';
import { accountLevelName, type AccountLevel } from '@/modules/staff/rules/account-levels';
import { refuseStaffChange, type StaffChange } from '@/modules/staff/rules/staff-account-rules';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { lockStaffAccount } from './lock-staff-account';
import { refusalError } from './refusal-error';

/**
 * Renames, changes the level or the reviewer right of, disables or enables a staff account under the
 * staff rules, in one transaction with its audit row. Disabling removes every session at once, so
 * cookies and bearer tokens stop working on the next request; the reviewer right is read with the
 * session on every request, so a change to it holds from the account's next request.
 */
export async function updateStaffUser(
  db: Database,
  actor: StaffUser,
  id: string,
  input: UpdateStaffUserInput,
  protectedEmails: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, activeSuperadmins } = await lockStaffAccount(tx, id);
    const changes: StaffChange[] = [];
    if (input.name !== undefined && input.name !== target.name) changes.push({ kind: 'name' });
    if (input.accountLevel !== undefined && input.accountLevel !== target.accountLevel)
      changes.push({ kind: 'level', level: input.accountLevel as AccountLevel });
    if (input.reviewer !== undefined && input.reviewer !== target.reviewer) changes.push({ kind: 'reviewer', reviewer: input.reviewer });
    if (input.disabled === true && !target.disabled) changes.push({ kind: 'disable' });
    if (input.disabled === false && target.disabled) changes.push({ kind: 'enable' });
    if (changes.length === 0) return;

    for (const change of changes) {
      const refusal = refuseStaffChange({ actorId: actor.id, target, change, protectedEmails, activeSuperadmins });
      if (refusal) throw refusalError(refusal);
    }

    const summary: Record<string, unknown> = {};
    const values: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
    for (const change of changes) {
      if (change.kind === 'name') {
        values.name = input.name;
        summary.nameChanged = true;
      } else if (change.kind === 'level') {
        values.accountLevel = change.level;
        summary.level = { from: target.accountLevel ? accountLevelName(target.accountLevel as AccountLevel) : null, to: accountLevelName(change.level) };
      } else if (change.kind === 'reviewer') {
        values.reviewer = change.reviewer;
        summary.reviewer = { from: target.reviewer, to: change.reviewer };
      } else if (change.kind === 'disable') {
        values.disabledAt = new Date();
        summary.disabled = true;
      } else if (change.kind === 'enable') {
        values.disabledAt = null;
        summary.disabled = false;
      }
    }
    await tx.update(user).set(values).where(eq(user.id, id));
    if (values.disabledAt) {
      const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
      summary.sessionsEnded = ended.length;
    }
    await writeAudit(tx, { actor: { id: actor.id }, action: 'user.update', target: target.id, summary });
  });
}
