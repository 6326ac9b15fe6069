import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toast/toaster';
import { REGION_TITLE } from '@/domain/region/region';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import '../globals.css';

// Only the messages client components use travel to the browser.
const CLIENT_NAMESPACES = ['Toast', 'Login', 'Admin'] as const;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Common' });
  const title = `${t('portalName')} — ${REGION_TITLE}`;
  return { title: { default: title, template: `%s | ${title}` }, description: REGION_TITLE };
}

export const viewport: Viewport = { themeColor: '#1b5e20', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout(props: LocaleParams & { children: ReactNode }) {
  const locale = await resolvePageLocale(props);
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, messages[key]]));
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {props.children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
