import 'server-only';
import { createHash } from 'node:crypto';
import { holdsEtag } from './holds-etag';
import { fileAnswer, type FileAnswer } from './json-answer';

/** A text document (a feed, an alert) that caches and says 304 when the caller already holds the same text. */
export function textWithEtag(request: Request, text: string, headers: { 'Content-Type': string; 'Cache-Control': string }): FileAnswer {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const kept = { ETag: etag, 'Cache-Control': headers['Cache-Control'] };
  if (holdsEtag(request.headers.get('if-none-match'), etag)) return fileAnswer(null, { status: 304, headers: kept });
  return fileAnswer(text, { headers: { ...kept, 'Content-Type': headers['Content-Type'], 'X-Content-Type-Options': 'nosniff' } });
}
