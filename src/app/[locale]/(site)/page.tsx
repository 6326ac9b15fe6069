import { CalendarDays, CloudSun, FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeading } from '@/components/site/page-heading';
import { REGION_TITLE } from '@/domain/region/region';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getProvinceConstants } from '@/server/places/get-province-constants';

export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 3600;

const SECTIONS = [
  { href: '/weather-services', icon: CloudSun, title: 'weatherTitle', text: 'weatherText' },
  { href: '/cropping-calendar-v2', icon: CalendarDays, title: 'calendarTitle', text: 'calendarText' },
  { href: '/bulletins', icon: FileText, title: 'bulletinsTitle', text: 'bulletinsText' },
] as const;

export default async function HomePage(props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  const provinces = await getProvinceConstants();
  const places = provinces.reduce((sum, p) => sum + p.municipalities.length, 0);

  return (
    <>
      <PageHeading title={`${common('portalName')} — ${REGION_TITLE}`} lead={t('lead')} />
      <p className="mb-6 text-sm text-neutral-700">{t('coverage', { provinces: provinces.length, places })}</p>
      <ul className="mb-8 grid gap-4 sm:grid-cols-3">
        {SECTIONS.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link href={href} prefetch={false} className="flex h-full flex-col gap-2 rounded-lg border border-neutral-300 p-4 text-neutral-900 no-underline hover:border-primary hover:bg-primary-light">
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <span className="text-lg font-semibold text-primary-dark underline">{t(title)}</span>
              <span className="text-sm">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="latest-outlook">
        <h2 id="latest-outlook" className="mb-3 text-xl font-bold text-primary-dark">
          {t('latest')}
        </h2>
        <EmptyState title={empty('outlook')} text={empty('later')} />
      </section>
    </>
  );
}
