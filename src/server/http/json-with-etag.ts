import 'server-only';
import { createHash } from 'node:crypto';
import { asJsonAnswer, type JsonAnswer } from './json-answer';

/** If-None-Match holds `*` or a list of tags, strong or weak; a GET compares them weakly (RFC 9110 §13.1.2). */
function holdsTag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** A JSON answer that caches and says 304 when the caller already holds the same body. */
export function jsonWithEtag<T>(request: Request, body: T, maxAgeSeconds = 300): JsonAnswer<T> {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 12}`,
  };
  if (holdsTag(request.headers.get('if-none-match'), etag)) return asJsonAnswer(new Response(null, { status: 304, headers }));
  return asJsonAnswer(new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } }));
}
