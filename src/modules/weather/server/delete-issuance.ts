import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { eq } from 'drizzle-orm';
import { weatherIssuance } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database, Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

/** Deletes an issuance and its values (cascade), with the audit row, in one transaction. */
export async function deleteIssuance(db: Database | Transaction, id: string, actor: { id: string; email: string }): Promise<void> {
  await changePublicData(db, async (tx) => {
    const [row] = await tx.delete(weatherIssuance).where(eq(weatherIssuance.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', `No issuance ${id}.`);
    await writeAudit(tx, {
      actor,
      action: 'weather.issuance.delete',
      target: id,
      // The trail names who loaded the deleted issuance (by account id), not only the public system/admin label.
      summary: {
        type: row.type,
        dateRange: row.dateRange,
        createdBy: row.createdByUserId ?? 'system',
        updatedBy: row.updatedBy,
        dateCreated: row.dateCreated.toISOString(),
      },
    });
  });
}
