import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/site/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { routing } from '@/i18n/routing';

// Constant text: rendered once at build time in both languages.
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}
export const dynamicParams = false;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Privacy' });
  return { title: t('title') };
}

export default async function PrivacyPage(props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  return (
    <>
      <PageHeading title={t('title')} />
      <div className="max-w-prose space-y-4">
        <p>{t('body')}</p>
        <p>{t('contact')}</p>
      </div>
    </>
  );
}
