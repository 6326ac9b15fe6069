import fs from 'node:fs';
import path from 'node:path';
import type { NextRouteContext } from '@/platform/api-route/handle-route';
import { routeContext } from './route-context';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (request: Request, context: NextRouteContext) => Promise<Response> | Response;

const APP_ROOT = path.join(import.meta.dirname, '../../src/app');
// Ids that match no row: a caller who gets past the checks finds nothing to change. The PSGC is a
// real place (Bay, Laguna): its routes only read, and should be reached past the code check. The
// map's segments name a real tab and scope, so each bad segment is the only thing wrong.
const SAMPLE_SEGMENTS: Record<string, string> = {
  '[id]': '999999',
  '[crop]': 'rice',
  '[...all]': 'get-session',
  '[...unknown]': 'nothing-here',
  '[psgc]': '0403402000',
  '[file]': '00000000-0000-0000-0000-000000000000.pdf',
  '[locale]': 'en',
  '[tab]': 'ten-day',
  '[issuance]': '00000000-0000-0000-0000-000000000000',
  '[scope]': 'region',
  '[...path]': 'en/page/home.png',
};

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export interface ApiRoute {
  /** `/api/users/[id]`, as the folders name it (route groups such as `(site)` left out, as in the address). */
  pattern: string;
  /** The pattern with sample segments, ready to call. */
  address: string;
  method: HttpMethod;
  /** The module's export, as the route file declares it (with its `access`, for handleRoute's routes). */
  handler: RouteHandler;
  /** Calls the handler as Next does: with the segments of the request's address under `pattern`. */
  call: (request: Request) => Promise<Response>;
}

/** Every method of every route file under src/app (pages' form targets, maps and bulletin files too), found on disk so a new route cannot be missed. */
export async function findAppRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of routeFiles(APP_ROOT).sort()) {
    const folders = path.relative(APP_ROOT, path.dirname(file)).split(path.sep);
    const pattern = `/${folders.filter((folder) => !/^\(.*\)$/.test(folder)).join('/')}`;
    const address = pattern.replace(/\[[^\]]+\]/g, (segment) => SAMPLE_SEGMENTS[segment] ?? 'x');
    const routeModule = (await import(file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      const handler = routeModule[method];
      if (typeof handler !== 'function') continue;
      const route = handler as RouteHandler;
      routes.push({ pattern, address, method, handler: route, call: async (request) => route(request, routeContext(pattern, request.url)) });
    }
  }
  return routes;
}

/** Every method of every route file under src/app/api. */
export async function findApiRoutes(): Promise<ApiRoute[]> {
  return (await findAppRoutes()).filter((route) => route.pattern === '/api' || route.pattern.startsWith('/api/'));
}
