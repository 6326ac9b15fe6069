import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { appSetting, weatherIssuance } from '@/db/schema';
import { issuanceAnswerSchema, pagasaDate } from '@/domain/pagasa/tenday-api-answers';
import { REGION } from '@/domain/region/region';
import type { TenDayImportReport } from '@/domain/weather/ten-day-reading';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { logger } from '@/server/log/logger';
import { callTendayApi } from './call-tenday-api';
import { getPagasaToken } from './get-pagasa-token';
import { loadTendayIssue } from './load-tenday-issue';
import { PagasaError } from './pagasa-error';
import { PAGASA_LOADING_KEY, PAGASA_STATUS_KEY, type PagasaStatus } from '@/domain/pagasa/pagasa-status';
import { readPagasaStatus } from './read-pagasa-status';

// A load that has not finished after this long is taken to have died with its instance.
const LEASE_MINUTES = 10;

async function storedIssuance(db: Database, forecastDate: string): Promise<string | null> {
  const [row] = await db
    .select({ id: weatherIssuance.id })
    .from(weatherIssuance)
    .where(and(eq(weatherIssuance.type, 'ten_day'), eq(weatherIssuance.regionKey, REGION.key), eq(weatherIssuance.forecastDate, forecastDate)))
    .limit(1);
  return row?.id ?? null;
}

/** One instance loads an issue: the others find the lease taken (a stale one, left by a crash, is taken over). */
async function takeLease(db: Database, forecastDate: string): Promise<boolean> {
  await db
    .delete(appSetting)
    .where(and(eq(appSetting.key, PAGASA_LOADING_KEY), lt(appSetting.updatedAt, sql`now() - make_interval(mins => ${LEASE_MINUTES})`)));
  const taken = await db.insert(appSetting).values({ key: PAGASA_LOADING_KEY, value: forecastDate }).onConflictDoNothing().returning();
  return taken.length > 0;
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
 * Checks PAGASA's issuance route (no token needed) and, when it names a 10-day issue the portal has not
 * stored and the office's token is set, loads it. Whatever happens is kept as the status staff see; an
 * error never touches the live outlook. Returns the status and, after a load, its report.
 */
export async function checkPagasa(
  db: Database,
  options: { now?: Date; token?: string | null } = {},
): Promise<{ status: PagasaStatus; report: TenDayImportReport | null }> {
  const now = options.now ?? new Date();
  const previous = await readPagasaStatus(db);
  const failed = async (error: unknown, latest: PagasaStatus['latest']) => {
    const words = error instanceof PagasaError || error instanceof AppError ? error.message : 'The load failed unexpectedly; the log has the details.';
    if (!(error instanceof PagasaError || error instanceof AppError)) logger.error({ err: error }, 'PAGASA check failed');
    const status = await saveStatus(db, {
      checkedAt: now.toISOString(),
      latest,
      issuanceId: latest ? await storedIssuance(db, latest.forecastDate) : null,
      outcome: 'failed',
      error: words,
      failures: (previous?.failures ?? 0) + 1,
    });
    return { status, report: null };
  };

  let latest: PagasaStatus['latest'];
  try {
    const issuance = await callTendayApi('/tenday/issuance', {}, issuanceAnswerSchema);
    latest = { forecastDate: pagasaDate(issuance.latest_date)!, loadedAt: issuance.latest_time ?? null };
  } catch (error) {
    return failed(error, previous?.latest ?? null);
  }
  const stored = await storedIssuance(db, latest.forecastDate);
  const base = { checkedAt: now.toISOString(), latest, error: null, failures: 0 };
  if (stored) return { status: await saveStatus(db, { ...base, issuanceId: stored, outcome: 'already_loaded' }), report: null };
  const token = options.token === undefined ? (await getPagasaToken(db)).token : options.token;
  if (!token) return { status: await saveStatus(db, { ...base, issuanceId: null, outcome: 'no_token' }), report: null };
  if (!(await takeLease(db, latest.forecastDate))) return { status: { ...base, issuanceId: null, outcome: 'busy' }, report: null };
  try {
    const report = await loadTendayIssue(db, latest.forecastDate, token);
    return { status: await saveStatus(db, { ...base, issuanceId: report.issuanceId, outcome: 'loaded' }), report };
  } catch (error) {
    return await failed(error, latest);
  } finally {
    await db.delete(appSetting).where(eq(appSetting.key, PAGASA_LOADING_KEY));
  }
}
