import 'server-only';
import type { z } from 'zod';
import { OPEN_CORS_HEADERS } from '@/platform/request/rules/open-cors';
import type { Database } from '@/platform/db/database';
import { handleRoute, type NextRouteContext, type RouteFunction } from './handle-route';
import { jsonWithEtag } from '@/platform/http/json-with-etag';

interface OpenRouteSpec<TQuery extends z.ZodType, TAnswer extends z.ZodType, TParams extends z.ZodObject | undefined> {
  query: TQuery;
  /** The answer's schema: the handler must return its type. */
  answer?: TAnswer;
  /** The address's dynamic segments (`{psgc}`), parsed as `handleRoute` parses them. */
  params?: TParams;
}

type Parsed<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

function withCors(answer: Response): Response {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(OPEN_CORS_HEADERS)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * A GET of the open API (`/api/v1/…`, `/api/openapi.json`): anyone may call it, the query is parsed by
 * the operation's schema, the answer carries an ETag and the operation's cache time, and every answer
 * (200, 304 and errors alike) carries the CORS headers so other sites' apps can read it.
 */
export function handleOpenRoute<TQuery extends z.ZodType, TAnswer extends z.ZodType, TParams extends z.ZodObject | undefined = undefined>(
  spec: OpenRouteSpec<TQuery, TAnswer, TParams>,
  handler: (context: { db: Database; request: Request; input: z.output<TQuery>; params: Parsed<TParams> }) => Promise<z.output<TAnswer>>,
): RouteFunction<TParams> {
  // Whether the context is required depends on TParams, which is open here: the open route says which (below).
  const route = handleRoute({
    access: { kind: 'public' },
    input: spec.query,
    params: spec.params,
    handler: async ({ db, request, input, params }) => jsonWithEtag(request, await handler({ db, request, input: input as z.output<TQuery>, params: params })),
  }) as (request: Request, context?: NextRouteContext) => Promise<Response>;
  const open = async (request: Request, context?: NextRouteContext): Promise<Response> => withCors(await route(request, context));
  return open;
}
