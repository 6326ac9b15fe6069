import 'server-only';
import { pagasaBackoffMinutes } from '@/domain/pagasa/pagasa-watch-timing';
import type { Database } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { checkPagasa } from '@/server/pagasa/check-pagasa';
import { readPagasaStatus } from '@/server/pagasa/read-pagasa-status';

/**
 * One run of the PAGASA watch: checks PAGASA unless the last checks failed and the back-off has not
 * passed (a staff "check now" is not held back: it calls checkPagasa itself). Answers what it did.
 */
export async function runPagasaWatch(db: Database, now = new Date()): Promise<'checked' | 'backing_off'> {
  const last = await readPagasaStatus(db);
  if (last?.outcome === 'failed') {
    const wait = pagasaBackoffMinutes(last.failures, getEnv().ACAP_PAGASA_POLL_MINUTES) * 60_000;
    // A check just short of the wait (the schedule's own jitter) still runs.
    if (now.getTime() - Date.parse(last.checkedAt) < wait - 30_000) return 'backing_off';
  }
  await checkPagasa(db, { now, backOff: true });
  return 'checked';
}
