import 'server-only';
import type { IncomingMessage } from 'node:http';
import { cachedPageTarget } from '@/domain/site/cached-page-query';

/** Reads of a cached public page reach Next without their query (see cachedPageTarget); the browser keeps its address. */
export function dropCachedPageQuery(request: IncomingMessage): void {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return;
  request.url = cachedPageTarget(request.url);
}
