import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatMonth } from '@/platform/format/manila-time';
import { regionalNoteTerms } from '@/modules/weather/rules/plain-terms';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { CommonDocument } from '@/modules/weather/server/get-common-data';
import { PlainWords } from './plain-words';
import { moonPhasesFor } from '@/modules/weather/rules/moon-phases';

/** Moon phases falling within the 10-day outlook: as staff entered them, else computed (and said so). */
export async function MoonPhases({ from, to, document: reading }: { from: string; to: string; document: Promise<CommonDocument<'moon_phases'> | null> }) {
  const document = await reading;
  const { phases, computed } = moonPhasesFor(from, to, document?.data);
  if (phases.length === 0) return null;
  const t = await getTranslations('Weather');
  const locale = await getLocale();
  return (
    <section aria-labelledby="moon-phases" className="mt-6">
      <h2 id="moon-phases" className="mb-2 font-semibold">
        {t('moonPhases')}
      </h2>
      <ul className="flex flex-wrap gap-3 text-sm">
        {phases.map((entry) => (
          <li key={entry.date} className="rounded-md border border-neutral-300 px-3 py-2">
            <span className="font-medium">{t(`moon_${entry.phase}`)}</span>: {formatDate(entry.date, locale, 'short')}
          </li>
        ))}
      </ul>
      {computed ? <p className="mt-1 text-sm">{t('moonComputed')}</p> : null}
    </section>
  );
}

/** Expected cyclones and weather systems for the months of the seasonal outlook. */
export async function SeasonalRegionalNotes({
  months,
  cyclonesCount,
  weatherSystems,
}: {
  months: string[];
  cyclonesCount: Promise<CommonDocument<'cyclones_count'> | null>;
  weatherSystems: Promise<CommonDocument<'misc_weather_systems'> | null>;
}) {
  const [cyclones, systems] = await Promise.all([cyclonesCount, weatherSystems]);
  const codeOf = (month: string) => MONTH_CODES[Number(month.slice(5, 7)) - 1]!;
  const rows = months
    .map((month) => ({
      month,
      cyclones: cyclones?.data.find((entry) => entry.mo === codeOf(month))?.value,
      systems: systems?.data.find((entry) => entry.mo === codeOf(month))?.value,
    }))
    .filter((row) => row.cyclones || row.systems);
  if (rows.length === 0) return null;
  const t = await getTranslations('Weather');
  const locale = await getLocale();
  return (
    <section aria-labelledby="regional-notes" className="mt-6">
      <h2 id="regional-notes" className="mb-2 font-semibold">
        {t('weatherSystems')}
      </h2>
      <div role="region" aria-labelledby="regional-notes" tabIndex={0} className="overflow-x-auto rounded-lg border border-neutral-300">
        <table className="w-full text-left text-sm">
          <thead className="bg-pale">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('chooseMonth')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('cyclonesCount')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('weatherSystems')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month} className="border-t border-neutral-200">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  {formatMonth(row.month, locale)}
                </th>
                <td className="px-3 py-2">{row.cyclones ?? '—'}</td>
                <td className="px-3 py-2">{row.systems ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlainWords terms={regionalNoteTerms(rows)} className="mt-2" />
    </section>
  );
}

/** Expected wind speeds by place during a cyclone. */
export async function WindSpeeds({ document: reading }: { document: Promise<CommonDocument<'wind_speed'> | null> }) {
  const document = await reading;
  if (!document || document.data.length === 0) return null;
  const t = await getTranslations('Weather');
  return (
    <section aria-labelledby="wind-speeds" className="mt-6">
      <h2 id="wind-speeds" className="mb-2 font-semibold">
        {t('windSpeed')}
      </h2>
      <ul className="space-y-1 text-sm">
        {document.data.map((entry) => (
          <li key={`${entry.province}-${entry.value}`}>
            <span className="font-medium">{entry.value}</span>: {entry.province}
            {entry.municipalities.length > 0 ? ` (${entry.municipalities.join(', ')})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
