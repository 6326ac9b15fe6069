import 'server-only';
import { and, eq } from 'drizzle-orm';
import { appSetting, weatherIssuance } from '@/db/schema';
import { issuanceAnswerSchema, pagasaDate } from '@/modules/pagasa/rules/tenday-api-answers';
import { REGION } from '@/modules/places/rules/region';
import type { TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { logger } from '@/platform/log/logger';
import { callTendayApi } from './call-tenday-api';
import { getPagasaToken } from './get-pagasa-token';
import { loadTendayIssue } from './load-tenday-issue';
import { PagasaError } from './pagasa-error';
import { checkSeasonalIssue } from './check-seasonal-issue';
import { takePagasaLease } from './take-pagasa-lease';
import { PAGASA_LOADING_KEY, PAGASA_STATUS_KEY, type PagasaStatus } from '@/modules/pagasa/rules/pagasa-status';
import { readPagasaStatus } from './read-pagasa-status';

async function storedIssuance(db: Database, forecastDate: string): Promise<string | null> {
  const [row] = await db
    .select({ id: weatherIssuance.id })
    .from(weatherIssuance)
    .where(and(eq(weatherIssuance.type, 'ten_day'), eq(weatherIssuance.regionKey, REGION.key), eq(weatherIssuance.forecastDate, forecastDate)))
    .limit(1);
  return row?.id ?? null;
}

async function saveStatus(db: Database, status: PagasaStatus): Promise<PagasaStatus> {
  const value = JSON.stringify(status);
  await db
    .insert(appSetting)
    .values({ key: PAGASA_STATUS_KEY, value })
    .onConflictDoUpdate({ target: appSetting.key, set: { value, updatedAt: new Date() } });
  return status;
}

/**
 * Checks PAGASA's issuance routes (no token needed) and, when they name a 10-day or seasonal issue the
 * portal has not stored and the office's token is set, loads it. Whatever happens is kept as the status staff see; an
 * error never touches the live outlook. Returns the status and, after a load, its report.
 */
export async function checkPagasa(
  db: Database,
  options: { now?: Date; token?: string | null; backOff?: boolean } = {},
): Promise<{ status: PagasaStatus; report: TenDayImportReport | null }> {
  const now = options.now ?? new Date();
  const previous = await readPagasaStatus(db);
  const failed = async (error: unknown, latest: PagasaStatus['latest'], seasonal: PagasaStatus['seasonal']) => {
    const words = error instanceof PagasaError || error instanceof AppError ? error.message : 'The load failed unexpectedly; the log has the details.';
    if (!(error instanceof PagasaError || error instanceof AppError)) logger.error({ err: error }, 'PAGASA check failed');
    const status = await saveStatus(db, {
      checkedAt: now.toISOString(),
      latest,
      issuanceId: latest ? await storedIssuance(db, latest.forecastDate) : null,
      outcome: 'failed',
      error: words,
      failures: (previous?.failures ?? 0) + 1,
      seasonal,
    });
    return { status, report: null };
  };

  const token = options.token === undefined ? (await getPagasaToken(db)).token : options.token;
  const seasonal = () => checkSeasonalIssue(db, token, previous?.seasonal ?? null, { now, backOff: options.backOff ?? false });
  let latest: PagasaStatus['latest'];
  try {
    const issuance = await callTendayApi('/tenday/issuance', {}, issuanceAnswerSchema);
    latest = { forecastDate: pagasaDate(issuance.latest_date)!, loadedAt: issuance.latest_time ?? null };
  } catch (error) {
    return failed(error, previous?.latest ?? null, await seasonal());
  }
  const stored = await storedIssuance(db, latest.forecastDate);
  const base = { checkedAt: now.toISOString(), latest, error: null };
  // The seasonal half keeps its own failures and back-off: a token without the seasonal API never delays the 10-day outlook.
  const finish = async (status: Omit<PagasaStatus, 'checkedAt' | 'latest' | 'error' | 'failures' | 'seasonal'>, report: TenDayImportReport | null) => {
    const seasonalStatus = await seasonal();
    return { status: await saveStatus(db, { ...base, ...status, failures: 0, seasonal: seasonalStatus }), report };
  };
  if (stored) return finish({ issuanceId: stored, outcome: 'already_loaded' }, null);
  if (!token) return finish({ issuanceId: null, outcome: 'no_token' }, null);
  const release = await takePagasaLease(db, PAGASA_LOADING_KEY, latest.forecastDate);
  if (!release)
    return { status: { ...base, issuanceId: null, outcome: 'busy', failures: previous?.failures ?? 0, seasonal: previous?.seasonal ?? null }, report: null };
  try {
    const report = await loadTendayIssue(db, latest.forecastDate, token, latest.loadedAt);
    return await finish({ issuanceId: report.issuanceId, outcome: 'loaded' }, report);
  } catch (error) {
    return await failed(error, latest, await seasonal());
  } finally {
    await release();
  }
}
