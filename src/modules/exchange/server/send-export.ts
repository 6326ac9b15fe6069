import 'server-only';
import { PUBLIC_ANSWER_CACHE } from '@/platform/request/rules/public-answer-cache';
import { createHash } from 'node:crypto';
import { asJsonAnswer, type FileAnswer, type JsonAnswer } from '@/platform/http/json-answer';

/** A JSON export carries its generation time in `meta.generated_at`; the ETag leaves it out. */
export type ExportFile<T extends { meta: { generated_at: unknown } }> = { fileName: string; json: T } | { fileName: string; csv: Buffer };

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * An export answer: JSON or CSV, a weak ETag over the data (not the generation time, which changes on
 * every call) with 304 for a caller that holds it, and `Content-Disposition: attachment` when asked to download.
 */
export function sendExport<T extends { meta: { generated_at: unknown } }>(
  request: Request,
  file: ExportFile<T>,
  options: { download: boolean },
): JsonAnswer<T> | FileAnswer {
  const isJson = 'json' in file;
  const body = isJson ? JSON.stringify(file.json) : file.csv;
  const stable = isJson ? JSON.stringify({ ...file.json, meta: { ...file.json.meta, generated_at: undefined } }) : file.csv;
  const etag = `W/"${createHash('sha256').update(stable).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': PUBLIC_ANSWER_CACHE,
    ...(options.download ? { 'Content-Disposition': `attachment; filename="${file.fileName}"` } : {}),
  };
  if (matches(request.headers.get('if-none-match'), etag)) return asJsonAnswer(new Response(null, { status: 304, headers }));
  const answer = new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'Content-Type': isJson ? 'application/json' : 'text/csv; charset=utf-8' },
  });
  // A CSV is a file; JSON carries the export's documents.
  return isJson ? asJsonAnswer<T>(answer) : (answer as FileAnswer);
}
