import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';

/**
 * The standard layout: fixed navigation bar, content offset below it in a large container, footer.
 * The cyclone banner is not here: each page renders it first (CycloneBanner), since a layout is not
 * told which place its page is about.
 */
export default async function SiteLayout(props: LocaleParams & { children: ReactNode }) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <a href="#main" className="sr-only z-50 bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} fixed />
      <main id="main" className="mx-auto min-h-[60dvh] w-full max-w-screen-xl px-4 pt-[calc(var(--spacing-navbar)+1.5rem)] pb-10">
        {props.children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
