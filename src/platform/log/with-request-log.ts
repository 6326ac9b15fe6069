import 'server-only';
import { randomUUID } from 'node:crypto';
import { logger } from './logger';
import { runInRequestContext } from './request-context';

// A caller's own id is kept when it is a plain token (a load balancer's or a client's), so one
// request can be followed across systems; anything else is replaced.
const OFFERED_ID = /^[\w.:-]{1,128}$/;
const MAX_LOGGED_PATH = 1000;

function withRequestIdHeader(answer: Response, requestId: string): Response {
  try {
    answer.headers.set('x-request-id', requestId);
    return answer;
  } catch {
    // Some answers (redirects, fetched responses) have immutable headers.
    const copy = new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    copy.headers.set('x-request-id', requestId);
    return copy;
  }
}

/**
 * Serves one API request inside its log context: every line logged meanwhile carries the request id,
 * the answer carries it in `x-request-id`, and one line records how it ended. Only the path is
 * logged: query strings and bodies may hold tokens and passwords.
 */
export function withRequestLog(request: Request, work: (requestId: string) => Promise<Response>): Promise<Response> {
  const offered = request.headers.get('x-request-id');
  const requestId = offered && OFFERED_ID.test(offered) ? offered : randomUUID();
  const started = performance.now();
  const pathname = new URL(request.url).pathname;
  // An address may be as long as the server's header limit (16 KB): the line keeps enough to tell it.
  const path = pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
  return runInRequestContext({ requestId, path }, async () => {
    let status = 500;
    try {
      const answer = withRequestIdHeader(await work(requestId), requestId);
      status = answer.status;
      return answer;
    } finally {
      const durationMs = Math.round(performance.now() - started);
      logger.info({ method: request.method, path, status, durationMs }, 'request');
    }
  });
}
