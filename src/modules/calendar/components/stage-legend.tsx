import { getLocale, getTranslations } from 'next-intl/server';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { Locale } from '@/i18n/routing';

/** The crop's stages in words, each beside its colour and the short name the grid cells use. */
export async function StageLegend({ crop }: { crop: CropDefinition }) {
  const t = await getTranslations('Calendar');
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="stage-legend" className="mb-6">
      <h2 id="stage-legend" className="mb-2 text-base font-semibold">
        {t('legend', { crop: crop.name[locale] })}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {crop.stages.map((stage) => (
          <li key={stage.code} className={`g-${stage.code} rounded border border-neutral-400 px-2 py-1`}>
            <strong>{t(`stageShort_${stage.code}`)}</strong>: {stage[locale]}
          </li>
        ))}
      </ul>
    </section>
  );
}
