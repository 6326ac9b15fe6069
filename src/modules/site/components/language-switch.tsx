import { Languages } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { OtherLanguageLink } from './other-language-link';

const LOOK = 'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-white/70 px-2 xs3:px-3 text-sm font-semibold text-white hover:bg-white/10';

/**
 * The other language, without JavaScript. On public pages, a link to the page's own address in that
 * language (every language has its own addresses: decision 055). Staff pages keep the staff member's
 * choice in a cookie: a form to `/api/locale`, which sets it and returns to the page.
 */
export async function LanguageSwitch({ locale, staff }: { locale: Locale; staff: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Language' });
  const other: Locale = locale === 'en' ? 'tl' : 'en';
  const words = (
    <>
      <Languages aria-hidden="true" className="size-4" />
      {t('switchTo')}
    </>
  );
  if (!staff) {
    return (
      <OtherLanguageLink locale={other} aria-label={t('switchToLabel')} className={`${LOOK} no-underline`}>
        {words}
      </OtherLanguageLink>
    );
  }
  return (
    <form action="/api/locale" method="post">
      <input type="hidden" name="locale" value={other} />
      <button type="submit" lang={other} aria-label={t('switchToLabel')} className={LOOK}>
        {words}
      </button>
    </form>
  );
}
