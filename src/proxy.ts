import { NextResponse, type NextRequest } from 'next/server';
import { policyHeader, staffPagePolicy } from '@/domain/site/security-headers';

/**
 * The staff pages' strict Content Security Policy with a fresh nonce per request (decision 011).
 * Next reads the nonce from the request's policy header and puts it on every script it writes.
 * Public pages are not matched: they are cached and pay nothing for this (next.config.ts sends
 * their fixed policy), and the matcher must list exactly the paths next.config.ts leaves out.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  const policy = staffPagePolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(policyHeader(process.env.NODE_ENV === 'development'), policy);
  return response;
}

// Matched before the locale rewrites, so both the bare address and an explicit /en or /tl one. Spelt
// in any case, as next.config.ts's header paths match without case: /ADMIN (a 404) still gets a policy.
export const config = { matcher: ['/([aA][dD][mM][iI][nN])/:path*', '/([eE][nN]|[tT][lL])/([aA][dD][mM][iI][nN])/:path*'] };
