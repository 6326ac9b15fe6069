import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Checks the locale segment and tells next-intl about it, so the page can be cached. */
export async function resolvePageLocale({ params }: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Public pages are rendered on first visit and then served from the cache (nothing at build time). */
export function renderOnFirstVisit(): { locale: string }[] {
  return [];
}
