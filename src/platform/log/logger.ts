import 'server-only';
import os from 'node:os';
import pino, { type DestinationStream } from 'pino';
import { CENSORED, censorSecrets } from './censor-secrets';
import { limitErrorLines } from './limit-error-lines';
import { getRequestContext } from './request-context';
import { serializeError } from './serialize-error';

// The last net, on the finished line: a bearer token or a session cookie quoted inside some message,
// and a failed query's parameters or a failing row in a text no serializer saw (JSON-escaped here:
// a value runs to the string's closing quote or an escaped newline).
const TOKEN_SHAPES: [RegExp, string][] = [
  [/\b(bearer\s+)[\w.~+/=-]{16,}/gi, `$1${CENSORED}`],
  [/(session_token=)[\w.~+/=%-]{16,}/gi, `$1${CENSORED}`],
  // No word boundary before it: in JSON, a newline before it is the two characters `\n`.
  [/(params: )(?:[^"\\]|\\[^n])*/g, `$1${CENSORED}`],
  [/(Failing row contains )\((?:[^"\\]|\\[^n])*\)/g, `$1(${CENSORED})`],
];

// Written at once: Next may load this module once per route bundle, and whole lines written
// synchronously cannot interleave, nor be lost when the process exits.
let target: DestinationStream = pino.destination({ dest: 1, sync: true });

/** Where the lines go: standard output, or a test's stream while it reads them. */
const destination: DestinationStream = {
  write: (line: string) => target.write(TOKEN_SHAPES.reduce((text, [shape, replacement]) => text.replace(shape, replacement), line)),
};

/**
 * One JSON line per event. Inside a request every line carries its `requestId`, and `userId` once
 * the session is known (see request-context.ts); secret-named fields are censored at any depth, and
 * errors lose the values the database quoted in them (serialize-error.ts).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    // Several instances may write to one log store: each line says which process wrote it.
    base: { service: 'acap', pid: process.pid, hostname: os.hostname() },
    mixin: (mergeObject) => {
      const context = getRequestContext();
      // A count of suppressed errors (limit-error-lines.ts) is of many requests, not the one writing it.
      if (!context || 'suppressed' in mergeObject) return {};
      return context.userId ? { requestId: context.requestId, userId: context.userId } : { requestId: context.requestId };
    },
    formatters: { log: (object) => censorSecrets(object) },
    serializers: { err: serializeError },
    // Client disconnects become info lines; the same error repeated is written five times a minute, then counted.
    hooks: { logMethod: limitErrorLines },
  },
  destination,
);

/** Tests read what the portal logs: lines go to `stream` until the returned function is called. */
export function captureLogs(stream: DestinationStream): () => void {
  const previous = target;
  target = stream;
  return () => {
    target = previous;
  };
}
