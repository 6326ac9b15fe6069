/** Next's own cache-busting parameter of RSC requests: it must reach Next. */
const NEXT_RSC_PARAMETER = '_rsc';

// The public pages served from the page cache (decision 004), with or without a language prefix.
// Their `go` routes read the query (no-JS forms) and bulletin PDFs are files: neither is cached here.
const CACHED_PAGE = /^(?:\/(?:en|tl))?(?:\/|\/(?:weather-services|cropping-calendar-v2|bulletins|privacy)(?:\/.*)?)?$/i;
const NOT_A_PAGE = /^(?:\/(?:en|tl))?\/(?:cropping-calendar-v2|bulletins)\/go\/?$|\.pdf$/i;

/**
 * The request target a cached public page should be rendered from: the query dropped (only
 * Next's `_rsc` kept). The pages never read their query, yet Next writes the URL of the request
 * that rendered a page into it (the RSC payload's canonical URL), so `/?error=…` on the request
 * that refills the cache would be served to every later visitor. Other addresses are kept as sent.
 */
export function cachedPageTarget(target: string): string {
  const at = target.indexOf('?');
  if (at === -1) return target;
  const path = target.slice(0, at);
  if (!CACHED_PAGE.test(path) || NOT_A_PAGE.test(path)) return target;
  const kept = new URLSearchParams(target.slice(at + 1)).getAll(NEXT_RSC_PARAMETER);
  return kept.length === 0 ? path : `${path}?${NEXT_RSC_PARAMETER}=${encodeURIComponent(kept[0]!)}`;
}
