import 'server-only';
import { describePagasaStatus, describeSeasonalStatus } from '@/modules/pagasa/rules/describe-pagasa-status';
import type { PagasaDesk } from '@/modules/pagasa/rules/pagasa-contract';
import type { PagasaStatus } from '@/modules/pagasa/rules/pagasa-status';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { getPagasaToken } from './get-pagasa-token';
import { readPagasaStatus } from './read-pagasa-status';

/** What the staff desk and the status call say of PAGASA's TenDay API; the token itself never leaves the server. */
export async function getPagasaDesk(db: Queryable, status?: PagasaStatus | null): Promise<PagasaDesk> {
  const env = getEnv();
  const current = status === undefined ? await readPagasaStatus(db) : status;
  const token = await getPagasaToken(db);
  const tokenSet = token.token !== null;
  return {
    status: current,
    summary: describePagasaStatus(current, tokenSet),
    seasonalSummary: describeSeasonalStatus(current),
    tokenSet,
    tokenSource: token.source,
    tokenProblem: token.problem,
    pollMinutes: env.ACAP_PAGASA_POLL_MINUTES,
  };
}
