'use client';

import type { ComponentProps } from 'react';
import { getPathname, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * A link to this very page in another language (`/weather-services` ↔ `/tl/weather-services`). Only
 * the page knows its address, not the layout that draws the header: next-intl's usePathname reads it,
 * on the server as in the browser, so the link is in the HTML and works without script.
 */
export function OtherLanguageLink({ locale, ...props }: { locale: Locale } & Omit<ComponentProps<'a'>, 'href' | 'lang' | 'hrefLang'>) {
  const pathname = usePathname();
  return <a {...props} href={getPathname({ href: pathname, locale })} lang={locale} hrefLang={locale} />;
}
