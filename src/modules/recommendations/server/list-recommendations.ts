import 'server-only';
import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { recommendation, recommendationApproval } from '@/db/schema';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { ALL_CROPS_KEY, GENERAL_STAGE, type RecommendationListQuery } from '@/modules/recommendations/rules/recommendation-input';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import type { Queryable } from '@/platform/db/database';
import type { RecommendationStaffView } from '@/modules/recommendations/rules/recommendation-view';
import { toRecommendationStaffView } from './to-recommendation-staff-view';

export interface RecommendationList {
  total: number;
  missingTagalog: number;
  rows: (RecommendationStaffView & { missingTagalog: boolean })[];
}

const missingTagalog = or(eq(recommendation.practiceTl, ''), and(sql`${recommendation.impactEn} <> ''`, eq(recommendation.impactTl, '')))!;

/**
 * The staff table: filtered by type, crop, stage and trigger, searched in every text, Tagalog gaps
 * counted, each row with its standing for the CAP alerts; general rows first.
 */
export async function listRecommendations(db: Queryable, query: RecommendationListQuery): Promise<RecommendationList> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(recommendation.type, query.type));
  // Staff filter exactly: `all` is the rows for every crop, `general` the rows not tied to a stage.
  if (query.crop)
    conditions.push(query.crop === ALL_CROPS_KEY ? isNull(recommendation.cropKey) : eq(recommendation.cropKey, findCrop(query.crop)?.key ?? query.crop));
  if (query.stage) conditions.push(query.stage === GENERAL_STAGE ? isNull(recommendation.stage) : eq(recommendation.stage, query.stage));
  if (query.trigger) conditions.push(query.trigger === 'any' ? sql`${recommendation.trigger} is null` : eq(recommendation.trigger, query.trigger));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(recommendation.farmOperation, pattern),
        ilike(recommendation.impactEn, pattern),
        ilike(recommendation.impactTl, pattern),
        ilike(recommendation.practiceEn, pattern),
        ilike(recommendation.practiceTl, pattern),
        ilike(recommendation.sms, pattern),
      )!,
    );
  }
  if (query.missingTagalog) conditions.push(missingTagalog);
  const where = and(...conditions);
  const stageOrder = sql.raw(`array_position(array[${STAGE_CODES.map((c) => `'${c}'`).join(',')}]::text[], "recommendation"."stage")`);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: recommendation, approval: recommendationApproval, missingTagalog: sql<boolean>`${missingTagalog}` })
      .from(recommendation)
      .leftJoin(recommendationApproval, eq(recommendationApproval.recommendationId, recommendation.id))
      .where(where)
      .orderBy(
        recommendation.type,
        sql`${recommendation.cropKey} asc nulls first`,
        sql`${stageOrder} asc nulls first`,
        recommendation.trigger,
        recommendation.id,
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count(), missingTagalog: sql<number>`count(*) filter (where ${missingTagalog})` })
      .from(recommendation)
      .where(where),
  ]);
  return {
    total: Number(totals?.total ?? 0),
    missingTagalog: Number(totals?.missingTagalog ?? 0),
    rows: rows.map(({ row, approval, missingTagalog: missing }) => ({ ...toRecommendationStaffView(row, approval), missingTagalog: Boolean(missing) })),
  };
}
