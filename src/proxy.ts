import { getSessionCookie } from 'better-auth/cookies';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/**
 * Sends visitors without a session cookie from the admin area to the sign-in page (the admin layout
 * still checks the session itself), then lets next-intl pick the language from its cookie.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  if (isAdmin && pathname !== '/admin/login' && !getSessionCookie(request)) {
    const login = new URL('/admin/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|logos|.*\\..*).*)'],
};
