import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/platform/ui/toaster';
import type { Locale } from '@/i18n/routing';

// Only the messages client components use travel to the browser.
const CLIENT_NAMESPACES = ['Toast', 'Login', 'Admin'] as const;

/** The document every page is drawn in: its language, and the few messages the browser needs. */
export async function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, messages[key]]));
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
