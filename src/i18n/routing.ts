import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'tl'],
  defaultLocale: 'en',
  // Every language has its own addresses (decision 055): English at the bare path, Tagalog under /tl.
  // Nothing else picks the language of a public page: no cookie, no Accept-Language.
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];
