import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DocumentShell } from '@/modules/site/components/document-shell';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import '../globals.css';

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Common' });
  const title = `${t('portalName')} — ${REGION_TITLE}`;
  return {
    title: { default: title, template: `%s | ${title}` },
    description: REGION_TITLE,
    // Link previews and canonical addresses are written relative to the portal's own address.
    metadataBase: new URL(getBaseUrl()),
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icons/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    },
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = { themeColor: '#1b5e20', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout(props: LocaleParams & { children: ReactNode }) {
  return <DocumentShell locale={await resolvePageLocale(props)}>{props.children}</DocumentShell>;
}
