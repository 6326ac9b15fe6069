import { Languages } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** A plain form, so the language can be changed without JavaScript; the choice is kept in a cookie. */
export async function LanguageSwitch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Language' });
  const other: Locale = locale === 'en' ? 'tl' : 'en';
  return (
    <form action="/api/locale" method="post">
      <input type="hidden" name="locale" value={other} />
      <button
        type="submit"
        lang={other}
        aria-label={t('switchToLabel')}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-white/70 px-2 xs3:px-3 text-sm font-semibold text-white hover:bg-white/10"
      >
        <Languages aria-hidden="true" className="size-4" />
        {t('switchTo')}
      </button>
    </form>
  );
}
