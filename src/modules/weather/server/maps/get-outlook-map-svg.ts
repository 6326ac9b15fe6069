import 'server-only';
import { MAP_SIZE } from '@/modules/weather/rules/maps/map-size';
import type { Queryable } from '@/platform/db/database';
import { createHash } from 'node:crypto';
import { slugify } from '@/modules/places/rules/slugify';
import { OUTLINE_MARGIN, parsePathRings, planMapTargets, targetUnits, type TargetPlan, type TargetShape } from '@/modules/weather/rules/maps/map-targets';
import { placeMapLabels, shortPlaceName, type LabelCandidate } from '@/modules/weather/rules/maps/place-map-labels';
import { CONDITION_CODES, CONDITION_COLOURS, RAINFALL_CLASSES, WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import { weatherViewPath, type WeatherTab } from '@/modules/weather/rules/weather-view';
import { formatDate, formatElapsed, formatManilaDateTime } from '@/platform/format/manila-time';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import { AppError } from '@/platform/errors/app-error';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { getBoundaries } from './get-boundaries';
import { getBoundaryCredits } from './get-boundary-credits';
import { projectMapShapes, type ProjectedShape } from './project-map-shapes';
import { creditRect, DOT_RADIUS, legendRect, renderMapSvg, type MapLegend } from './render-map-svg';

// Drawn at twice its display size, so whole units are half pixels.

/**
 * A 24 px tap target in map units at the narrowest the map is shown (MIN_MAP_DISPLAY_WIDTH, 341 px:
 * a 375 px phone): 79 units, so every place of a province's map is a link at least that big.
 */
export const TARGET_UNITS = targetUnits(MAP_SIZE.width);

/**
 * The hit squares of a province's map (planMapTargets), worked out once per set of shapes and data
 * generation: they depend on the shapes alone (not on the chosen place, period or language), and a
 * crowded province takes a second or so to settle.
 */
function targetPlan(db: Queryable, shapes: ProjectedShape[]): Promise<TargetPlan> {
  const key = createHash('sha256')
    .update(shapes.map((shape) => `${shape.psgc}:${shape.path ?? `${shape.x},${shape.y}`}`).join('|'))
    .digest('hex');
  return memoPerGeneration(db, `map-targets ${key}`, async () => planTargets(shapes));
}

function planTargets(shapes: ProjectedShape[]): TargetPlan {
  const places = shapes.map((shape) => ({
    id: shape.psgc,
    shape: (shape.path
      ? { kind: 'rings', rings: parsePathRings(shape.path) }
      : { kind: 'circle', cx: shape.x, cy: shape.y, r: DOT_RADIUS }) satisfies TargetShape,
  }));
  return planMapTargets(places, { side: TARGET_UNITS, keep: TARGET_UNITS + OUTLINE_MARGIN, box: MAP_SIZE });
}

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
export async function getOutlookMapSvg(db: Queryable, request: OutlookMapRequest): Promise<string> {
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
    const outlook = await getTenDayOutlook(db, { issuance: request.issuance });
    ended = endedOn(outlook.issuance);
    const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
    styleOf = (psgc) => {
      const code = byPlace.get(psgc)?.days.find((d) => d.date === request.period)?.rainfall?.code ?? 'nda';
      return { fill: CONDITION_COLOURS[code].fill, label: c(`rain_${code}`) };
    };
  } else if (request.tab === 'seasonal') {
    const outlook = await getSeasonalOutlook(db, { issuance: request.issuance });
    ended = endedOn(outlook.issuance);
    const byPlace = new Map(outlook.municipalities.map((m) => [m.id, m]));
    styleOf = (psgc) => {
      const code = byPlace.get(psgc)?.months.find((m) => m.month === request.period)?.category ?? 'nda';
      return { fill: CONDITION_COLOURS[code].fill, label: c(`cat_${code}`) };
    };
  } else {
    const outlook = await getSpecialOutlook(db, { issuance: request.issuance });
    const { issuance } = outlook;
    if (issuance.expired && outlook.advisory.activeCyclone) {
      const issued = issuance.issuedAt ?? issuance.dateCreated._seconds * 1000;
      ended = createMessageTranslator(request.locale, 'Cyclone')('stale', {
        time: formatManilaDateTime(issued, request.locale, 'short'),
        ago: formatElapsed(issued, request.locale),
      });
    }
    styleOf = (psgc) => {
      const signal = outlook.places.find((p) => p.id === psgc)?.signal ?? 'none';
      return { fill: SIGNAL_COLOURS[signal], label: t(`signal_${signal}`) };
    };
  }

  const [boundaries, credits] = await Promise.all([
    getBoundaries(
      db,
      inScope.map((p) => p.psgc),
    ),
    getBoundaryCredits(db, request.scope),
  ]);
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
      // The map is drawn for one language: its places open pages in that language.
      href: getPathname({
        locale: request.locale,
        href: weatherViewPath({ tab: request.tab, province: slugify(province.name), municipality: slugify(place.name), period }),
      }),
    };
  });
  const legend: MapLegend =
    request.tab === 'ten-day'
      ? { title: t('legend'), rows: [...RAINFALL_CLASSES, 'nda' as const].map((code) => ({ fill: CONDITION_COLOURS[code].fill, label: c(`rain_${code}`) })) }
      : request.tab === 'seasonal'
        ? { title: t('seasonalLegend'), rows: CONDITION_CODES.map((code) => ({ fill: CONDITION_COLOURS[code].fill, label: c(`cat_${code}`) })) }
        : {
            title: t('signalsLegend'),
            rows: (['none', ...WIND_SIGNALS] as const).map((signal) => ({ fill: SIGNAL_COLOURS[signal], label: t(`signal_${signal}`) })),
          };
  const creditTexts = credits.map((credit) => t(`boundaries_${credit}`));
  const reserved = [
    legendRect(legend, MAP_SIZE.height),
    creditRect(creditTexts, MAP_SIZE.width, MAP_SIZE.height),
    ...(ended ? [{ x: 12, y: 12, width: MAP_SIZE.width - 24, height: 60 }] : []),
  ];
  const labels = placeMapLabels(mapLabelCandidates(request, entries, inScope, places.provinces), MAP_SIZE, reserved);
  // Not on the region's map: its 142 places would need 24 px squares covering nearly all of a map
  // 341 × 256 px, most of them over their neighbours. It is an overview; its places are reached, at
  // full size, through a province's map and the list beside it.
  const hitAreas = request.scope === 'region' ? undefined : (await targetPlan(db, shapes)).hitAreas;
  return renderMapSvg({
    entries,
    selected: request.selected,
    width: MAP_SIZE.width,
    height: MAP_SIZE.height,
    title: request.title,
    ended,
    credits: creditTexts,
    labels,
    legend,
    hitAreas,
  });
}

