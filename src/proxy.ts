import { NextResponse, type NextRequest } from 'next/server';
import { findPathProblem } from '@/platform/request/rules/check-request-path';
import { policyHeader, staffPagePolicy } from '@/platform/request/rules/security-headers';
import { withoutUnusedQuery } from '@/platform/request/rules/unused-query';
import { ADDRESS_LOCALE_HEADER, localeOfAddress } from '@/i18n/address-locale';
import { isUnknownPage } from '@/modules/site/server/is-unknown-page';
import { withDb } from '@/platform/startup/with-db';

const STAFF_PATH = /^\/(?:(?:en|tl)\/)?admin(?:\/|$)/i;
// A path no route has (app folders starting with `_` are never routes): the router answers it with
// src/app/global-not-found.tsx, as HTML with status 404.
const NO_ROUTE = '/_unknown-page';
const unknownPage = withDb(isUnknownPage);

/** An address the router cannot decode would end in its bare 500: refused here with what is wrong. */
function refuseUnreadablePath(request: NextRequest): NextResponse | null {
  const problem = findPathProblem(request.nextUrl.pathname);
  if (!problem) return null;
  if (/^\/api(?:\/|$)/.test(request.nextUrl.pathname)) return NextResponse.json({ error: { code: 'BAD_REQUEST', message: problem } }, { status: 400 });
  return new NextResponse(problem, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Public pages: a query the page does not take is redirected away (domain/site/unused-query.ts).
 * Staff pages: their strict Content Security Policy with a fresh nonce per request (decision 011).
 * Next reads the nonce from the request's policy header and puts it on every script it writes.
 * Public pages keep the fixed policy next.config.ts sends (the matcher of staff paths must list
 * exactly the paths next.config.ts leaves out).
 *
 * Every matched request is also told its address's language (ADDRESS_LOCALE_HEADER), which the
 * not-found page drawn for an unknown `/tl/…` address has no other way to learn (decision 055).
 *
 * A bulletin, town or crop a page does not know is answered here with the router's not-found page:
 * a notFound() thrown by the page reaches the browser as an empty document drawn only by script
 * (vercel/next.js#62228), while the router's own 404 is whole HTML (decision 084).
 */
export async function proxy(request: NextRequest) {
  const refused = refuseUnreadablePath(request);
  if (refused) return refused;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (reading) {
    const target = withoutUnusedQuery(request.nextUrl.pathname, request.nextUrl.search);
    if (target) return NextResponse.redirect(new URL(target, request.nextUrl), 308);
  }
  const headers = new Headers(request.headers);
  headers.set(ADDRESS_LOCALE_HEADER, localeOfAddress(request.nextUrl.pathname));
  if (reading && (await unknownPage(request.nextUrl.pathname))) return NextResponse.rewrite(new URL(NO_ROUTE, request.nextUrl), { request: { headers } });
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
// Any address with a `%` is matched too, to refuse broken encodings, and every page address (not the
// API, the framework's files, feeds, maps, previews or files with an extension) for its query.
export const config = {
  matcher: [
    '/([aA][dD][mM][iI][nN])/:path*',
    '/([eE][nN]|[tT][lL])/([aA][dD][mM][iI][nN])/:path*',
    '/(.*%.*)',
    '/((?!api/|_next/|feeds/|maps/|previews/|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
