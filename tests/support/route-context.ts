import type { NextRouteContext } from '@/platform/api-route/handle-route';

/** Next's decoding of one segment; one it cannot decode is passed as sent (Next answers 400 itself, the route wrapper refuses it from the address first). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The context Next hands a route handler: the dynamic segments of `pattern` (`/api/users/[id]`, as
 * the folders name it) read from the request's address and decoded, as Next's route matcher does
 * (`[...x]` and `[[...x]]` take the rest of the address as a list).
 */
export function routeContext(pattern: string, url: string): NextRouteContext {
  const names = pattern.split('/');
  const parts = new URL(url).pathname.split('/');
  const params: Record<string, string | string[]> = {};
  for (const [index, name] of names.entries()) {
    const rest = /^\[\[?\.\.\.(.+?)\]?\]$/.exec(name);
    if (rest) {
      const taken = parts.slice(index).filter((part) => part !== '');
      if (taken.length > 0 || !name.startsWith('[[')) params[rest[1]!] = taken.map(decodeSegment);
      break;
    }
    const single = /^\[(.+)\]$/.exec(name);
    if (single) params[single[1]!] = decodeSegment(parts[index] ?? '');
  }
  return { params: Promise.resolve(params) };
}

/** A route handler called as Next calls it at `pattern`: with its request and the segments of its address. */
export function atRoute(pattern: string, handler: (request: Request, context: NextRouteContext) => Promise<Response>): (request: Request) => Promise<Response> {
  return (request) => handler(request, routeContext(pattern, request.url));
}
