import 'server-only';
import { retryAfterSeconds } from '@/modules/sms/rules/gateway-outcome';
import { AppError } from '@/platform/errors/app-error';
import type { Pacer } from './pace-calls';

const TIMEOUT_MS = 30_000;
// A page of 1000 messages is about half a megabyte: far below this, which only stops a runaway answer.
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export interface GatewayAnswer {
  status: number;
  /** Seconds the provider's Retry-After asked for. */
  retryAfter: number | null;
  /** The answer read as JSON; undefined when it was not JSON (or empty). */
  body: unknown;
}

async function readCapped(answer: Response): Promise<string | null> {
  if (Number(answer.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES || !answer.body) return answer.body ? null : '';
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One call to a gateway in its turn (pace-calls.ts), within 30 s. A call that gets no whole answer (a
 * timeout, a refused or reset connection, an answer too large to be one) throws: for a send, its
 * outcome is unknown. The address is never in the error (Semaphore's key travels in its query). `init`
 * may be made once the turn comes, so that a signature's time is the call's.
 */
export async function callGateway(who: string, pacer: Pacer, url: string, init: RequestInit | (() => RequestInit)): Promise<GatewayAnswer> {
  await pacer.turn();
  try {
    const answer = await fetch(url, { ...(typeof init === 'function' ? init() : init), redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await readCapped(answer);
    if (text === null) throw new AppError('INTERNAL', `${who} answered more than ${MAX_ANSWER_BYTES} bytes: the answer was not read.`);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const retryAfter = retryAfterSeconds(answer.headers.get('retry-after'));
    if (retryAfter !== null) pacer.holdFor(retryAfter);
    return { status: answer.status, retryAfter, body };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new AppError('INTERNAL', `${who} did not answer within ${TIMEOUT_MS / 1000} s.`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new AppError('INTERNAL', `${who} gave no answer${typeof code === 'string' ? ` (${code})` : ''}.`);
  }
}
