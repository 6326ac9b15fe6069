import 'server-only';
import { pagasaBackoffMinutes } from '@/modules/pagasa/rules/pagasa-watch-timing';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { checkPagasa } from '@/modules/pagasa/server/check-pagasa';
import { readPagasaStatus } from '@/modules/pagasa/server/read-pagasa-status';

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
