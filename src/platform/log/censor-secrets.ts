import 'server-only';

export const CENSORED = '[redacted]';

// By key name at any depth, because a path list (pino's `redact`) only reaches the depths someone
// thought of: `password`, `currentPassword`, `newPassword`, `token`, `set-auth-token`, `cookie`,
// `set-cookie`, `authorization`, `secret`, `apiKey`, `credentials`…
const SECRET_KEY = /passw(or)?d|token|secret|authori[sz]ation|cookie|api[-_]?key|credential/i;
const MAX_DEPTH = 8;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function censor(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  // Errors keep their class for pino's `err` serializer, which censors them itself.
  if (value instanceof Error) return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[nested]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => censor(item, depth + 1, seen));
  if (value instanceof Headers) return censor(Object.fromEntries(value), depth, seen);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) && item !== undefined && item !== null ? CENSORED : censor(item, depth + 1, seen);
  }
  return copy;
}

/** A copy of a log object with every secret-named field replaced, at any depth; the caller's object is untouched. */
export function censorSecrets<T>(value: T): T {
  return censor(value, 0, new WeakSet()) as T;
}
