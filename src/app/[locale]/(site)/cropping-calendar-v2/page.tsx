import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/site/empty-state';
import { PageHeading } from '@/components/site/page-heading';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';

export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 3600;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Calendar' });
  return { title: t('title') };
}

export default async function FarmingCalendarPage(props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <EmptyState title={t('empty')} text={empty('later')} />
    </>
  );
}
