import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/**
 * The place search box: a plain GET form to `/search`, so it works without JavaScript. `tone` picks
 * the colours of the green header or of a white page.
 */
export async function PlaceSearchForm({ locale, id, tone, defaultValue, className }: { locale: Locale; id: string; tone: 'header' | 'page'; defaultValue?: string; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const header = tone === 'header';
  return (
    <form action="/search" method="get" role="search" aria-label={t('formLabel')} className={cn('flex min-w-0 items-stretch', className)}>
      <label htmlFor={id} className="sr-only">
        {t('fieldLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={80}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('placeholder')}
        className={cn(
          'min-h-11 w-full min-w-0 rounded-l-md border px-3 text-base',
          header ? 'border-white/70 bg-white text-neutral-900 placeholder:text-neutral-600' : 'border-neutral-500 bg-white placeholder:text-neutral-600',
        )}
      />
      <button
        type="submit"
        className={cn(
          'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-r-md border px-3 font-semibold',
          header ? 'border-white/70 bg-primary-dark text-white hover:bg-white/10' : 'border-primary bg-primary text-white hover:bg-primary-dark',
        )}
      >
        <Search aria-hidden="true" className="size-4" />
        <span className={header ? 'sr-only' : 'sr-only xs2:not-sr-only'}>{t('submit')}</span>
      </button>
    </form>
  );
}
