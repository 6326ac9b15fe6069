import 'server-only';
import pino from 'pino';
import { CENSORED, censorSecrets } from './censor-secrets';

// Drizzle writes a failed query's parameters (a session token, a password hash) into the message
// and stack, and keeps them in `params`; PostgreSQL repeats the offending key value in `detail`.
const QUERY_PARAMS = /^params: .*$/gm;
const KEY_VALUE = /(Key \([^)]*\)=)\(.*?\)( already exists| is not present|\.?$)/gm;

function scrub(text: string): string {
  return text.replace(QUERY_PARAMS, `params: ${CENSORED}`).replace(KEY_VALUE, `$1(${CENSORED})$2`);
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'params' && item !== undefined) copy[key] = clean(item);
  }
  return copy;
}

/** pino's error serializer (type, message, stack, the cause with its code and detail), without query parameters or secret-named fields. */
export function serializeError(error: unknown): unknown {
  return censorSecrets(clean(pino.stdSerializers.errWithCause(error as Error)));
}
