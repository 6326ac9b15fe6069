import 'server-only';
import { and, eq } from 'drizzle-orm';
import { weatherIssuance } from '@/db/schema';
import { PAGASA_SEASONAL_LOADING_KEY, type PagasaStatus } from '@/modules/pagasa/rules/pagasa-status';
import { seasonalIssuanceAnswerSchema } from '@/modules/pagasa/rules/tenday-api-answers';
import { REGION } from '@/modules/places/rules/region';
import { pagasaBackoffMinutes } from '@/modules/pagasa/rules/pagasa-watch-timing';
import { addMonths } from '@/modules/weather/rules/seasonal-months';
import { getEnv } from '@/platform/env/get-env';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { logger } from '@/platform/log/logger';
import { callTendayApi } from './call-tenday-api';
import { loadSeasonalIssue } from './load-seasonal-issue';
import { PagasaError } from './pagasa-error';
import { takePagasaLease } from './take-pagasa-lease';

type SeasonalStatus = NonNullable<PagasaStatus['seasonal']>;

/** The portal's seasonal issuance of the outlook starting in `start`, from the API, files or hand entry. */
async function storedIssuance(db: Database, start: string): Promise<string | null> {
  const [row] = await db
    .select({ id: weatherIssuance.id })
    .from(weatherIssuance)
    .where(and(eq(weatherIssuance.type, 'seasonal'), eq(weatherIssuance.regionKey, REGION.key), eq(weatherIssuance.validFrom, `${start}-01`)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The seasonal half of a check: PAGASA's seasonal issuance route (no token) names the batch and the six
 * months it covers; when the portal has no outlook starting that month and a token is set, it is loaded.
 * Errors are kept in words and never touch the live outlook.
 */
export async function checkSeasonalIssue(
  db: Database,
  token: string | null,
  previous: SeasonalStatus | null,
  options: { now: Date; backOff: boolean },
): Promise<SeasonalStatus> {
  const { now } = options;
  // After failures (a token without the seasonal API, an outage) the watch's seasonal half waits; staff's "check now" does not.
  if (options.backOff && previous?.outcome === 'failed' && previous.checkedAt) {
    const wait = pagasaBackoffMinutes(previous.failures, getEnv().ACAP_PAGASA_POLL_MINUTES) * 60_000;
    if (now.getTime() - Date.parse(previous.checkedAt) < wait - 30_000) return previous;
  }
  const checked = { checkedAt: now.toISOString(), failures: 0 };
  let latest: SeasonalStatus['latest'] = previous?.latest ?? null;
  try {
    const issuance = await callTendayApi('/seasonal/issuance', {}, seasonalIssuanceAnswerSchema);
    // A batch covers the six months after its issuance month (the document, §4).
    latest = { batch: issuance.latest_batch, issuedMonth: issuance.latest_date, start: issuance.start_date ?? addMonths(issuance.latest_date, 1) };
    const stored = await storedIssuance(db, latest.start);
    if (stored) return { ...checked, latest, issuanceId: stored, outcome: 'already_loaded', error: null };
    if (!token) return { ...checked, latest, issuanceId: null, outcome: 'no_token', error: null };
    const release = await takePagasaLease(db, PAGASA_SEASONAL_LOADING_KEY, latest.start);
    if (!release) return { ...checked, latest, issuanceId: null, outcome: 'busy', error: null };
    try {
      const loaded = await loadSeasonalIssue(db, latest.start, token);
      return { ...checked, latest, issuanceId: loaded.issuanceId, outcome: 'loaded', error: null };
    } finally {
      await release();
    }
  } catch (error) {
    const known = error instanceof PagasaError || error instanceof AppError;
    if (!known) logger.error({ err: error }, 'PAGASA seasonal check failed');
    return {
      checkedAt: now.toISOString(),
      failures: (previous?.failures ?? 0) + 1,
      latest,
      issuanceId: latest ? await storedIssuance(db, latest.start) : null,
      outcome: 'failed',
      error: known ? error.message : 'The seasonal load failed unexpectedly; the log has the details.',
    };
  }
}
