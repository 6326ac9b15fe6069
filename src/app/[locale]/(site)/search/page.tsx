import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlaceSearchResults } from '@/modules/site/components/place-search-results';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { EmptyState } from '@/modules/site/components/empty-state';
import { PlaceFinder } from '@/modules/site/components/place-finder';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { getPlainPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { MAX_SEARCH_LENGTH, searchPublicPlaces } from '@/modules/places/server/search-public-places';
import { withDb } from '@/platform/startup/with-db';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const queryOf = async (props: Props) =>
  first((await props.searchParams).q)
    ?.slice(0, MAX_SEARCH_LENGTH)
    .trim() ?? '';

/** Where "Use my location" sent the reader back: outside the region (with how far), or an unreadable position. */
async function nearOf(props: Props): Promise<{ outside: number } | 'unreadable' | null> {
  const query = await props.searchParams;
  const near = first(query.near);
  const km = Number(first(query.km));
  if (near === 'outside' && Number.isFinite(km) && km >= 0 && km < 40_000) return { outside: Math.round(km) };
  return near === 'outside' || near === 'unreadable' ? 'unreadable' : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const q = await queryOf(props);
  // Result lists are for the person searching, not for search engines.
  return { ...getPlainPageMetadata(locale, 'search'), ...(q ? { title: t('resultsTitle', { q }) } : {}), robots: { index: false, follow: true } };
}

/** `/search?q=`: the header's search box lands here (a GET form: no JavaScript needed). Rendered per request. */
export default withDb(async function SearchPage(db, props: Props) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const q = await queryOf(props);
  const results = q ? await searchPublicPlaces(db, q) : [];
  const near = await nearOf(props);
  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <PageHeading title={t('title')} lead={t('lead')} />
      {near ? (
        <div className="mb-4">
          <EmptyState title={near === 'unreadable' ? t('nearUnreadable') : t('nearOutside', { km: near.outside })} />
        </div>
      ) : null}
      <div className="mb-6">
        <PlaceFinder locale={locale} id="search-page-q" defaultValue={q} />
      </div>
      {q ? <PlaceSearchResults locale={locale} query={q} results={results} /> : null}
    </>
  );
});
