import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { eq } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import { auditActor, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

export async function deleteRecommendation(db: Database, id: number, author: Author): Promise<void> {
  await changePublicData(db, async (tx) => {
    const [row] = await tx.delete(recommendation).where(eq(recommendation.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', `There is no recommendation ${id}.`);
    await writeAudit(tx, {
      actor: auditActor(author),
      action: 'recommendation.delete',
      target: String(id),
      summary: { type: row.type, crop: row.cropKey, stage: row.stage, trigger: row.trigger },
    });
  });
}
