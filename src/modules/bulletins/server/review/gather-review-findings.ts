import 'server-only';
import { formatDate, formatManilaDateTime } from '@/platform/format/manila-time';
import { reviewChecks, type ReviewFinding } from '@/modules/bulletins/rules/review-checks';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { readSmsFacts } from './read-sms-facts';
import { findIssuance, type IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import type { ReviewRow } from './load-bulletins-for-review';

async function outlookNow(db: Queryable, row: ReviewRow): Promise<IssuanceSummary | null> {
  try {
    return await findIssuance(db, row.type, row.document.sources.issuanceId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The review checks of one bulletin against the outlook and the SMS text as they stand at this moment. */
export async function gatherReviewFindings(db: Queryable, row: ReviewRow): Promise<ReviewFinding[]> {
  const outlook = await outlookNow(db, row);
  const endedOn = outlook ? (outlook.type === 'special_weather' ? formatManilaDateTime(outlook.validUntil, 'en') : formatDate(outlook.validTo, 'en')) : '';
  return reviewChecks(row.document, {
    now: new Date(),
    outlook: outlook ? { ended: outlook.expired, endedOn, issuedAt: outlook.issuedAt } : null,
    sms: readSmsFacts(row),
    signal: await findPlaceSignal(db, { psgc: row.document.municipality.psgc, provincePsgc: row.document.province.psgc }),
  });
}
