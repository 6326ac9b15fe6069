import 'server-only';
import pino from 'pino';
import { scrubErrorText } from '@/platform/log/rules/scrub-error-text';
import { censorSecrets } from './censor-secrets';

// Drizzle writes a failed query's parameters (a session token, a password hash, a user's name and
// id) into the message and stack, and keeps them in `params`; PostgreSQL repeats the offending key
// value or the whole failing row in `detail`; better-auth wraps such an error as the `cause` of its
// own, and repeats it in `body`. Every string at any depth of the serialized error, causes included,
// is scrubbed (scrub-error-text.ts), and `params` fields are dropped.
// pino copies an error's other fields as they are: one may be a socket or a request, deep and circular.
const MAX_DEPTH = 8;

function clean(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubErrorText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[nested]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'params' && item !== undefined) copy[key] = clean(item, depth + 1, seen);
  }
  return copy;
}

/** pino's error serializer (type, message, stack, the cause with its code and detail), without query parameters, quoted values or secret-named fields. */
export function serializeError(error: unknown): unknown {
  return censorSecrets(clean(pino.stdSerializers.errWithCause(error as Error)));
}
