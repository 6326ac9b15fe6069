import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { requirePhonebook } from './require-phonebook';

/** Staff stop all sending to a number (the farmer asked by phone or in person), with the audit row. */
export async function stopSubscriber(db: Database, id: string, user: StaffUser): Promise<void> {
  requirePhonebook();
  await db.transaction(async (tx) => {
    const stopped = await tx
      .update(smsSubscriber)
      .set({ state: 'stopped', stoppedAt: new Date(), stoppedBy: 'staff', updatedAt: new Date() })
      .where(and(eq(smsSubscriber.id, id), ne(smsSubscriber.state, 'stopped')))
      .returning({ id: smsSubscriber.id });
    if (stopped.length === 0) {
      const [row] = await tx.select({ state: smsSubscriber.state }).from(smsSubscriber).where(eq(smsSubscriber.id, id));
      if (!row) throw new AppError('NOT_FOUND', `There is no number ${id} in the phonebook.`);
      throw new AppError('CONFLICT', 'This number was already stopped: nothing is sent to it.', { details: { reason: 'state_changed', state: 'stopped' } });
    }
    await writeAudit(tx, { actor: { id: user.id }, action: 'sms.subscriber.stop', target: id });
  });
}
