import { getLocale, getTranslations } from 'next-intl/server';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import type { ConditionCode, WindSignal } from '@/modules/weather/rules/conditions';
import type { Locale } from '@/i18n/routing';
import type { AdviceSection } from '@/modules/recommendations/server/get-advice-for-place';
import type { RecommendationView } from '@/modules/recommendations/server/to-recommendation-view';
import { ConditionChip } from '@/modules/weather/components/condition-chip';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import { forecastTerms, riskTerms } from '@/modules/weather/rules/plain-terms';
import { PlainWords } from '@/modules/weather/components/plain-words';
import { monthNames } from './month-names';
import { RichText } from './rich-text';

async function Recommendation({ item, locale }: { item: RecommendationView; locale: Locale }) {
  const t = await getTranslations('Calendar');
  const text = (field: { en: string; tl: string }) => (locale === 'tl' && field.tl ? { html: field.tl, lang: 'tl' } : { html: field.en, lang: 'en' });
  const englishOnly = locale === 'tl' && (!item.practice.tl || (item.impact.en && !item.impact.tl));
  const impact = text(item.impact);
  const practice = text(item.practice);
  return (
    <article className="rounded-md border border-neutral-300 p-3" data-testid="recommendation">
      <h4 className="font-semibold">
        {item.stageLabel[locale]}
        {/* The operation in the page's language (known operations have a Tagalog name; others show as written). */}
        {item.farmOperationLabel[locale] !== item.stageLabel[locale] ? ` · ${item.farmOperationLabel[locale]}` : ''}
      </h4>
      {item.risk ? (
        <p className="text-sm">
          <span className="font-medium">{t('risk')}:</span> {t(`risk_${item.risk}`)}
        </p>
      ) : null}
      {englishOnly ? <p className="text-sm text-neutral-700 italic">{t('englishOnly')}</p> : null}
      {impact.html ? (
        <div className="mt-2">
          <p className="text-sm font-medium">{t('impact')}</p>
          <RichText html={impact.html} lang={impact.lang} />
        </div>
      ) : null}
      <div className="mt-2">
        <p className="text-sm font-medium">{t('practice')}</p>
        <RichText html={practice.html} lang={practice.lang} />
      </div>
    </article>
  );
}

/**
 * "What to do now": the stage in this half-month, then per outlook valid today the stages it covers, the
 * forecast there and the matching recommendations, general advice included (or a plain note that none is
 * written yet). An outlook that has ended is named as ended, and only advice that holds whatever the
 * forecast is shown for today's stages: never an old period's advice as if it were current.
 */
