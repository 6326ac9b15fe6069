import type { RiskLabel } from '@/modules/recommendations/rules/recommendation-types';
import { CLOUD_COVERS, CONDITION_CODES, WIND_SIGNALS, type CloudCover, type ConditionCode, type WindSignal } from './conditions';
import { cycloneCategoryOf, WEATHER_SYSTEMS, weatherSystemsIn, type CycloneCategory, type WeatherSystem } from './weather-words';

const CLOUD_KEYS = {
  SUNNY: 'sunny',
  'MOSTLY SUNNY': 'mostly_sunny',
  'PARTLY CLOUDY': 'partly_cloudy',
  'MOSTLY CLOUDY': 'mostly_cloudy',
  CLOUDY: 'cloudy',
} as const satisfies Record<CloudCover, string>;

/** Risks whose names are technical (PAGASA's dry condition, dry spell, drought); "No risk" or "Wet condition" say it already. */
const EXPLAINED_RISKS = ['flood_submergence', 'dry_condition', 'dry_spell', 'drought', 'wet_spell'] as const satisfies readonly RiskLabel[];
const CATEGORIES = CONDITION_CODES.filter((code): code is Exclude<ConditionCode, 'nda'> => code !== 'nda');

/**
 * Which technical words a weather table, panel or bulletin block shows, so it explains those and only
 * those (a bulletin has one page to spare them). Each key names a `Terms` message with the word as the
 * reader sees it (`term`) and its plain explanation (`meaning`), in English and Tagalog.
 */
export type TermKey =
  | 'percentOfNormal'
  | `category_${(typeof CATEGORIES)[number]}`
  | 'cyclones'
  | `system_${WeatherSystem}`
  | 'humidity'
  | 'wind'
  | `cloud_${(typeof CLOUD_KEYS)[CloudCover]}`
  | `signal_${WindSignal}`
  | `tc_${CycloneCategory}`
  | 'centre'
  | 'movement'
  | 'strength'
  | 'forecastPositions'
  | `risk_${(typeof EXPLAINED_RISKS)[number]}`;

/** The items of `all` found among `found`, in the order of `all`, each once. */
function present<T>(all: readonly T[], found: Iterable<unknown>): T[] {
  const seen = new Set<unknown>(found);
  return all.filter((item) => seen.has(item));
}

/** The seasonal categories shown, each with its range of percent of normal. */
export function categoryTerms(codes: Iterable<string | null | undefined>): TermKey[] {
  return present(CATEGORIES, codes).map((code) => `category_${code}` as const);
}

/** The expected cyclones (when any month gives a number) and the weather systems the months name. */
export function regionalNoteTerms(rows: readonly { cyclones?: string | null; systems?: string | null }[]): TermKey[] {
  const cyclones: TermKey[] = rows.some((row) => row.cyclones?.trim()) ? ['cyclones'] : [];
  const systems = present(
    WEATHER_SYSTEMS,
    rows.flatMap((row) => weatherSystemsIn(row.systems)),
  );
  return [...cyclones, ...systems.map((system) => `system_${system}` as const)];
}

/**
 * A bulletin's seasonal table: percent of normal, its categories, then the weather systems named. Its
 * cyclone column is a count under the word "tropical cyclones": plain enough for the one page a bulletin has.
 */
export function seasonalTerms(months: readonly { percent: number | null; category: ConditionCode; weatherSystems: string | null }[]): TermKey[] {
  const percent: TermKey[] = months.some((month) => month.percent !== null) ? ['percentOfNormal'] : [];
  const systems = regionalNoteTerms(months.map((month) => ({ systems: month.weatherSystems })));
  return [...percent, ...categoryTerms(months.map((month) => month.category)), ...systems];
}

/** A 10-day table: humidity and wind direction when shown, and each sky word used. */
export function tenDayTerms(days: readonly { humidity: number | null; windDirection: string | null; cloudCover: string | null }[]): TermKey[] {
  const terms: TermKey[] = [];
  if (days.some((day) => day.humidity !== null)) terms.push('humidity');
  if (days.some((day) => day.windDirection?.trim())) terms.push('wind');
  return [
    ...terms,
    ...present(
      CLOUD_COVERS,
      days.map((day) => day.cloudCover),
    ).map((cover) => `cloud_${CLOUD_KEYS[cover]}` as const),
  ];
}

/** Wind signals shown, weakest first; "none" (no advisory for the place) needs no words. */
export function signalTerms(signals: Iterable<string | null | undefined>): TermKey[] {
  return present(WIND_SIGNALS, signals).map((signal) => `signal_${signal}` as const);
}

export interface CycloneTexts {
  name?: string | null;
  centre: string | null;
  movement: string | null;
  strength: string | null;
  forecastPositions: readonly unknown[];
}

/** A cyclone block: the signals first (what a reader acts on), the category its texts name, then the advisory's words given. */
export function cycloneTerms(cyclone: CycloneTexts, signals: Iterable<string | null | undefined>): TermKey[] {
  const category = cycloneCategoryOf(cyclone.strength, cyclone.name);
  const given: [TermKey, boolean][] = [
    ['centre', Boolean(cyclone.centre?.trim())],
    ['movement', Boolean(cyclone.movement?.trim())],
    ['strength', Boolean(cyclone.strength?.trim())],
    ['forecastPositions', cyclone.forecastPositions.length > 0],
  ];
  return [...signalTerms(signals), ...(category ? [`tc_${category}` as const] : []), ...given.filter(([, shown]) => shown).map(([key]) => key)];
}

/** The technical risk names among some advice. */
export function riskTerms(risks: Iterable<string | null | undefined>): TermKey[] {
  return present(EXPLAINED_RISKS, risks).map((risk) => `risk_${risk}` as const);
}

/** Forecasts named beside advice (the calendar's "what to do now"): seasonal categories and wind signals; 10-day rain words are plain. */
export function forecastTerms(forecasts: readonly { type: 'seasonal' | 'tenday' | 'special'; trigger: string | null }[]): TermKey[] {
  const of = (type: string) => forecasts.filter((forecast) => forecast.type === type).map((forecast) => forecast.trigger);
  return [...categoryTerms(of('seasonal')), ...signalTerms(of('special'))];
}

/**
 * The one signal the cyclone banner explains: the place's own when the page is about a place and one is
 * raised there, else the region's highest; none when neither is raised.
 */
export function bannerSignalTerm(region: WindSignal | null, place: WindSignal | null | undefined): TermKey | null {
  const signal = place ?? region;
  return signal && signal !== 'general_no_signal' ? `signal_${signal}` : null;
}
