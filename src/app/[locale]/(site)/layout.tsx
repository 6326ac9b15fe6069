import type { ReactNode } from 'react';
import { SiteFrame } from '@/modules/site/components/site-frame';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getSiteLinks } from '@/platform/request/get-site-links';

// The cyclone banner is not here: only a page knows its place, so each page renders it first.
export default async function SiteLayout(props: LocaleParams & { children: ReactNode }) {
  return (
    <SiteFrame locale={await resolvePageLocale(props)} links={getSiteLinks()}>
      {props.children}
    </SiteFrame>
  );
}
