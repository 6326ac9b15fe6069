import type { ReactNode } from 'react';
import { SiteHeader } from '@/modules/site/components/site-header';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getSiteLinks } from '@/platform/request/get-site-links';

/** Admin pages: the navigation bar in the flow (no offset) and no footer. */
export default async function StaffLayout(props: LocaleParams & { children: ReactNode }) {
  const locale = await resolvePageLocale(props);
  return (
    <>
      <SiteHeader locale={locale} staff social={getSiteLinks().social} />
      <main id="main" className="mx-auto w-full max-w-screen-xl px-4 py-6">
        {props.children}
      </main>
    </>
  );
}
