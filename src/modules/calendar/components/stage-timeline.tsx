import { getLocale, getTranslations } from 'next-intl/server';
import { HALVES, type SlotIndex } from '@/modules/calendar/rules/month-halves';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import type { Locale } from '@/i18n/routing';
import { monthNames } from './month-names';

/**
 * One crop in one place over the year: each half-month names its stage in words (full on phones, short
 * from md up, with the full name for screen readers), coloured by stage, today's half marked.
 */
export async function StageTimeline({
  crop,
  slots,
  today,
  caption,
}: {
  crop: CropDefinition;
  slots: readonly (StageCode | null)[];
  today: SlotIndex;
  caption: string;
}) {
  const t = await getTranslations('Calendar');
  const locale = (await getLocale()) as Locale;
  const months = monthNames(locale, 'long');
  const shortMonths = monthNames(locale, 'short');
  const label = (stage: StageCode | null) => (stage ? (crop.stages.find((s) => s.code === stage)?.[locale] ?? stage) : t('noStage'));

  return (
    <figure className="mb-6">
      <figcaption className="mb-2 font-semibold">{caption}</figcaption>
      <ol className="timeline" data-testid="timeline">
        {months.map((month, m) => (
          <li key={month}>
            {/* Twelve columns are too narrow for "Nobyembre" between 900 and 1200 px: the short name there, never a word broken. */}
            <span className="mo">
              <span className="mo-long">{month}</span>
              <span className="mo-short" aria-hidden="true">
                {shortMonths[m]}
              </span>
            </span>
            {HALVES.map((half, h) => {
              const slot = m * 2 + h;
              const stage = slots[slot] ?? null;
              const isToday = slot === today;
              return (
                <span key={half} className={`hf g-${stage ?? 'none'}`} aria-current={isToday ? 'date' : undefined} data-slot={slot}>
                  <span className="sr-only">{`${month}, ${t(`half_${half}`)}: `}</span>
                  <span className="fl">{label(stage)}</span>
                  <span className="ab" aria-hidden="true">
                    {stage ? t(`stageShort_${stage}`) : '–'}
                  </span>
                  {isToday ? <span className="ml-1 text-xs font-bold uppercase">({t('today')})</span> : null}
                </span>
              );
            })}
          </li>
        ))}
      </ol>
    </figure>
  );
}