/**
 * The names a map should carry: the provinces on the region's map (at the middle of their places),
 * every city and municipality on a province's (short forms where crowded); the chosen place first, in bold.
 */
function mapLabelCandidates(
  request: OutlookMapRequest,
  entries: { psgc: string; name: string; x: number; y: number }[],
  inScope: { psgc: string; provincePsgc: string }[],
  provinces: { psgc: string; name: string }[],
): LabelCandidate[] {
  const chosen = entries.find((entry) => entry.psgc === request.selected);
  const chosenLabel: LabelCandidate[] = chosen
    ? [{ id: chosen.psgc, text: chosen.name, short: shortPlaceName(chosen.name), x: chosen.x, y: chosen.y, size: 30, priority: 10, bold: true }]
    : [];
  if (request.scope !== 'region') {
    return [
      ...chosenLabel,
      ...entries
        .filter((entry) => entry !== chosen)
        .map((entry) => ({ id: entry.psgc, text: entry.name, short: shortPlaceName(entry.name), x: entry.x, y: entry.y, size: 26, priority: 1 })),
    ];
  }
  const provinceLabels = provinces.flatMap((province) => {
    const own = entries.filter((_, index) => inScope[index]!.provincePsgc === province.psgc);
    if (own.length === 0) return [];
    const x = own.reduce((sum, entry) => sum + entry.x, 0) / own.length;
    const y = own.reduce((sum, entry) => sum + entry.y, 0) / own.length;
    return [{ id: province.psgc, text: province.name, x, y, size: 40, priority: 5, bold: true }];
  });
  return [...chosenLabel, ...provinceLabels];
}
