import 'server-only';
import { eq } from 'drizzle-orm';
import { user } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';

/** The signed-in person's own name, as bulletins and the audit trail show it. */
export async function updateOwnName(db: Database, me: StaffUser, name: string): Promise<void> {
  if (name === me.name) return;
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, me.id));
    await writeAudit(tx, { actor: { id: me.id }, action: 'profile.update', target: me.id, summary: { nameChanged: true } });
  });
}
