import { Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/platform/ui/cn';

/** Where the suggestions are drawn from (src/app/[locale]/(site)/search/places.json/route.ts): one file for both languages. */
const SUGGEST_INDEX = '/search/places.json';

/**
 * The place search box: a plain GET form to the search page in the page's language, so it works
 * without JavaScript. `tone` picks the colours of the green header or of a white page. Where script
 * runs, LoadSuggestionsOnFocus loads the suggestions (src/modules/site/browser/search-suggest.ts) into the empty
 * listbox, with the words and the address prefix given here.
 */
export async function PlaceSearchForm({
  locale,
  id,
  tone,
  defaultValue,
  className,
}: {
  locale: Locale;
  id: string;
  tone: 'header' | 'page';
  defaultValue?: string;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const header = tone === 'header';
  return (
    <form
      action={getPathname({ locale, href: '/search' })}
      method="get"
      role="search"
      aria-label={t('formLabel')}
      className={cn('relative flex min-w-0 items-stretch', className)}
    >
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
        data-place-search={SUGGEST_INDEX}
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
      <div
        id={`${id}-suggestions`}
        role="listbox"
        aria-label={t('suggestionsLabel')}
        hidden
        data-place-suggestions=""
        data-province={t.raw('kindLine_province')}
        data-city={t.raw('kindLine_city')}
        data-municipality={t.raw('kindLine_municipality')}
        data-village={t.raw('kindLine_village')}
        data-formerly={t.raw('formerly')}
        // The index's addresses are the English pages': suggestions open this page's language ('' or '/tl').
        data-address-prefix={getPathname({ locale, href: '/' }).replace(/\/$/, '')}
        className={cn(
          'absolute top-full z-50 mt-1 max-h-[min(26rem,60vh)] overflow-y-auto rounded-md border border-neutral-300 bg-white py-1 text-left text-neutral-900 shadow-lg',
          // The header's field is narrow: its list is wider, under the field's right edge.
          header ? 'right-0 w-[min(22rem,calc(100vw-2rem))]' : 'inset-x-0',
        )}
      />
      <p
        role="status"
        className="sr-only"
        data-place-suggest-status=""
        data-one={t.raw('suggestionsOne')}
        data-many={t.raw('suggestionsMany')}
        data-none={t.raw('suggestionsNone')}
      />
    </form>
  );
}
