/**
 * The portal's Content Security Policies and other security headers, shared by next.config.ts
 * (static headers for every answer) and src/proxy.ts (the staff pages' nonce policy). Decision 011
 * explains the split. No policy allows 'unsafe-eval', in development either: there the policies are
 * sent report-only, so React's development eval shows as a warning instead of breaking the page.
 */

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const DOCUMENT: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // Outlook maps are <object>s of our own SVG documents (decision 007).
  'object-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // Style attributes (React style props, Radix positioning) cannot carry a nonce.
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
};

/**
 * Public pages are rendered once and served from the page cache to everyone (decision 004), so
 * they cannot carry a per-request nonce, and the inline scripts Next writes into each page (the
 * RSC payload) differ per page and per build, so they cannot be listed by hash either. Scripts are
 * held to our own origin plus those inline ones.
 */
export const SITE_PAGE_POLICY = serialize({ ...DOCUMENT, 'script-src': ["'self'", "'unsafe-inline'"] });

/**
 * Staff pages are rendered per request anyway (they read the session), so they get a fresh nonce:
 * only scripts Next marked with it run, and the scripts those load ('strict-dynamic'). The dashboard
 * previews a bulletin PDF in an <iframe> from a blob: URL.
 */
export function staffPagePolicy(nonce: string): string {
  return serialize({
    ...DOCUMENT,
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    'object-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
  });
}

/** JSON, files and images answered by /api: nothing in them may load or run anything, or be framed. */
export const API_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** The map documents under /maps: their own inline styles only, embedded by our own pages. */
export const MAP_POLICY = serialize({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'frame-ancestors': ["'self'"] });

/** The header that carries a policy: enforced, except in development (see above). */
export const policyHeader = (development: boolean) => (development ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy');

/** Headers for every answer. HSTS only in production: a developer's http://localhost must stay reachable. */
export function commonSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers that predate frame-ancestors; the maps override it with SAMEORIGIN.
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}
