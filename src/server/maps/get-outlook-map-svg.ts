import 'server-only';
import { slugify } from '@/domain/places/slugify';
import { CONDITION_COLOURS } from '@/domain/weather/conditions';
import { SIGNAL_COLOURS } from '@/domain/weather/signals';
import { weatherViewPath, type WeatherTab } from '@/domain/weather/weather-view';
import { formatDate, formatManilaDateTime } from '@/domain/format/manila-time';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';
import { createMessageTranslator } from '@/server/i18n/create-message-translator';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';
import { getSpecialOutlook } from '@/server/weather/get-special-outlook';
import { getTendayOutlook } from '@/server/weather/get-tenday-outlook';
import type { IssuanceSummary } from '@/server/weather/find-issuance';
import { getBoundaries } from './get-boundaries';
import { getBoundaryCredits } from './get-boundary-credits';
import { projectMapShapes } from './project-map-shapes';
import { renderMapSvg } from './render-map-svg';

// Drawn at twice its display size, so whole units are half pixels.
export const MAP_SIZE = { width: 1120, height: 840 };

export interface OutlookMapRequest {
  locale: Locale;
  tab: WeatherTab;
  issuance: string;
  /** `region`, or a province's PSGC code. */
  scope: string;
  /** The day (10-day) or month (seasonal) the colours are for; ignored for special. */
  period?: string;
  selected?: string;
  title: string;
}

type Style = { fill: string; label: string };

/** The map of one outlook issuance, for one scope and period, as an SVG document. */
export async function getOutlookMapSvg(request: OutlookMapRequest): Promise<string> {
  const db = await getDb();
  const places = await resolvePlaceFilter(db, {});
  const inScope = request.scope === 'region' ? places.municipalities : places.municipalities.filter((m) => m.provincePsgc === request.scope);
  if (inScope.length === 0) throw new AppError('NOT_FOUND', `Unknown map scope "${request.scope}".`);
  const c = createMessageTranslator(request.locale, 'Conditions');
  const t = createMessageTranslator(request.locale, 'Weather');

  let styleOf: (psgc: string) => Style;
  // Decided here from the issuance itself, whatever the address says (its `state` only renews it).
  let ended: string | undefined;
  const endedOn = (issuance: IssuanceSummary) => (issuance.expired ? t('mapEnded', { date: formatDate(issuance.validTo, request.locale) }) : undefined);
  if (request.tab === 'ten-day') {
    const outlook = await getTendayOutlook({ issuance: request.issuance });
    ended = endedOn(outlook.issuance);
    const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
    styleOf = (psgc) => {
      const code = byPlace.get(psgc)?.days.find((d) => d.date === request.period)?.rainfall?.code ?? 'nda';
      return { fill: CONDITION_COLOURS[code].fill, label: c(`rain_${code}`) };
    };
  } else if (request.tab === 'seasonal') {
    const outlook = await getSeasonalOutlook({ issuance: request.issuance });
    ended = endedOn(outlook.issuance);
    const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
    styleOf = (psgc) => {
      const code = byPlace.get(psgc)?.months.find((m) => m.month === request.period)?.category ?? 'nda';
      return { fill: CONDITION_COLOURS[code].fill, label: c(`cat_${code}`) };
    };
  } else {
    const outlook = await getSpecialOutlook({ issuance: request.issuance });
    const { issuance } = outlook;
    if (issuance.expired && outlook.advisory.activeCyclone) {
      ended = createMessageTranslator(request.locale, 'Cyclone')('stale', { time: formatManilaDateTime(issuance.issuedAt ?? issuance.dateCreated._seconds * 1000, request.locale, 'short') });
    }
    styleOf = (psgc) => {
      const signal = outlook.places.find((p) => p.id === psgc)?.signal ?? 'none';
      return { fill: SIGNAL_COLOURS[signal], label: t(`signal_${signal}`) };
    };
  }

  const [boundaries, credits] = await Promise.all([getBoundaries(db, inScope.map((p) => p.psgc)), getBoundaryCredits(db, request.scope)]);
  const shapes = projectMapShapes(
    inScope.map((p) => ({ psgc: p.psgc, lat: p.lat, lon: p.lon, geometry: boundaries.get(p.psgc) })),
    MAP_SIZE.width,
    MAP_SIZE.height,
  );
  const entries = shapes.map((shape, index) => {
    const place = inScope[index]!;
    const province = places.provinces.find((p) => p.psgc === place.provincePsgc)!;
    const period = request.tab === 'special' ? undefined : request.period;
    return {
      ...shape,
      name: place.name,
      ...styleOf(place.psgc),
      href: weatherViewPath({ tab: request.tab, province: slugify(province.name), municipality: slugify(place.name), period }),
    };
  });
  return renderMapSvg({
    entries,
    selected: request.selected,
    width: MAP_SIZE.width,
    height: MAP_SIZE.height,
    title: request.title,
    ended,
    credits: credits.map((credit) => t(`boundaries_${credit}`)),
  });
}
