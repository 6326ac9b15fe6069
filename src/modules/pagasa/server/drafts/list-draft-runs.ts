import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { draftRun, weatherIssuance } from '@/db/schema';
import type { DraftRunView } from '@/modules/pagasa/rules/drafts-contract';
import { formatDate, formatMonth } from '@/platform/format/manila-time';
import type { Queryable } from '@/platform/db/database';

/** The latest runs of automatic drafts, newest first, with their outlook in words. */
export async function listDraftRuns(db: Queryable, limit = 10): Promise<DraftRunView[]> {
  const rows = await db
    .select({ run: draftRun, forecastDate: weatherIssuance.forecastDate, validFrom: weatherIssuance.validFrom })
    .from(draftRun)
    .innerJoin(weatherIssuance, eq(weatherIssuance.id, draftRun.issuanceId))
    .orderBy(desc(draftRun.queuedAt))
    .limit(limit);
  return rows.map(({ run, forecastDate, validFrom }) => ({
    issuanceId: run.issuanceId,
    type: run.issuanceType,
    outlook:
      run.issuanceType === 'ten_day'
        ? `PAGASA's 10-day outlook of ${formatDate(forecastDate, 'en')}`
        : `PAGASA's seasonal outlook from ${formatMonth(validFrom.slice(0, 7), 'en')}`,
    state: run.state,
    total: run.total,
    made: run.made,
    skipped: run.skipped,
    reviewBatchId: run.reviewBatchId,
    error: run.error,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }));
}
