import { TriangleAlert } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatElapsed, formatManilaDateTime } from '@/platform/format/manila-time';
import { signalTerms } from '@/modules/weather/rules/plain-terms';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConditionChip } from '@/modules/weather/components/condition-chip';
import { PlainWords } from '@/modules/weather/components/plain-words';
import type { ActiveCyclone } from '@/modules/weather/server/get-cyclone-status';

/** First on the home page while a cyclone is active: the advisory and each province's signal, linked to its special view. */
export async function HomeCyclone({ cyclone }: { cyclone: ActiveCyclone }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Cyclone');
  const w = await getTranslations('Weather');
  const home = await getTranslations('Home');
  const time = formatManilaDateTime(cyclone.issuedAt, locale);
  const ago = formatElapsed(cyclone.issuedAt, locale);
  return (
    // Not a named region: the banner above is the page's one "cyclone" landmark.
    <section data-testid="home-cyclone" className="mb-8 rounded-lg border-2 border-warning p-4">
      <h2 className="mb-1 flex items-center gap-2 text-xl font-bold text-primary-dark">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-warning" />
        {t('title', { name: cyclone.name })}
      </h2>
      <p className="mb-3 text-sm">{cyclone.stale ? t('stale', { time, ago }) : t('advisory', { number: cyclone.bulletinNumber ?? '—', time, ago })}</p>
      <h3 className="mb-1 font-semibold">{home('cycloneSignals')}</h3>
      <ul className="mb-3 divide-y divide-neutral-200 rounded-lg border border-neutral-300">
        {cyclone.provinces.map((province) => {
          const signal = province.highest ?? 'none';
          const label = w(`signal_${signal}`);
          return (
            <li key={province.psgc} className="place-row flex-wrap">
              <a href={getPathname({ locale, href: weatherViewPath({ tab: 'special', province: province.slug }) })} className="font-medium">
                {province.name}
              </a>
              <ConditionChip signal={signal} label={province.highest && !province.uniform ? home('upTo', { signal: label }) : label} />
            </li>
          );
        })}
      </ul>
      <PlainWords terms={signalTerms(cyclone.provinces.map((province) => province.highest))} className="mb-3" />
      <p className="text-sm">
        <a href={getPathname({ locale, href: weatherViewPath({ tab: 'special' }) })}>{home('cycloneMore')}</a>
      </p>
    </section>
  );
}