export async function AdviceNow({
  crop,
  place,
  stageNow,
  sections,
}: {
  crop: CropDefinition;
  place: string;
  stageNow: StageCode | null;
  sections: AdviceSection[];
}) {
  const t = await getTranslations('Calendar');
  const c = await getTranslations('Conditions');
  const w = await getTranslations('Weather');
  const locale = (await getLocale()) as Locale;
  const cropName = crop.name[locale];
  const stageName = (code: string) => crop.stages.find((s) => s.code === code)?.[locale] ?? code;
  const months = monthNames(locale, 'long');

  const heading = (section: AdviceSection) => {
    if (section.type === 'tenday') {
      return (
        <>
          {t('section_tenday', { range: section.issuance ? formatDateRange(section.issuance.validFrom, section.issuance.validTo, locale) : '—' })}{' '}
          <ConditionChip code={section.trigger as ConditionCode} label={c(`rain_${section.trigger}`)} />
        </>
      );
    }
    if (section.type === 'seasonal') {
      const month = `${months[Number(section.month!.slice(5, 7)) - 1]} ${section.month!.slice(0, 4)}`;
      return (
        <>
          {t('section_seasonal', { month })} <ConditionChip code={section.trigger as ConditionCode} label={c(`cat_${section.trigger}`)} />
        </>
      );
    }
    return (
      <>
        {t('section_special', { name: section.cycloneName ?? t('cycloneUnnamed') })}{' '}
        <ConditionChip signal={section.trigger as WindSignal} label={w(`signal_${section.trigger}`)} />
      </>
    );
  };

  /** The advisory a cyclone section answers, by number and issue time, so a reader can tell it is the newest. */
  const advisoryLine = (section: AdviceSection) => {
    if (section.type !== 'special' || !section.issuance?.issuedAt) return null;
    const time = formatManilaDateTime(section.issuance.issuedAt, locale);
    return (
      <p className="mb-2 text-sm" data-testid="advisory-line">
        {section.advisoryNumber ? t('section_special_advisory', { number: section.advisoryNumber, time }) : t('section_special_issued', { time })}
      </p>
    );
  };
  const raised = sections.find((section) => section.type === 'special' && section.trigger?.startsWith('signal_number_'));

  /** The ended outlook by name: `10-day outlook, August 18 – 27, 2025:` / `Seasonal outlook for September 2025 – February 2026:`. */
  const endedName = (section: AdviceSection) => {
    const { validFrom, validTo } = section.issuance!;
    if (section.type === 'seasonal') return t('section_seasonal', { month: `${formatMonth(validFrom, locale)} – ${formatMonth(validTo, locale)}` });
    return t('section_tenday', { range: formatDateRange(validFrom, validTo, locale) });
  };

  return (
    <section aria-labelledby="advice-now" className="mb-6 rounded-lg border border-primary bg-primary-light/40 p-4" data-testid="advice-now">
      <h2 id="advice-now" className="mb-2 text-xl font-bold">
        {t('nowTitle')}
      </h2>
      <p className="mb-3">
        {stageNow ? (
          <>
            <span className="font-medium">{t('stagesNow')}:</span>{' '}
            <span className={`g-${stageNow} rounded border border-neutral-400 px-2 py-0.5`} data-testid="stage-now">
              {stageName(stageNow)}
            </span>
          </>
        ) : (
          t('noStageNow', { crop: cropName, place })
        )}
      </p>
      {sections.length === 0 ? <p>{t('noOutlook')}</p> : null}
      {sections.map((section) => {
        const stages = [...new Set(section.needs.flatMap((need) => (need.stage === null ? [] : [need.stage])))];
        const general = section.recommendations.filter((r) => r.stage === null);
        // General advice asked for (no stage in the period, a cyclone signal, no current outlook) leads; a stand-in follows the stages.
        const generalFirst = section.needs.some((need) => need.stage === null);
        const generalItems = general.map((item) => <Recommendation key={item.id} item={item} locale={locale} />);
        return (
          <div key={section.type} className="mb-4" data-testid={section.current ? 'advice-section' : 'advice-no-current-outlook'}>
            {section.current ? (
              <h3 className="mb-2 flex flex-wrap items-center gap-1 font-semibold">{heading(section)}</h3>
            ) : (
              <>
                <h3 className="mb-2 font-semibold">{t(`noCurrent_${section.type === 'seasonal' ? 'seasonal' : 'tenday'}`)}</h3>
                <p className="mb-2" role="note">
                  {section.issuance ? `${endedName(section)} ${w('ended', { date: formatDate(section.issuance.validTo, locale) })}` : t('noOutlook')}
                </p>
                <p className="mb-2">{t('anyForecastAdvice')}</p>
              </>
            )}
            {section.current ? advisoryLine(section) : null}
            {section.current && stages.length === 0 ? <p className="mb-2">{t('noStagesInOutlook', { crop: cropName })}</p> : null}
            <div className="grid gap-3">
              {generalFirst ? generalItems : null}
              {stages.map((stage) => {
                const items = section.recommendations.filter((r) => r.stage === stage);
                return items.length > 0 ? (
                  items.map((item) => <Recommendation key={item.id} item={item} locale={locale} />)
                ) : (
                  <p key={stage} className="text-sm">
                    {t(section.current ? 'noAdvice' : 'noAnyForecastAdvice', { stage: stageName(stage) })}
                  </p>
                );
              })}
              {generalFirst ? null : generalItems}
            </div>
            {section.afterStorm.length > 0 ? (
              <div className="mt-3 rounded-md border-2 border-dashed border-neutral-500 p-3" data-testid="after-storm">
                <h4 className="font-semibold">{t('afterStormTitle')}</h4>
                <p className="mb-2 text-sm" role="note">
                  {t('afterStormNote', { signal: raised ? w(`signal_${raised.trigger}`) : '' })}
                </p>
                <div className="grid gap-3">
                  {section.afterStorm.map((item) => (
                    <Recommendation key={item.id} item={item} locale={locale} />
                  ))}
                </div>
              </div>
            ) : null}
          </div>
        );
      })}
      <PlainWords
        terms={[
          ...forecastTerms(sections.filter((section) => section.current)),
          ...riskTerms(sections.flatMap((section) => section.recommendations.map((item) => item.risk))),
        ]}
        className="mt-2 bg-white"
      />
    </section>
  );
}
