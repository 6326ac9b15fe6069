import 'server-only';
import type { z } from 'zod';
import { pagasaErrorWords } from '@/modules/pagasa/rules/tenday-api-answers';
import { getEnv } from '@/platform/env/get-env';
import { PagasaError } from './pagasa-error';

const TIMEOUT_MS = 30_000;
// A province with paging off is about 300 rows: far below this, which only stops a runaway answer.
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

function refusal(status: number, words: string | null): PagasaError {
  const said = words ? `: "${words}"` : '';
  if (status === 498 || status === 401) return new PagasaError(`PAGASA refused the token (${status})${said}. Ask PAGASA for a new one.`, status, false);
  if (status === 403)
    return new PagasaError(`PAGASA refused the call (403)${said}. The token is not activated, or not allowed this part of the API.`, status, false);
  if (status === 429) return new PagasaError(`PAGASA's limit of calls was reached (429)${said}. The next check tries again later.`, status, true);
  if (status >= 500) return new PagasaError(`PAGASA's service failed (${status})${said}. The next check tries again.`, status, true);
  return new PagasaError(`PAGASA answered ${status}${said}.`, status, false);
}

/**
 * One GET of the TenDay API (`/api/v1{path}`), read and checked against `schema`: the token goes in
 * the `token` header the service expects, never in the address or a log; a slow, huge, refused or
 * malformed answer is a PagasaError naming what went wrong.
 */
export async function callTendayApi<S extends z.ZodType>(
  path: string,
  query: Record<string, string>,
  schema: S,
  options: { token?: string } = {},
): Promise<z.output<S>> {
  const env = getEnv();
  const url = `${env.ACAP_PAGASA_API_URL}/api/v1${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''}`;
  let answer: Response;
  try {
    answer = await fetch(url, {
      headers: { accept: 'application/json', ...(options.token ? { token: options.token } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PagasaError(
      timedOut
        ? `PAGASA did not answer within ${TIMEOUT_MS / 1000} s. The next check tries again.`
        : `PAGASA could not be reached (${(error as Error).message}).`,
      null,
      true,
    );
  }
  const length = Number(answer.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER_BYTES)
    throw new PagasaError(`PAGASA's answer to ${path} is ${length} bytes, more than a province holds: nothing was stored.`, answer.status, false);
  const text = await answer.text();
  if (text.length > MAX_ANSWER_BYTES)
    throw new PagasaError(`PAGASA's answer to ${path} is larger than a province holds: nothing was stored.`, answer.status, false);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    if (answer.ok) throw new PagasaError(`PAGASA's answer to ${path} is not JSON: nothing was stored.`, answer.status, false);
  }
  if (!answer.ok) throw refusal(answer.status, pagasaErrorWords(body));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new PagasaError(
      `PAGASA's answer to ${path} is not as documented (${first.path.join('.') || 'the answer'}: ${first.message}): nothing was stored.`,
      answer.status,
      false,
    );
  }
  return parsed.data;
}
