import { getLocale, getTranslations } from 'next-intl/server';
import { formatMonth } from '@/platform/format/manila-time';
import { formatPercent } from '@/platform/format/readings';
import { seasonalTerms } from '@/modules/weather/rules/plain-terms';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { EmptyState } from '@/modules/site/components/empty-state';
import { OutlookEndedNotice } from '@/modules/weather/components/outlook-ended-notice';
import { PlainWords } from '@/modules/weather/components/plain-words';
import type { ActiveCyclone } from '@/modules/weather/server/get-cyclone-status';
import type { RegionOutlookSummary } from '@/modules/weather/server/get-region-outlook-summary';
import { ProvinceSignalLead, raisedProvinceSignals } from './province-signal-lead';
import { ConditionWords } from './condition-words';

/** The seasonal outlook's next months, per province, in words. */
export async function HomeSeasonal({ summary, cyclone }: { summary: RegionOutlookSummary['seasonal']; cyclone: ActiveCyclone | null }) {
  const raised = raisedProvinceSignals(cyclone);
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Home');
  const c = await getTranslations('Conditions');
  return (
    <section aria-labelledby="home-seasonal" data-testid="home-seasonal" className="mb-8">
      <h2 id="home-seasonal" className="mb-2 text-xl font-bold text-primary-dark">
        {t('seasonalTitle')}
      </h2>
      {!summary ? (
        <EmptyState title={t('seasonalEmpty')} />
      ) : (
        <>
          <OutlookEndedNotice issuance={summary.issuance} />
          <p className="mb-3 text-sm">
            {t('seasonalPeriod', { range: `${formatMonth(summary.issuance.validFrom, locale)} – ${formatMonth(summary.issuance.validTo, locale)}` })}
          </p>
          {summary.provinces.length > 0 ? (
            <ul className="mb-3 divide-y divide-neutral-200 rounded-lg border border-neutral-300">
              {summary.provinces.map((province) => (
                <li key={province.psgc} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                  <a href={getPathname({ locale, href: weatherViewPath({ tab: 'seasonal', province: province.slug }) })} className="font-medium">
                    {province.name}
                  </a>
                  <div className="grid gap-1">
                    {raised.has(province.psgc) ? <ProvinceSignalLead province={raised.get(province.psgc)!} /> : null}
                    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {province.months.map((value) => (
                        <li key={value.month}>
                          <ConditionWords code={value.category}>
                            {`${formatMonth(value.month, locale, 'short')}: ${c(`cat_${value.category}`)}${value.percent === null ? '' : ` (${formatPercent(value.percent)})`}`}
                          </ConditionWords>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          <PlainWords
            terms={seasonalTerms(summary.provinces.flatMap((province) => province.months.map((value) => ({ ...value, weatherSystems: null }))))}
            className="mb-3"
          />
          <p className="text-sm">
            <a href={getPathname({ locale, href: weatherViewPath({ tab: 'seasonal' }) })}>{t('seasonalMore')}</a>
          </p>
        </>
      )}
    </section>
  );
}
