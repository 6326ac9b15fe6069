// Public pages other than the search results take no query: each is rendered once and cached for
// every reader, and the framework writes the address of the request that rendered it (query included)
// into the page for its client router. A query such a page does not take is therefore sent away
// before it renders: the reader is redirected to the address without it.

/** Addresses that read their query: the search results, the no-script choosers and the location search. */
const TAKES_QUERY = /^(?:\/tl)?\/(?:search(?:\/near|\/places\.json)?|(?:cropping-calendar-v2|bulletins)\/go)\/?$/;
/** Staff pages (the sign-in page's `next`), the API and files keep their query. */
const NOT_A_PUBLIC_PAGE = /^\/(?:(?:en|tl)\/)?admin(?:\/|$)|^\/(?:api|_next|feeds|maps|previews)\/|\.[a-z0-9]+$/i;
/**
 * Where a GET of a public page with a query it does not take should go instead (its address without
 * it), or null when the request may go on as it is. The framework's own `_rsc` of its client router's
 * fetches never reaches the proxy (Next sets it aside first, and scripts/serve.mjs takes it off the
 * requests the router did not send), so one seen here is spelt otherwise (`%5Frsc`): it would be
 * drawn into the page, and goes like any other (decision 089).
 */
export function withoutUnusedQuery(pathname: string, search: string): string | null {
  if (search === '' || search === '?' || TAKES_QUERY.test(pathname) || NOT_A_PUBLIC_PAGE.test(pathname)) return null;
  return pathname;
}
