import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { slugify } from '@/domain/places/slugify';
import { RAINFALL_CLASSES, type ConditionCode } from '@/domain/weather/conditions';
import { weatherViewPath, type WeatherView } from '@/domain/weather/weather-view';
import { getDb } from '@/server/db/get-db';
import { getBoundaries } from '@/server/maps/get-boundaries';
import { projectMapShapes } from '@/server/maps/project-map-shapes';
import type { TendayOutlook } from '@/server/weather/get-tenday-outlook';
import { ChoiceLinks } from './choice-links';
import { ConditionChip } from './condition-chip';
import { ConditionLegend } from './condition-legend';
import { IssuanceNote } from './issuance-note';
import { OutlookMap } from './outlook-map';
import { TendayTable } from './tenday-table';

// Drawn at twice its display size, so whole units are half pixels.
const MAP_SIZE = { width: 1120, height: 840 };

interface Place {
  psgc: string;
  name: string;
  lat: number;
  lon: number;
}

/** The 10-day tab: province and day choices, the map, and the chosen municipality's table. */
export async function TendayPanel({
  view,
  outlook,
  provinces,
  places,
}: {
  view: WeatherView;
  outlook: TendayOutlook;
  provinces: { psgc: string; name: string }[];
  places: (Place & { provincePsgc: string })[];
}) {
  const t = await getTranslations('Weather');
  const c = await getTranslations('Conditions');
  const format = await getFormatter();

  const province = view.province ? provinces.find((p) => slugify(p.name) === view.province) : undefined;
  if (view.province && !province) notFound();
  const inProvince = province ? places.filter((p) => p.provincePsgc === province.psgc) : places;
  const municipality = view.municipality ? inProvince.find((p) => slugify(p.name) === view.municipality) : undefined;
  if (view.municipality && !municipality) notFound();

  const days = [...new Set(outlook.municipalities.flatMap((m) => m.days.map((d) => d.date)))].sort();
  const day = view.period ?? days[0]!;
  if (!days.includes(day)) notFound();

  const dayLabel = (date: string) => format.dateTime(new Date(`${date}T00:00:00+08:00`), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'Asia/Manila' });
  const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
  const rainOn = (psgc: string): ConditionCode => byPlace.get(psgc)?.days.find((d) => d.date === day)?.rainfall?.code ?? 'nda';
  const base = { tab: 'ten-day' as const };
  const provinceSlug = province ? slugify(province.name) : undefined;

  const boundaries = await getBoundaries(await getDb(), inProvince.map((p) => p.psgc));
  const shapes = projectMapShapes(
    inProvince.map((p) => ({ psgc: p.psgc, lat: p.lat, lon: p.lon, geometry: boundaries.get(p.psgc) })),
    MAP_SIZE.width,
    MAP_SIZE.height,
  );
  const entries = shapes.map((shape) => {
    const place = inProvince.find((p) => p.psgc === shape.psgc)!;
    const placeProvince = provinces.find((p) => p.psgc === place.provincePsgc)!;
    const code = rainOn(place.psgc);
    return {
      ...shape,
      name: place.name,
      condition: code,
      conditionLabel: c(`rain_${code}`),
      href: weatherViewPath({ ...base, province: slugify(placeProvince.name), municipality: slugify(place.name), period: view.period }),
    };
  });
  const chosenData = municipality ? byPlace.get(municipality.psgc) : undefined;

  return (
    <>
      <IssuanceNote issuance={outlook.issuance} />
      <ChoiceLinks
        label={t('chooseProvince')}
        choices={provinces.map((p) => ({
          href: weatherViewPath({ ...base, province: slugify(p.name), period: view.period }),
          text: p.name,
          current: p.psgc === province?.psgc,
        }))}
      />
      <ChoiceLinks
        label={t('chooseDay')}
        choices={days.map((date) => ({
          href: weatherViewPath({ ...base, province: provinceSlug, municipality: provinceSlug ? view.municipality : undefined, period: date }),
          text: dayLabel(date),
          current: date === day,
        }))}
      />
      {municipality && chosenData ? <TendayTable place={municipality.name} days={chosenData.days} /> : null}
      {municipality && !chosenData ? <p className="mb-4">{t('notLoadedYet')}</p> : null}
      {!province ? <p className="mb-4 text-sm">{t('pickProvince')}</p> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <OutlookMap
            entries={entries}
            selected={municipality?.psgc}
            width={MAP_SIZE.width}
            height={MAP_SIZE.height}
            title={t('mapTitle', { place: province?.name ?? t('mapRegion'), date: dayLabel(day) })}
          />
          <div className="mt-3">
            <ConditionLegend title={t('legend')} items={[...RAINFALL_CLASSES, 'nda' as const].map((code) => ({ code, label: c(`rain_${code}`) }))} />
          </div>
        </div>
        {province ? (
          <section aria-labelledby="places-on-day">
            <h2 id="places-on-day" className="mb-2 font-semibold">
              {t('placesOnDay', { date: dayLabel(day) })}
            </h2>
            <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300">
              {entries
                .slice()
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((entry) => (
                  <li key={entry.psgc} className="flex items-center justify-between gap-2 px-3 py-2">
                    <a href={entry.href} aria-current={entry.psgc === municipality?.psgc ? 'page' : undefined} className={entry.psgc === municipality?.psgc ? 'font-bold' : undefined}>
                      {entry.name}
                    </a>
                    <ConditionChip code={entry.condition} label={entry.conditionLabel} />
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
