import 'server-only';
import type { LogFn, Logger } from 'pino';
import { createRepeatLimiter, type RepeatLimiter, type SuppressedLines } from '@/platform/log/rules/create-repeat-limiter';
import { describeClientDisconnect } from '@/platform/log/rules/describe-client-disconnect';
import { describeErrorCause } from '@/platform/log/rules/describe-error-cause';
import { ERROR_LINE_LIMITS } from '@/platform/log/rules/error-line-limits';
import { scrubErrorText } from '@/platform/log/rules/scrub-error-text';
import { processState } from '@/platform/process/process-state';
import { getRequestContext } from './request-context';

const ERROR_LEVEL = 50;

interface LimiterState {
  limiter: RepeatLimiter;
  /** Flushes the counts when a window ends and no line comes to do it. */
  timer?: ReturnType<typeof setTimeout>;
  /** The logger that writes the counts (any one: they share standard output). */
  writer?: Logger;
  summarising: boolean;
}

// One count per process, or each route bundle would allow its own five lines.
const state = () => processState<LimiterState>('error-line-limiter', () => ({ limiter: createRepeatLimiter(ERROR_LINE_LIMITS), summarising: false }));

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
}

function errorOf(args: unknown[]): ErrorLike | undefined {
  const [first] = args;
  if (first instanceof Error) return first;
  if (first !== null && typeof first === 'object' && 'err' in first) {
    const { err } = first;
    if (err !== null && typeof err === 'object') return err;
  }
  return undefined;
}

function messageOf(args: unknown[]): string | undefined {
  const text = args.find((arg) => typeof arg === 'string');
  return typeof text === 'string' ? text : undefined;
}

function scrubbed(text: unknown): string | undefined {
  return typeof text === 'string' ? scrubErrorText(text) : undefined;
}

/** Its class, as pino's serializer names it in `err.type`, so the cause is what a reader of the line sees. */
function typeOf(error: ErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof constructorName === 'string' ? constructorName : undefined;
}

function writeSummaries(writer: Logger, ended: SuppressedLines[]): void {
  if (ended.length === 0) return;
  const current = state();
  current.summarising = true;
  try {
    for (const { cause, count, since } of ended) {
      // `suppressed` also tells the mixin to leave out the request id: the count is of many requests.
      writer.error({ suppressed: count, since: new Date(since).toISOString(), similarTo: cause }, `suppressed ${count} similar errors`);
    }
  } finally {
    current.summarising = false;
  }
}

function scheduleFlush(writer: Logger, now: number): void {
  const current = state();
  current.writer = writer;
  if (current.timer) return;
  const at = current.limiter.nextSummaryAt();
  if (at === undefined) return;
  current.timer = setTimeout(
    () => {
      current.timer = undefined;
      writeSummaries(current.writer ?? writer, current.limiter.flush(Date.now()));
      scheduleFlush(current.writer ?? writer, Date.now());
    },
    Math.max(0, at - now),
  );
  // Counts waiting to be written must not keep a stopping process alive.
  current.timer.unref?.();
}

/**
 * pino's `logMethod` hook, for every line at error level and above: a client that disconnected is
 * written at info as "client disconnected" (whoever logged it: a route, better-auth, a console
 * print); otherwise the first lines of each cause per minute are written and the rest counted, the
 * count written as one "suppressed K similar errors" line once the minute ends.
 */
export function limitErrorLines(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const current = state();
  if (level < ERROR_LEVEL || current.summarising) return method.apply(this, args);
  const error = errorOf(args);
  const disconnected = describeClientDisconnect(error);
  if (disconnected) return this.info({ reason: disconnected }, 'client disconnected');

  const now = Date.now();
  const cause = describeErrorCause({
    level,
    path: getRequestContext()?.path,
    msg: scrubbed(messageOf(args)),
    errorType: typeOf(error),
    errorCode: typeof error?.code === 'string' || typeof error?.code === 'number' ? error.code : undefined,
    // Scrubbed: the cause is printed in the count's line.
    errorMessage: scrubbed(error?.message),
  });
  const { write, ended } = current.limiter.admit(cause, now);
  writeSummaries(this, ended);
  if (write) method.apply(this, args);
  else scheduleFlush(this, now);
}
