import 'server-only';
import { createHash } from 'node:crypto';
import { PUBLIC_ANSWER_CACHE } from '@/platform/request/rules/public-answer-cache';
import { holdsEtag } from './holds-etag';
import { asJsonAnswer, type JsonAnswer } from './json-answer';

/** A JSON answer that caches and says 304 when the caller already holds the same body. */
export function jsonWithEtag<T>(request: Request, body: T): JsonAnswer<T> {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': PUBLIC_ANSWER_CACHE,
  };
  if (holdsEtag(request.headers.get('if-none-match'), etag)) return asJsonAnswer(new Response(null, { status: 304, headers }));
  return asJsonAnswer(new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } }));
}
