import fs from 'node:fs';
import path from 'node:path';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (request: Request) => Promise<Response>;

const API_ROOT = path.join(import.meta.dirname, '../../src/app/api');
// Ids that match no row: a caller who gets past the checks finds nothing to change. The PSGC is a
// real place (Bay, Laguna): its routes only read, and should be reached past the code check.
const SAMPLE_SEGMENTS: Record<string, string> = { '[id]': '999999', '[crop]': 'rice', '[...all]': 'get-session', '[psgc]': '0403402000' };

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export interface ApiRoute {
  /** `/api/users/[id]`, as the folders name it. */
  pattern: string;
  /** The pattern with sample segments, ready to call. */
  address: string;
  method: HttpMethod;
  handler: RouteHandler;
}

/** Every method of every route file under src/app/api, found on disk so a new route cannot be missed. */
export async function findApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const file of routeFiles(API_ROOT).sort()) {
    const pattern = `/api/${path.relative(API_ROOT, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '');
    const address = pattern.replace(/\[[^\]]+\]/g, (segment) => SAMPLE_SEGMENTS[segment] ?? 'x');
    const routeModule = (await import(file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      const handler = routeModule[method];
      if (typeof handler === 'function') routes.push({ pattern, address, method, handler: handler as RouteHandler });
    }
  }
  return routes;
}
