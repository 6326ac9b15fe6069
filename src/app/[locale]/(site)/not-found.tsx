import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/site/not-found-content';
import type { Locale } from '@/i18n/routing';

/** A page that called notFound() for an unknown place, crop or bulletin. */
export default async function NotFound() {
  return <NotFoundContent locale={(await getLocale()) as Locale} />;
}
