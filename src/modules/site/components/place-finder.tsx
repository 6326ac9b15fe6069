import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocateMeButton } from './locate-me-button';
import { PlaceSearchForm } from './place-search-form';

/** The search box with "Use my location" under it: the home page's and the search page's way to a town. */
export async function PlaceFinder({ locale, id, defaultValue }: { locale: Locale; id: string; defaultValue?: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <div className="max-w-xl">
      <PlaceSearchForm locale={locale} id={id} tone="page" defaultValue={defaultValue} />
      <LocateMeButton labels={{ button: t('locate'), locating: t('locating'), refused: t('locateRefused'), unavailable: t('locateUnavailable') }} />
    </div>
  );
}
