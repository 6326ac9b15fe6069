import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // Tests build into their own folder so a running `npm start` keeps its build.
  distDir: process.env.ACAP_DIST_DIR ?? '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
