import 'server-only';
import type { z } from 'zod';
import type { StaffUser } from '@/domain/auth/account-levels';
import type { Action } from '@/domain/permissions/actions';
import { can } from '@/domain/permissions/can';
import { getSessionUser } from '@/server/auth/get-session-user';
import { withRequestLog } from '@/server/log/with-request-log';
import { describeUnstorableText, findUnstorableText } from '@/domain/site/find-unstorable-text';
import { AppError } from './app-error';
import { assertSameOrigin } from './assert-same-origin';
import { readJsonBody } from './read-json-body';
import { toErrorResponse } from './to-error-response';

export type Access =
  | { kind: 'public' }
  /** A named action of `src/domain/permissions/actions.ts`; anonymous callers get 401, others who may not 403. */
  | { kind: 'action'; action: Action };

/** Public routes read no session; the others get the staff member who passed the check. */
type RouteUser<TAccess extends Access> = TAccess extends { kind: 'action' } ? StaffUser : null;

interface RouteContext<TInput, TUser> {
  request: Request;
  input: TInput;
  user: TUser;
  requestId: string;
}

interface RouteDefinition<TAccess extends Access, TSchema extends z.ZodType | undefined, TResult> {
  access: TAccess;
  /** Parses the JSON body (POST, PUT, PATCH, DELETE) or the query string (GET). */
  input?: TSchema;
  handler: (context: RouteContext<TSchema extends z.ZodType ? z.output<TSchema> : undefined, RouteUser<TAccess>>) => Promise<TResult | Response>;
}

/** The route as Next calls it, carrying the access it declares so the permission matrix can read it. */
export type AppRoute<TAccess extends Access = Access> = ((request: Request) => Promise<Response>) & { readonly access: TAccess };

async function readInput(request: Request, schema: z.ZodType): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const unstorable = findUnstorableText(query);
    if (unstorable) throw new AppError('BAD_REQUEST', describeUnstorableText(unstorable));
    return schema.parse(query);
  }
  return schema.parse(await readJsonBody(request));
}

/**
 * The caller a route's access lets through: nobody is looked up for a public route. For an action on
 * something with an owner, whoever may do it to their own gets in; the service asks `can()` again
 * with the real owner.
 */
async function readCaller(request: Request, access: Access): Promise<StaffUser | null> {
  if (access.kind === 'public') return null;
  const user = await getSessionUser(request.headers);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to do this.');
  if (!can(user, access.action, { ownerId: user.id })) throw new AppError('FORBIDDEN', 'Your account level does not allow this.');
  return user;
}

/** Every API route, in its log context: origin (CSRF) → session or bearer → permission check → schema → service → JSON. */
export function handleRoute<const TAccess extends Access, TSchema extends z.ZodType | undefined, TResult>(
  definition: RouteDefinition<TAccess, TSchema, TResult>,
): AppRoute<TAccess> {
  const route = (request: Request): Promise<Response> =>
    withRequestLog(request, async (requestId) => {
      try {
        assertSameOrigin(request);
        // A caller, if any, is the one the access asked for (see RouteUser).
        const user = (await readCaller(request, definition.access)) as RouteUser<TAccess>;
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
  return Object.assign(route, { access: definition.access });
}
