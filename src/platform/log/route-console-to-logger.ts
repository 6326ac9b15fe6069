import 'server-only';
import { format } from 'node:util';
import { scrubErrorText } from '@/platform/log/rules/scrub-error-text';
import { processState } from '@/platform/process/process-state';
import { logger } from './logger';

const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;

// Once per process; the holder keeps the way back.
const routed = () => processState('console-routed', () => ({ restore: undefined as (() => void) | undefined }));

/**
 * Sends `console.error` and `console.warn` of the whole server process through the portal's logger,
 * so what libraries print there becomes JSON lines like the rest, with the request id, censored and
 * rate-limited. Two printers bypassed pino before: better-call (under better-auth) prints
 * `# SERVER_ERROR:` and the raw error of any failure it does not expect, drizzle's `params` (a
 * user's name and id, a session token) included; and Next prints errors it catches with
 * `console.error`. An error among the arguments becomes the line's `err`, the rest its message.
 * Returns the function that puts the console back (for tests).
 */
export function routeConsoleToLogger(): () => void {
  const holder = routed();
  if (holder.restore) return holder.restore;
  const original = { error: console.error, warn: console.warn };
  // A print made while writing a line (pino never prints, but a serializer could) goes out as it was.
  let writing = false;
  const route =
    (level: 'error' | 'warn', fallback: (...args: unknown[]) => void) =>
    (...args: unknown[]): void => {
      if (writing) return fallback.apply(console, args);
      writing = true;
      try {
        const err = args.find((arg) => arg instanceof Error);
        const rest = args.filter((arg) => arg !== err);
        const text = scrubErrorText(format(...rest).replace(ANSI_COLOURS, '')).trim();
        logger[level]({ source: 'console', ...(err ? { err } : {}) }, text || (err instanceof Error ? err.name : ''));
      } finally {
        writing = false;
      }
    };
  console.error = route('error', original.error);
  console.warn = route('warn', original.warn);
  const restore = () => {
    console.error = original.error;
    console.warn = original.warn;
    holder.restore = undefined;
  };
  holder.restore = restore;
  return restore;
}
