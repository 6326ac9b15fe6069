import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';
import { getCycloneStatus } from '@/server/weather/get-cyclone-status';
import { withDb } from '@/server/startup/with-db';

/** A page that called notFound() for an unknown place, crop or bulletin. */
export default withDb(async function NotFound(db) {
  return <NotFoundContent locale={(await getLocale()) as Locale} cyclone={getCycloneStatus(db)} />;
});
