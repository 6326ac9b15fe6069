import { getTranslations } from 'next-intl/server';
import { archivePath } from '@/modules/bulletins/rules/archive-view';
import { calendarViewPath, DEFAULT_CALENDAR_VIEW } from '@/modules/calendar/rules/calendar-view';
import type { PlaceResult } from '@/modules/places/rules/rank-place-search';
import { slugify } from '@/modules/places/rules/slugify';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { EmptyState } from './empty-state';

/** The addresses a result opens: a province's own pages, or its city or municipality's (a village's too). */
function resultLinks(result: PlaceResult) {
  const province = slugify((result.kind === 'province' ? result : result.province!).name);
  const municipality = result.place ? slugify(result.place.name) : undefined;
  return {
    weather: weatherViewPath({ tab: 'ten-day', province, municipality }),
    calendar: calendarViewPath({ ...DEFAULT_CALENDAR_VIEW, province, municipality }),
    bulletins: archivePath({ province, municipality }),
  };
}

export async function PlaceSearchResults({ locale, query, results }: { locale: Locale; query: string; results: PlaceResult[] }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  if (results.length === 0) return <EmptyState title={t('noneTitle', { q: query })} text={t('noneText')} />;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="mb-3 text-lg font-semibold" aria-live="polite">
        {t('count', { count: results.length, q: query })}
      </h2>
      <ol className="space-y-3">
        {results.map((result) => {
          const links = resultLinks(result);
          return (
            <li key={`${result.kind}-${result.psgc}`} className="rounded-lg border border-neutral-300 bg-white p-4">
              <p className="text-lg font-semibold">
                <Link href={links.weather} prefetch={false}>
                  {result.name}
                </Link>
              </p>
              <p className="text-sm text-neutral-700">
                {t(`kindLine_${result.kind}`, { province: result.province?.name ?? '', place: result.place?.name ?? '' })}
                {result.formerName ? ` (${t('formerly', { name: result.formerName })})` : ''}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('linksLabel', { name: result.name })}>
                {(['weather', 'calendar', 'bulletins'] as const).map((key) => (
                  <li key={key}>
                    <Link
                      href={links[key]}
                      prefetch={false}
                      className="inline-flex min-h-11 items-center rounded-md border border-primary px-3 text-sm font-medium"
                    >
                      {t(`link_${key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
