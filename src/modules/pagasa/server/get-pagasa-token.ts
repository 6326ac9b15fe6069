import 'server-only';
import { eq } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { openSecret } from '@/platform/crypto/open-secret';
import { getEnv } from '@/platform/env/get-env';

export const PAGASA_TOKEN_KEY = 'pagasa.tenday.token';
/** Where the sealed token is kept, bound into its seal. */
export const PAGASA_TOKEN_CONTEXT = `app_setting:${PAGASA_TOKEN_KEY}`;

export interface PagasaToken {
  token: string | null;
  /** The environment's token wins over one a superadmin stored. */
  source: 'environment' | 'stored' | null;
  /** Set when a token is stored but cannot be opened here (ACAP_DATA_KEY changed or unset). */
  problem: string | null;
}

/** The office's token of PAGASA's TenDay API, for the connector only: never logged, never answered. */
export async function getPagasaToken(db: Queryable): Promise<PagasaToken> {
  const fromEnvironment = getEnv().ACAP_PAGASA_API_TOKEN;
  if (fromEnvironment) return { token: fromEnvironment, source: 'environment', problem: null };
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, PAGASA_TOKEN_KEY));
  if (!row) return { token: null, source: null, problem: null };
  const token = openSecret(row.value, PAGASA_TOKEN_CONTEXT);
  return token
    ? { token, source: 'stored', problem: null }
    : { token: null, source: null, problem: 'A token is stored but cannot be opened with this server’s ACAP_DATA_KEY: a superadmin must set it again.' };
}
