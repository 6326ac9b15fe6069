import 'server-only';
import type { z } from 'zod';
import type { SessionUser } from '@/domain/auth/permissions';
import { getSessionUser } from '@/server/auth/get-session-user';
import { withRequestLog } from '@/server/log/with-request-log';
import { describeUnstorableText, findUnstorableText } from '@/domain/site/find-unstorable-text';
import { AppError } from './app-error';
import { assertSameOrigin } from './assert-same-origin';
import { readJsonBody } from './read-json-body';
import { toErrorResponse } from './to-error-response';

type Access =
  | { kind: 'public' }
  /** A named permission check, e.g. `canManageUsers`; anonymous callers get 401, others 403. */
  | { kind: 'check'; allow: (user: SessionUser | null) => boolean };

interface RouteContext<TInput> {
  request: Request;
  input: TInput;
  user: SessionUser | null;
  requestId: string;
}

interface RouteDefinition<TSchema extends z.ZodType | undefined, TResult> {
  access: Access;
  /** Parses the JSON body (POST, PUT, PATCH, DELETE) or the query string (GET). */
  input?: TSchema;
  handler: (context: RouteContext<TSchema extends z.ZodType ? z.output<TSchema> : undefined>) => Promise<TResult | Response>;
}

async function readInput(request: Request, schema: z.ZodType): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const unstorable = findUnstorableText(query);
    if (unstorable) throw new AppError('BAD_REQUEST', describeUnstorableText(unstorable));
    return schema.parse(query);
  }
  return schema.parse(await readJsonBody(request));
}

/** Every API route, in its log context: origin (CSRF) → session or bearer → permission check → schema → service → JSON. */
export function handleRoute<TSchema extends z.ZodType | undefined, TResult>(definition: RouteDefinition<TSchema, TResult>) {
  return (request: Request): Promise<Response> =>
    withRequestLog(request, async (requestId) => {
      try {
        assertSameOrigin(request);
        const user = definition.access.kind === 'public' ? null : await getSessionUser(request.headers);
        if (definition.access.kind === 'check' && !definition.access.allow(user)) {
          throw user
            ? new AppError('FORBIDDEN', 'Your account level does not allow this.')
            : new AppError('UNAUTHORIZED', 'Sign in to do this.');
        }
        const input = definition.input ? await readInput(request, definition.input) : undefined;
        const result = await definition.handler({
          request,
          input: input as TSchema extends z.ZodType ? z.output<TSchema> : undefined,
          user,
          requestId,
        });
        return result instanceof Response ? result : Response.json(result);
      } catch (error) {
        return toErrorResponse(error);
      }
    });
}
