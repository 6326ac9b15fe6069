import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { processState } from '@/platform/process/process-state';

export interface RequestContext {
  requestId: string;
  /** The address's path: error lines of one route are counted together (see limit-error-lines.ts). */
  path?: string;
  /** Set once the session is known, so later lines of the request name who made it. */
  userId?: string;
}

// One store per process: the logger of one route bundle must see the request of another.
const storage = () => processState('request-context', () => new AsyncLocalStorage<RequestContext>());

/** Runs `work` as one request: everything it logs, however deep, carries the request's id. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

/** The request being served, or undefined outside one (start-up, shutdown, the CLI). */
export function getRequestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** Names the signed-in person on the rest of the request's log lines; outside a request, nothing. */
export function setRequestUserId(userId: string): void {
  const context = storage().getStore();
  if (context) context.userId = userId;
}
