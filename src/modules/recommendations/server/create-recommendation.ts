import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { recommendation } from '@/db/schema';
import type { RecommendationInput } from '@/modules/recommendations/rules/recommendation-input';
import { auditActor, authorId, authorName, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { prepareRecommendation } from './prepare-recommendation';
import { toRecommendationView, type RecommendationView } from './to-recommendation-view';

export async function createRecommendation(db: Database, input: RecommendationInput, author: Author): Promise<RecommendationView> {
  const draft = prepareRecommendation(input);
  return changePublicData(db, async (tx) => {
    const [row] = await tx
      .insert(recommendation)
      .values({ ...draft, updatedBy: authorName(author), updatedById: authorId(author) })
      .returning();
    await writeAudit(tx, {
      actor: auditActor(author),
      action: 'recommendation.create',
      target: String(row!.id),
      summary: { type: draft.type, crop: draft.cropKey, stage: draft.stage, trigger: draft.trigger },
    });
    return toRecommendationView(row!);
  });
}
