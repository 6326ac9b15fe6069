// The framework's `_rsc` parameter belongs to its client router's fetches, which also carry the
// router's header (`rsc: 1`): Next sets it aside on those before rendering. On any other request Next
// renders it into the page, as part of the address the client router is handed, and that page is the
// copy every later reader gets from the page cache; its proxy (src/proxy.ts) never sees it, as Next
// removes the parameter before the proxy runs. So the server takes it off such requests first.
// See docs/decisions/089-no-request-text-in-cached-pages.md.

const ROUTER_PARAMETER = '_rsc';

/**
 * The request target (`/path?query`) to hand to Next: as it came on a fetch of the client router,
 * otherwise without the router's parameter, however it is spelt (`%5Frsc` decodes to it too).
 */
export function withoutRouterParameter(target, fromRouter) {
  const at = target.indexOf('?');
  if (fromRouter || at < 0) return target;
  const params = new URLSearchParams(target.slice(at + 1));
  if (!params.has(ROUTER_PARAMETER)) return target;
  params.delete(ROUTER_PARAMETER);
  const rest = params.toString();
  return rest === '' ? target.slice(0, at) : `${target.slice(0, at)}?${rest}`;
}
