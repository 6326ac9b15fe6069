import 'server-only';
import { scrubErrorText } from '@/platform/log/rules/scrub-error-text';
import { logger } from './logger';

/**
 * better-auth's logger, as its `logger.log` option: its lines join the portal's (JSON, with the
 * request id). Of its arguments only an error is kept, as the others may hold the request. Its
 * message is scrubbed like an error's text: for some database errors the message *is* the error's
 * ("Failed query: … params: <a user's name and id>"), and some calls pass the error as the message.
 */
export function logBetterAuth(level: 'debug' | 'info' | 'warn' | 'error', message: unknown, args: unknown[]): void {
  const err = message instanceof Error ? message : args.find((arg) => arg instanceof Error);
  const text = typeof message === 'string' ? scrubErrorText(message) : err instanceof Error ? err.name : 'better-auth';
  logger[level]({ source: 'better-auth', ...(err ? { err } : {}) }, text);
}
