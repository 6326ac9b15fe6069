import { NextResponse, type NextRequest } from 'next/server';
import { findPathProblem } from '@/domain/site/check-request-path';
import { policyHeader, staffPagePolicy } from '@/domain/site/security-headers';
import { ADDRESS_LOCALE_HEADER, localeOfAddress } from '@/i18n/address-locale';

const STAFF_PATH = /^\/(?:(?:en|tl)\/)?admin(?:\/|$)/i;

/** An address the router cannot decode would end in its bare 500: refused here with what is wrong. */
function refuseUnreadablePath(request: NextRequest): NextResponse | null {
  const problem = findPathProblem(request.nextUrl.pathname);
  if (!problem) return null;
  if (/^\/api(?:\/|$)/.test(request.nextUrl.pathname)) return NextResponse.json({ error: { code: 'BAD_REQUEST', message: problem } }, { status: 400 });
  return new NextResponse(problem, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * The staff pages' strict Content Security Policy with a fresh nonce per request (decision 011).
 * Next reads the nonce from the request's policy header and puts it on every script it writes.
 * Public pages are not matched: they are cached and pay nothing for this (next.config.ts sends
 * their fixed policy), and the matcher must list exactly the paths next.config.ts leaves out.
 *
 * Every matched request is also told its address's language (ADDRESS_LOCALE_HEADER), which the
 * not-found page drawn for an unknown `/tl/…` address has no other way to learn (decision 054).
 */
export function proxy(request: NextRequest) {
  const refused = refuseUnreadablePath(request);
  if (refused) return refused;
  const headers = new Headers(request.headers);
  headers.set(ADDRESS_LOCALE_HEADER, localeOfAddress(request.nextUrl.pathname));
  if (!STAFF_PATH.test(request.nextUrl.pathname)) return NextResponse.next({ request: { headers } });
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  const policy = staffPagePolicy(nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(policyHeader(process.env.NODE_ENV === 'development'), policy);
  return response;
}

// Matched before the locale rewrites, so both the bare address and an explicit /en or /tl one. Spelt
// in any case, as next.config.ts's header paths match without case: /ADMIN (a 404) still gets a policy.
// Any address with a `%` is matched too (only those), to refuse broken encodings.
// The third: addresses under /tl that are no Tagalog page, the only ones whose not-found page needs the
// header (a page under [locale] has its language from its params). The known sections are left out so
// Tagalog pages stay free of the proxy; a section missing from this list only costs the proxy's time.
export const config = {
  matcher: [
    '/([aA][dD][mM][iI][nN])/:path*',
    '/([eE][nN]|[tT][lL])/([aA][dD][mM][iI][nN])/:path*',
    '/(.*%.*)',
    '/tl/((?!weather-services(?:/|$)|cropping-calendar-v2(?:/|$)|bulletins(?:/|$)|privacy$|search$|search/near$|search/places\\.json$|admin(?:/|$)).+)',
  ],
};
