import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'tl'],
  defaultLocale: 'en',
  // Addresses stay the same in both languages; the choice lives in a cookie.
  localePrefix: 'never',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});

export type Locale = (typeof routing.locales)[number];
