// Public pages other than the search results take no query: each is rendered once and cached for
// every reader, and the framework writes the address of the request that rendered it (query included)
// into the page for its client router. A query such a page does not take is therefore sent away
// before it renders: the reader is redirected to the address without it.

/** Addresses that read their query: the search results, the no-script choosers and the location search. */
const TAKES_QUERY = /^(?:\/tl)?\/(?:search(?:\/near|\/places\.json)?|(?:cropping-calendar-v2|bulletins)\/go)\/?$/;
/** Staff pages (the sign-in page's `next`), the API and files keep their query. */
const NOT_A_PUBLIC_PAGE = /^\/(?:(?:en|tl)\/)?admin(?:\/|$)|^\/(?:api|_next|feeds|maps|previews)\/|\.[a-z0-9]+$/i;
/** The framework's own parameter of client navigations (it busts browser caches, not ours). */
const FRAMEWORK_PARAMETER = '_rsc';

/**
 * Where a GET of a public page with a query it does not take should go instead (its address with only
 * the framework's own parameter), or null when the request may go on as it is.
 */
export function withoutUnusedQuery(pathname: string, search: string): string | null {
  if (search === '' || search === '?' || TAKES_QUERY.test(pathname) || NOT_A_PUBLIC_PAGE.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const kept = params.getAll(FRAMEWORK_PARAMETER);
  if ([...params.keys()].every((key) => key === FRAMEWORK_PARAMETER)) return null;
  return kept.length > 0 ? `${pathname}?${FRAMEWORK_PARAMETER}=${encodeURIComponent(kept[0]!)}` : pathname;
}
