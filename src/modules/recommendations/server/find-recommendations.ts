import 'server-only';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { recommendation } from '@/db/schema';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { STAGE_CODES, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { parseTrigger } from '@/modules/recommendations/rules/parse-trigger';
import { TRIGGERS, type RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { toRecommendationView, type RecommendationView } from './to-recommendation-view';

export interface RecommendationQuery {
  type: RecommendationType;
  /** Also finds the rows written for every crop: they are that crop's advice too. */
  crop?: string;
  /** null among them finds general advice (rows not tied to a stage). */
  stages?: (StageCode | null)[];
  /** Seasonal condition, 10-day rainfall class or wind signal; rows without a trigger match any. */
  forecast?: string;
}

/** Recommendations by type, crop, stage(s) and forecast; an empty answer is the error `Received empty data`. */
export async function findRecommendations(db: Queryable, query: RecommendationQuery, options: { allowEmpty?: boolean } = {}): Promise<RecommendationView[]> {
  const conditions: SQL[] = [eq(recommendation.type, query.type)];
  if (query.crop) {
    const crop = findCrop(query.crop);
    if (!crop) throw new AppError('NOT_FOUND', `Unknown crop "${query.crop}".`);
    conditions.push(or(eq(recommendation.cropKey, crop.key), isNull(recommendation.cropKey))!);
  }
  if (query.stages?.length) {
    const codes = query.stages.filter((stage): stage is StageCode => stage !== null);
    const general = query.stages.includes(null);
    const byStage = codes.length ? inArray(recommendation.stage, codes) : undefined;
    conditions.push(general ? (byStage ? or(byStage, isNull(recommendation.stage))! : isNull(recommendation.stage)) : byStage!);
  }
  if (query.forecast) {
    const trigger = parseTrigger(query.type, query.forecast);
    if (!trigger) {
      throw new AppError('BAD_REQUEST', `forecast "${query.forecast}" is not a ${query.type === 'special' ? 'wind signal' : 'condition code'}.`);
    }
    conditions.push(or(eq(recommendation.trigger, trigger), isNull(recommendation.trigger))!);
  }
  const rows = await db
    .select()
    .from(recommendation)
    .where(and(...conditions))
    .orderBy(asc(recommendation.id));
  if (rows.length === 0 && !options.allowEmpty) throw new AppError('NOT_FOUND', 'Received empty data');
  const triggers = TRIGGERS[query.type];
  // Rows for every crop and general rows first: they frame the stage advice that follows.
  const rank = (row: (typeof rows)[number]) =>
    [row.cropKey ?? '', row.stage === null ? -1 : STAGE_CODES.indexOf(row.stage), row.trigger ? triggers.indexOf(row.trigger) : -1, row.id] as const;
  return rows
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0].localeCompare(y[0]) || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
    })
    .map(toRecommendationView);
}
