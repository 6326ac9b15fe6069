import 'server-only';
import { changePublicData } from '@/server/cache/change-public-data';
import { eq } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import { auditActor, type Author } from '@/server/audit/author';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';

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
