import 'server-only';
import type { z } from 'zod';
import { OPEN_CORS_HEADERS } from '@/domain/openapi/open-cors';
import { handleRoute } from './handle-route';
import { jsonWithEtag } from './json-with-etag';

interface OpenRouteSpec<TQuery extends z.ZodType, TAnswer extends z.ZodType> {
  query: TQuery;
  /** The answer's schema: the handler must return its type. */
  answer?: TAnswer;
  maxAgeSeconds: number;
}

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
export function handleOpenRoute<TQuery extends z.ZodType, TAnswer extends z.ZodType>(
  spec: OpenRouteSpec<TQuery, TAnswer>,
  handler: (context: { request: Request; input: z.output<TQuery> }) => Promise<z.output<TAnswer>>,
) {
  const route = handleRoute({
    access: { kind: 'public' },
    input: spec.query as z.ZodType,
    handler: async ({ request, input }) => jsonWithEtag(request, await handler({ request, input: input as z.output<TQuery> }), spec.maxAgeSeconds),
  });
  return async (request: Request): Promise<Response> => withCors(await route(request));
}
