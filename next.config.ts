import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { API_POLICY, commonSecurityHeaders, MAP_POLICY, policyHeader, SITE_PAGE_POLICY } from './src/platform/request/rules/security-headers';

const development = process.env.NODE_ENV === 'development';
const csp = policyHeader(development);
// The staff pages take their nonce policy from src/proxy.ts; its matcher lists the same paths.
const STAFF_PAGES = 'admin(?:/|$)|en/admin(?:/|$)|tl/admin(?:/|$)';

const nextConfig: NextConfig = {
  // Tests build into their own folder so a running `npm start` keeps its build.
  distDir: process.env.ACAP_DIST_DIR ?? '.next',
  // piscina starts its own worker script, found beside its code in node_modules: never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', '@react-pdf/renderer', 'pg-boss', 'piscina'],
  poweredByHeader: false,
  // Public pages are rendered again every 50 s (`revalidate = 50`) and at once after a write; shared
  // caches (nginx, a CDN) may keep them 50 s and serve them 10 s more while fetching them again:
  // `s-maxage=50, stale-while-revalidate=10`, so a raised signal shows everywhere within a minute.
  expireTime: 60,
  // Next's page cache in memory, empty at each start, dropped by every write (decision 054).
  cacheHandler: path.join(import.meta.dirname, 'cache-handler.cjs'),
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  // Unknown addresses get src/app/global-not-found.tsx, rendered as HTML (works without script).
  experimental: { globalNotFound: true },
  // Security headers on every answer (decision 011): fixed strings, so cached pages stay cached.
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders(!development) },
      { source: `/:path((?!api/|maps/|${STAFF_PAGES}).*)`, headers: [{ key: csp, value: SITE_PAGE_POLICY }] },
      { source: '/api/:path*', headers: [{ key: csp, value: API_POLICY }] },
      {
        source: '/maps/:path*',
        headers: [
          { key: csp, value: MAP_POLICY },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
  // Every language has its own addresses (decision 054): English pages at the bare path, Tagalog ones
  // under /tl. /en/… is the bare address spelt another way: one permanent redirect, never a second copy.
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
      // The exports are versioned (decision 059); the first release's unversioned addresses lead to v1.
      {
        source: '/api/export/:path(provinces|villages|weather/ten-day|weather/seasonal|calendars|recommendations)',
        destination: '/api/export/v1/:path',
        permanent: true,
      },
    ];
  },
  // A bare page address is the English page: these rewrites pick the [locale] segment inside the router
  // (a proxy would do the same at several times the cost); /tl/… reaches it as it is. Files that are not
  // pages (bulletin PDFs, feeds, maps, previews, the API) have one address for both languages and are
  // served outside [locale]. Only the staff pages keep the language a staff member chose in a cookie:
  // they are never cached, and never shared.
  async rewrites() {
    const pages =
      '/:path((?!api/|_next/|logos/|icons/|maps/|previews/|feeds/|bulletins/[^/]+\\.pdf$|tl$|tl/|favicon\\.ico|robots\\.txt|manifest\\.webmanifest|search-suggest\\.js$).*)';
    return {
      beforeFiles: [
        // The cookie the staff pages' language switch sets (src/app/api/locale/route.ts).
        { source: '/:path(admin|admin/.*)', has: [{ type: 'cookie', key: 'NEXT_LOCALE', value: 'tl' }], destination: '/tl/:path' },
        { source: pages, destination: '/en/:path' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

// The next-intl plugin points the build at src/i18n/request.ts. The built server needs neither it nor
// what it loads (a compiler, a file watcher: some 100 MB resident), so it is imported only to build.
export default async function config(phase: string): Promise<NextConfig> {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
}
