import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The same transform the page cache applies to cached public pages (decision 028), loaded from the
// project root at run time as the cache handler loads it.
const { stripPageScripts } = createRequire(path.join(process.cwd(), 'package.json'))('./page-scripts.cjs') as { stripPageScripts: (html: string) => string };

// Public pages rendered per request, so never in the page cache: the search results.
const RENDERED_PAGE = /^(?:\/(?:en|tl))?\/search\/?(?:\?|$)/i;

type Head = [statusCode: number, statusMessage?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders];

function compress(body: Buffer, accepted: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}

/**
 * Serves a public page rendered per request (the search results) without the framework's scripts,
 * as the page cache serves the others: the response is held until the renderer ends it (a few tens of
 * KB), its HTML stripped, then compressed here (the renderer is asked for it uncompressed). RSC
 * requests of client navigations are left alone.
 */
export function lightenRenderedPage(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' || !request.url || !RENDERED_PAGE.test(request.url)) return;
  if (request.headers.rsc || request.url.includes('_rsc=')) return;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  delete request.headers['accept-encoding'];

  const chunks: Buffer[] = [];
  let head: Head | null = null;
  const writeHead = response.writeHead.bind(response) as (...args: Head) => ServerResponse;
  const end = response.end.bind(response) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };

  response.writeHead = ((...args: Head) => {
    head = args;
    return response;
  }) as ServerResponse['writeHead'];
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as (() => void) | undefined;
    const headers = head && typeof head[1] === 'object' ? head[1] : head?.[2];
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) response.setHeader(name, value);
    if (head) response.statusCode = head[0];
    let body = Buffer.concat(chunks);
    if (/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) body = Buffer.from(stripPageScripts(body.toString('utf8')));
    const packed = compress(body, accepted);
    response.removeHeader('content-length');
    if (packed.encoding) response.setHeader('content-encoding', packed.encoding);
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader('content-length', packed.body.length);
    writeHead(response.statusCode);
    return end(packed.body, done);
  }) as ServerResponse['end'];
}
