import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, newestDate, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { RECOMMENDATIONS_MAPPING, shapeRecommendations } from '@/modules/exchange/rules/shape-recommendations';
import { RECOMMENDATION_TYPES, type RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { AppError } from '@/platform/errors/app-error';
import { findRecommendations } from '@/modules/recommendations/server/find-recommendations';

/** One type's recommendations (or every type's) as the national list collections and lite documents. */
export async function getRecommendationsExport(
  db: Queryable,
  query: { type?: RecommendationType },
  now = new Date(),
): Promise<{ fileName: string; json: ExchangeExport }> {
  const types = query.type ? [query.type] : RECOMMENDATION_TYPES;
  const rows = (await Promise.all(types.map((type) => findRecommendations(db, { type }, { allowEmpty: true })))).flat();
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Received empty data');
  return {
    fileName: exportFileName(['recommendations', query.type], 'json'),
    json: exchangeExport({
      export: 'recommendations',
      generatedAt: now,
      dataAsOf: newestDate(rows.map((row) => row.updatedAt)),
      mapping: RECOMMENDATIONS_MAPPING,
      filters: { type: query.type },
      collections: shapeRecommendations(rows),
    }),
  };
}
