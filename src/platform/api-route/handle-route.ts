import 'server-only';
import { ZodError, type z } from 'zod';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { Access } from '@/modules/staff/rules/access';
import type { ApiOperation } from '@/platform/contracts/api-operation';
import { can } from '@/modules/staff/rules/can';
import { getSessionUser } from '@/modules/staff/server/auth/get-session-user';
import { withRequestLog } from '@/platform/log/with-request-log';
import type { Database } from '@/platform/db/database';
import { dbForRequest } from '@/platform/startup/db-for-request';
import { describeUnstorableText, findUnstorableText } from '@/platform/request/rules/find-unstorable-text';
import { findPathProblem } from '@/platform/request/rules/check-request-path';
import { AppError } from '@/platform/errors/app-error';
import { assertSameOrigin } from '@/platform/http/assert-same-origin';
import { CHECK_ANSWERS, checkAnswer } from '@/platform/http/check-answer';
import type { FileAnswer, JsonAnswer } from '@/platform/http/json-answer';
import { readJsonBody } from '@/platform/http/read-json-body';
import { toErrorResponse } from '@/platform/http/to-error-response';

export type { Access };

/** Public routes read no session; the others get the staff member who passed the check. */
type RouteUser<TAccess extends Access> = TAccess extends { kind: 'action' } ? StaffUser : null;

/**
 * What Next hands a route handler after the request: the address's dynamic segments, each decoded
 * (`string[]` for a catch-all), in a Promise since Next 15. Static routes may get none.
 */
export interface NextRouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

/** A route's dynamic segments, named as its folders name them (`[id]` → `id`). */
type ParamsSchema = z.ZodObject;

type Parsed<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

interface RouteContext<TInput, TParams, TUser> {
  /** The portal's database, from the start-up root: services take it as an argument. */
  db: Database;
  request: Request;
  input: TInput;
  /** The dynamic segments parsed by the route's `params` schema (`undefined` without one). */
  params: TParams;
  user: TUser;
  requestId: string;
}

/**
 * What a handler may return: with an `output` schema, a body of its type, a `jsonAnswer` of it (for a
 * status or headers) or a `fileAnswer`; without one, only a Response (files, redirects).
 */
type Answer<TOutput> = TOutput extends z.ZodType ? z.output<TOutput> | JsonAnswer<z.output<TOutput>> | FileAnswer : Response;

/** The documentation of an operation (`operation()` in a feature's contract) rides along with what the wrapper reads. */
type OperationNotes = Partial<Omit<ApiOperation, 'access' | 'input' | 'params' | 'output'>>;

interface RouteDefinition<
  TAccess extends Access,
  TSchema extends z.ZodType | undefined,
  TParams extends ParamsSchema | undefined,
  TOutput extends z.ZodType | undefined,
> extends OperationNotes {
  access: TAccess;
  /** Parses the JSON body (POST, PUT, PATCH, DELETE) or the query string (GET). */
  input?: TSchema;
  /** Parses Next's `params`, already decoded: `z.object({ id: … })` for a folder `[id]`. */
  params?: TParams;
  /** The JSON answer's schema: the handler must return its type; outside production the answer is parsed by it. */
  output?: TOutput;
  handler: (context: RouteContext<Parsed<TSchema>, Parsed<TParams>, RouteUser<TAccess>>) => Promise<Answer<TOutput>>;
}

/** A route that reads dynamic segments must be given Next's context; the others take it and ignore it. */
export type RouteFunction<TParams extends ParamsSchema | undefined = undefined> = undefined extends TParams
  ? (request: Request, context?: NextRouteContext) => Promise<Response>
  : (request: Request, context: NextRouteContext) => Promise<Response>;

/** The route as Next calls it, carrying the access it declares so the permission matrix can read it. */
export type AppRoute<TAccess extends Access = Access, TParams extends ParamsSchema | undefined = undefined> = RouteFunction<TParams> & {
  readonly access: TAccess;
  /** The operation's address and method, when the route was built from a contract's operation. */
  readonly operation?: Pick<ApiOperation, 'method' | 'path'>;
};

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
async function readCaller(db: Database, request: Request, access: Access): Promise<StaffUser | null> {
  if (access.kind === 'public') return null;
  const user = await getSessionUser(db, request.headers);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to do this.');
  if (!can(user, access.action, { ownerId: user.id })) throw new AppError('FORBIDDEN', 'Your account level does not allow this.');
  return user;
}

/**
 * The dynamic segments of a route that declares them. The address is checked first, as the proxy
 * does: a broken percent-encoding or a control character is a 400 naming it even when the route is
 * reached without the proxy (a rewrite, a test). Next has decoded the segments; the schema checks
 * them. A route with one segment reports its schema's message alone, as there is nothing else in
 * the address it could be about; with several, each message names its segment (`scope: …`).
 */
async function readParams(request: Request, schema: ParamsSchema, context: NextRouteContext | undefined): Promise<unknown> {
  const problem = findPathProblem(new URL(request.url).pathname);
  if (problem) throw new AppError('BAD_REQUEST', problem);
  if (!context) throw new Error("This route reads its address but was called without Next's route context.");
  const parsed = schema.safeParse(await context.params);
  if (parsed.success) return parsed.data;
  if (Object.keys(schema.shape).length > 1) throw parsed.error;
  throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })));
}

/**
 * Every API route, in its log context: origin (CSRF) → session or bearer → permission check → body or
 * query schema → address (`params`) schema → service → JSON.
 */
export function handleRoute<
  const TAccess extends Access,
  TSchema extends z.ZodType | undefined = undefined,
  TParams extends ParamsSchema | undefined = undefined,
  TOutput extends z.ZodType | undefined = undefined,
>(definition: RouteDefinition<TAccess, TSchema, TParams, TOutput>): AppRoute<TAccess, TParams> {
  const route = (request: Request, context?: NextRouteContext): Promise<Response> =>
    withRequestLog(request, async (requestId) => {
      try {
        assertSameOrigin(request);
        // A caller, if any, is the one the access asked for (see RouteUser).
        const db = await dbForRequest();
        const user = (await readCaller(db, request, definition.access)) as RouteUser<TAccess>;
        const input = definition.input ? await readInput(request, definition.input) : undefined;
        // After the body or query, as when each route read its own address: a request wrong in both is answered about its body.
        const params = definition.params ? await readParams(request, definition.params, context) : undefined;
        const result = await definition.handler({
          db,
          request,
          input: input as Parsed<TSchema>,
          params: params as Parsed<TParams>,
          user,
          requestId,
        });
        if (definition.output && CHECK_ANSWERS) await checkAnswer(definition.output, result);
        const answer = result instanceof Response ? result : Response.json(result);
        return answer;
      } catch (error) {
        return toErrorResponse(error);
      }
    });
  // Without `params` the context is optional; with it, required: the same function either way.
  const { method, path } = definition;
  return Object.assign(route as RouteFunction<TParams>, { access: definition.access, ...(method && path ? { operation: { method, path } } : {}) });
}
