import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import type { RecommendationDraft } from '@/modules/recommendations/rules/recommendation-types';
import { authorId, authorName, type Author } from '@/modules/staff/server/audit/author';
import type { Transaction } from '@/platform/db/database';

const BATCH = 200;

/**
 * Replaces, for each type and crop the drafts cover, the stored recommendations (drafts for every crop replace the
 * rows for every crop); call inside the change's transaction. A replaced row's approval for the CAP
 * alerts goes with it (decision 090): the imported advice waits for a reviewer.
 */
export async function storeRecommendations(
  tx: Transaction,
  drafts: readonly RecommendationDraft[],
  options: { author: Author; isDemo?: boolean },
): Promise<{ replaced: number }> {
  let replaced = 0;
  const groups = new Map(drafts.map((d) => [`${d.type}\u0000${d.cropKey ?? ''}`, { type: d.type, cropKey: d.cropKey }]));
  for (const { type, cropKey } of groups.values()) {
    const removed = await tx
      .delete(recommendation)
      .where(and(eq(recommendation.type, type), cropKey === null ? isNull(recommendation.cropKey) : eq(recommendation.cropKey, cropKey)))
      .returning({ id: recommendation.id });
    replaced += removed.length;
  }
  for (let i = 0; i < drafts.length; i += BATCH) {
    await tx
      .insert(recommendation)
      .values(
        drafts
          .slice(i, i + BATCH)
          .map((draft) => ({ ...draft, isDemo: options.isDemo ?? false, updatedBy: authorName(options.author), updatedById: authorId(options.author) })),
      );
  }
  return { replaced };
}
