import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeading } from '@/components/site/page-heading';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getProvinceConstants } from '@/server/places/get-province-constants';

export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 3600;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Weather' });
  return { title: t('title') };
}

const OUTLOOKS = ['seasonal', 'tenDay', 'special'] as const;

export default async function WeatherServicesPage(props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Weather' });
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  const provinces = await getProvinceConstants();

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="grid gap-6 md:grid-cols-3">
        {OUTLOOKS.map((outlook) => (
          <section key={outlook} aria-labelledby={`outlook-${outlook}`}>
            <h2 id={`outlook-${outlook}`} className="mb-3 text-lg font-bold text-primary-dark">
              {t(outlook)}
            </h2>
            <EmptyState title={empty('outlook')} />
          </section>
        ))}
      </div>
      <section aria-labelledby="provinces" className="mt-8">
        <h2 id="provinces" className="mb-3 text-lg font-bold text-primary-dark">
          {t('provinces')}
        </h2>
        <ul className="grid gap-2 xs3:grid-cols-2 md:grid-cols-5">
          {provinces.map((province) => (
            <li key={province.id} className="rounded-md border border-neutral-300 p-3">
              <span className="block font-semibold">{province.label}</span>
              <span className="text-sm text-neutral-700">{t('places', { count: province.municipalities.length })}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
