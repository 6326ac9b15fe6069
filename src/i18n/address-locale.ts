import { routing, type Locale } from './routing';

/**
 * The request header src/proxy.ts sets to the language of the address (`/tl/…` is Tagalog), for the one
 * page no route's params tell it: src/app/global-not-found.tsx, which the router draws for an address
 * it does not know.
 */
export const ADDRESS_LOCALE_HEADER = 'x-acap-address-locale';

/** `/tl` and `/tl/…` are Tagalog; every other address is English. */
export function localeOfAddress(pathname: string): Locale {
  return (
    routing.locales.find((locale) => locale !== routing.defaultLocale && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))) ??
    routing.defaultLocale
  );
}

/** The header's language, English when it is missing or names none. */
export function readAddressLocale(value: string | null): Locale {
  return routing.locales.find((locale) => locale === value) ?? routing.defaultLocale;
}
