import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { LoadSuggestionsOnFocus } from './load-suggestions-on-focus';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SiteLinks } from '@/platform/request/get-site-links';

/** The standard layout: fixed navigation bar, content offset below it in a large container, footer. */
export async function SiteFrame({ locale, links, children }: { locale: Locale; links: SiteLinks; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <a href="#main" className="sr-only z-50 bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} staff={false} social={links.social} />
      <main id="main" className="mx-auto min-h-[60dvh] w-full max-w-screen-xl px-4 pt-[calc(var(--spacing-navbar)+1.5rem)] pb-10">
        {children}
      </main>
      <SiteFooter locale={locale} links={links} />
      <LoadSuggestionsOnFocus />
    </>
  );
}
