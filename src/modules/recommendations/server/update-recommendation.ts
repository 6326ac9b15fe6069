import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { eq, sql } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import type { RecommendationInput } from '@/modules/recommendations/rules/recommendation-input';
import { auditActor, authorId, authorName, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { prepareRecommendation } from './prepare-recommendation';
import { toRecommendationView, type RecommendationView } from './to-recommendation-view';

/**
 * Replaces a recommendation's content; an edited demo row becomes the office's own. Its revision moves
 * on: a version a reviewer approved for the CAP alerts stays the one they carry until a reviewer
 * approves the change (decision 090).
 */
export async function updateRecommendation(db: Database, id: number, input: RecommendationInput, author: Author): Promise<RecommendationView> {
  const draft = prepareRecommendation(input);
  return changePublicData(db, async (tx) => {
    const [row] = await tx
      .update(recommendation)
      .set({
        ...draft,
        isDemo: false,
        updatedBy: authorName(author),
        updatedById: authorId(author),
        updatedAt: sql`now()`,
        revision: sql`${recommendation.revision} + 1`,
      })
      .where(eq(recommendation.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', `There is no recommendation ${id}.`);
    await writeAudit(tx, {
      actor: auditActor(author),
      action: 'recommendation.update',
      target: String(id),
      summary: { type: draft.type, crop: draft.cropKey, stage: draft.stage, trigger: draft.trigger },
    });
    return toRecommendationView(row);
  });
}
