import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/modules/site/components/not-found-content';
import type { Locale } from '@/i18n/routing';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { withDb } from '@/platform/startup/with-db';

/** A page that called notFound() for an unknown place, crop or bulletin. */
export default withDb(async function NotFound(db) {
  return <NotFoundContent locale={(await getLocale()) as Locale} cyclone={getCycloneStatus(db)} />;
});
