import { createNavigation } from 'next-intl/navigation';
import { routing, type Locale } from './routing';

/**
 * Links, redirects and paths in the page's language: `/weather-services` stays as it is in English and
 * becomes `/tl/weather-services` in Tagalog. Files that are not pages (PDFs, feeds, maps, previews,
 * `/api`) have one address for both languages and are linked without these.
 */
export const { Link, getPathname, redirect, usePathname } = createNavigation(routing);

/** A page's address in every language, from its bare (English) path: for its canonical and hreflang links. */
export function pageAddresses(href: string): Record<Locale, string> {
  return { en: getPathname({ href, locale: 'en' }), tl: getPathname({ href, locale: 'tl' }) };
}
