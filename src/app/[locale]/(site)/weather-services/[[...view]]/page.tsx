import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeading } from '@/components/site/page-heading';
import { ChoiceLinks } from '@/components/weather/choice-links';
import { TendayPanel } from '@/components/weather/tenday-panel';
import { parseWeatherView, weatherViewPath, WEATHER_TABS } from '@/domain/weather/weather-view';
import { renderOnFirstVisit, resolvePageLocale } from '@/i18n/resolve-page-locale';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { getTendayOutlook } from '@/server/weather/get-tenday-outlook';

export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string; view?: string[] }> };

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Weather' });
  return { title: t('title') };
}

const TAB_LABELS = { seasonal: 'tabSeasonal', 'ten-day': 'tabTenDay', special: 'tabSpecial' } as const;

async function loadTenday() {
  try {
    return await getTendayOutlook({});
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export default async function WeatherServicesPage(props: Props) {
  const locale = await resolvePageLocale(props);
  const view = parseWeatherView((await props.params).view);
  if (!view) notFound();
  const t = await getTranslations({ locale, namespace: 'Weather' });
  const places = await resolvePlaceFilter(await getDb(), {});
  const outlook = view.tab === 'ten-day' ? await loadTenday() : null;

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <ChoiceLinks
        label={t('tabsLabel')}
        choices={WEATHER_TABS.map((tab) => ({
          href: weatherViewPath({ tab, province: view.province }),
          text: t(TAB_LABELS[tab]),
          current: tab === view.tab,
        }))}
      />
      <section aria-label={t(TAB_LABELS[view.tab])}>
        {outlook ? (
          <TendayPanel view={view} outlook={outlook} provinces={places.provinces} places={places.municipalities} />
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </section>
    </>
  );
}
