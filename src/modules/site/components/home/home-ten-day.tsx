import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatDateRange } from '@/platform/format/manila-time';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { EmptyState } from '@/modules/site/components/empty-state';
import { OutlookEndedNotice } from '@/modules/weather/components/outlook-ended-notice';
import type { ActiveCyclone } from '@/modules/weather/server/get-cyclone-status';
import type { RegionOutlookSummary } from '@/modules/weather/server/get-region-outlook-summary';
import { ProvinceSignalLead, raisedProvinceSignals } from './province-signal-lead';
import { ConditionWords } from './condition-words';

/** The 10-day outlook at a glance: per province, the rain of most coming days and its wetter days. */
export async function HomeTenDay({ summary, cyclone }: { summary: RegionOutlookSummary['tenDay']; cyclone: ActiveCyclone | null }) {
  const raised = raisedProvinceSignals(cyclone);
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Home');
  const c = await getTranslations('Conditions');
  return (
    <section aria-labelledby="home-tenday" data-testid="home-tenday" className="mb-8">
      <h2 id="home-tenday" className="mb-2 text-xl font-bold text-primary-dark">
        {t('tenDayTitle')}
      </h2>
      {!summary ? (
        <EmptyState title={t('tenDayEmpty')} />
      ) : (
        <>
          <OutlookEndedNotice issuance={summary.issuance} />
          <p className="mb-3 text-sm">{t('tenDayPeriod', { range: formatDateRange(summary.issuance.validFrom, summary.issuance.validTo, locale) })}</p>
          {summary.provinces.length > 0 ? (
            <ul className="mb-3 divide-y divide-neutral-200 rounded-lg border border-neutral-300">
              {summary.provinces.map((province) => (
                <li key={province.psgc} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                  <a href={getPathname({ locale, href: weatherViewPath({ tab: 'ten-day', province: province.slug }) })} className="font-medium">
                    {province.name}
                  </a>
                  <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {raised.has(province.psgc) ? (
                      <>
                        <ProvinceSignalLead province={raised.get(province.psgc)!} />
                        <span>{t('afterStorm')}</span>
                      </>
                    ) : null}
                    <ConditionWords code={province.overall}>{t('mostDays', { rain: c(`rain_${province.overall}`) })}</ConditionWords>
                    {province.wettest ? (
                      <ConditionWords code={province.wettest.code}>
                        {t('wetterOn', {
                          rain: c(`rain_${province.wettest.code}`),
                          days: province.wettest.dates.map((date) => formatDate(date, locale, 'short')).join(', '),
                        })}
                      </ConditionWords>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm">
            <a href={getPathname({ locale, href: weatherViewPath({ tab: 'ten-day' }) })}>{t('tenDayMore')}</a>
          </p>
        </>
      )}
    </section>
  );
}
