import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/modules/site/components/not-found-content';
import type { Locale } from '@/i18n/routing';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { withDb } from '@/platform/startup/with-db';

/**
 * A page that called notFound() for what src/proxy.ts does not decide first (an outlook's period, an
 * archive page past the last). Unknown bulletins, towns and crops are answered by the router's
 * global-not-found page instead, which reaches the browser as HTML (decision 084).
 */
export default withDb(async function NotFound(db) {
  return <NotFoundContent locale={(await getLocale()) as Locale} cyclone={getCycloneStatus(db)} />;
});
