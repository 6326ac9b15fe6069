import 'server-only';
import { findPathProblem } from '@/domain/site/check-request-path';
import { AppError } from './app-error';

/**
 * A dynamic segment of the request's address (`index` as in `pathname.split('/')`, negative from the
 * end), decoded. A broken percent-encoding (`%ZZ`, `%E0%A4%A`) or a control character once decoded
 * (`%00`) is refused with 400 and a message: the proxy refuses them first on a real server, but a
 * route must not answer 500 when it is reached another way (a rewrite, a test, a future matcher).
 */
export function readPathSegment(request: Request, index: number): string {
  const raw = new URL(request.url).pathname.split('/').at(index) ?? '';
  const problem = findPathProblem(raw);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  return decodeURIComponent(raw);
}
