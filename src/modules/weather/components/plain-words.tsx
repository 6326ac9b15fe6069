import { getTranslations } from 'next-intl/server';
import type { TermKey } from '@/modules/weather/rules/plain-terms';
import type { Locale } from '@/i18n/routing';

/**
 * "What do these words mean?" beside a table or panel: its technical words in plain words, folded in a
 * native details element (one tap, no JavaScript) so the table itself stays in sight on a phone.
 */
export async function PlainWords({ terms, locale, className = 'mb-6' }: { terms: readonly TermKey[]; locale?: Locale; className?: string }) {
  if (terms.length === 0) return null;
  const t = locale ? await getTranslations({ locale, namespace: 'Terms' }) : await getTranslations('Terms');
  return (
    <details className={`${className} rounded-lg border border-neutral-300 px-3 py-2 text-sm`} data-testid="plain-words">
      <summary className="cursor-pointer font-semibold">{t('title')}</summary>
      <dl className="mt-2 grid gap-1.5">
        {terms.map((key) => (
          <div key={key}>
            <dt className="inline font-semibold">{t(`${key}.term`)}:</dt> <dd className="inline">{t(`${key}.meaning`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
