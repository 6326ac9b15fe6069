import 'server-only';
import { eq } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { toRecommendationView, type RecommendationView } from './to-recommendation-view';

export async function getRecommendation(db: Queryable, id: number): Promise<RecommendationView | null> {
  const [row] = await db.select().from(recommendation).where(eq(recommendation.id, id));
  return row ? toRecommendationView(row) : null;
}
