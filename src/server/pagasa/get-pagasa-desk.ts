import 'server-only';
import { describePagasaStatus } from '@/domain/pagasa/describe-pagasa-status';
import type { PagasaStatus } from '@/domain/pagasa/pagasa-status';
import type { Queryable } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { readPagasaStatus } from './read-pagasa-status';

/** What the staff desk and the status call say of PAGASA's TenDay API; the token itself never leaves the server. */
export async function getPagasaDesk(
  db: Queryable,
  status?: PagasaStatus | null,
): Promise<{ status: PagasaStatus | null; summary: string; tokenSet: boolean; pollMinutes: number }> {
  const env = getEnv();
  const current = status === undefined ? await readPagasaStatus(db) : status;
  const tokenSet = Boolean(env.ACAP_PAGASA_API_TOKEN);
  return { status: current, summary: describePagasaStatus(current, tokenSet), tokenSet, pollMinutes: env.ACAP_PAGASA_POLL_MINUTES };
}
