import { formatManilaDateTime } from '@/platform/format/manila-time';
import { formatPercent, formatTemperatureRange, formatWind } from '@/platform/format/readings';
import { CONDITION_COLOURS, CONDITION_CODES, type ConditionCode } from '@/modules/weather/rules/conditions';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import type { BulletinAdvice, BulletinDocument, BulletinType, SpecialWeather, TenDayWeather } from './bulletin-document';

/**
 * What the PDF and the HTML view of a bulletin print, decided once so the two agree: readings through
 * the portal's one formatter, times in Philippine time, the outlook colours of the map.
 */
export const NO_VALUE = '–';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored time (ISO) as a person reads it; a time staff wrote as words (`24 h`) stays as written. */
export function readableTime(value: string, locale: string): string {
  return ISO_INSTANT.test(value.trim()) ? formatManilaDateTime(value.trim(), locale) : value;
}

/** One day of the 10-day table: temperatures to one decimal, humidity whole, wind in km/h. */
export function tenDayReadings(day: TenDayWeather['days'][number]) {
  return {
    temperature: formatTemperatureRange(day.tempMin, day.tempMax) ?? NO_VALUE,
    humidity: formatPercent(day.humidity) ?? NO_VALUE,
    wind: formatWind(day.windSpeed, day.windDirection) ?? NO_VALUE,
  };
}

/** Consecutive days that print the same (rain, readings, sky) as one row labelled `first – last`. */
export function sameDayRuns(days: readonly TenDayWeather['days'][number][]): { day: TenDayWeather['days'][number]; label: string }[] {
  const key = (day: TenDayWeather['days'][number]) => JSON.stringify([day.rainfall.code, tenDayReadings(day), day.cloudCover]);
  const runs: { day: TenDayWeather['days'][number]; last: TenDayWeather['days'][number] }[] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && key(run.day) === key(day)) run.last = day;
    else runs.push({ day, last: day });
  }
  return runs.map(({ day, last }) => ({ day, label: day === last ? day.label : `${day.label} – ${last.label}` }));
}

export const percentOfNormal = (percent: number | null) => formatPercent(percent) ?? NO_VALUE;

export type CycloneFactKey = 'cycloneName' | 'bulletinNumber' | 'issuedAt' | 'centre' | 'movement' | 'strength' | 'windSpeed' | 'forecastPositions';

/** The cyclone's details that were given, as (message key, text) pairs in the order a bulletin lists them. */
export function cycloneFacts(weather: SpecialWeather, locale: string): { key: CycloneFactKey; value: string }[] {
  const { cyclone } = weather;
  const positions = cyclone.forecastPositions.map((p) => `${readableTime(p.at, locale)}: ${p.location}`).join('; ');
  const facts: [CycloneFactKey, string | null][] = [
    ['cycloneName', cyclone.name],
    ['bulletinNumber', cyclone.bulletinNumber],
    ['issuedAt', cyclone.issuedAt ? readableTime(cyclone.issuedAt, locale) : null],
    ['centre', cyclone.centre],
    ['movement', cyclone.movement],
    ['strength', cyclone.strength],
    ['windSpeed', weather.windSpeed],
    ['forecastPositions', positions || null],
  ];
  return facts.filter((fact): fact is [CycloneFactKey, string] => Boolean(fact[1]?.trim())).map(([key, value]) => ({ key, value }));
}

/** The fill of a map place or legend entry: signal colours for special bulletins, category colours otherwise. */
export function outlookFill(type: BulletinType, code: string): string {
  if (type === 'special_weather') return SIGNAL_COLOURS[code as keyof typeof SIGNAL_COLOURS] ?? SIGNAL_COLOURS.none;
  return (CONDITION_CODES as readonly string[]).includes(code) ? CONDITION_COLOURS[code as ConditionCode].fill : CONDITION_COLOURS.nda.fill;
}

/** Which advice a section of a bulletin holds: the cyclone's, the stages', general, or what waits for the storm to pass. */
export type AdviceSectionKind = 'storm' | 'stages' | 'general' | 'after_storm';

/**
 * Advice in the order a bulletin prints it. While a signal is up for the place (a 10-day or seasonal
 * bulletin made then), the cyclone's advice comes first and advice for dry weather or water saving last,
 * said to wait for the storm to pass. Otherwise, before a cyclone the general steps come first (they are
 * the urgent ones), elsewhere after the stages' own advice.
 */
export function adviceSections(doc: Pick<BulletinDocument, 'type' | 'advice'>): { kind: AdviceSectionKind; items: BulletinAdvice[] }[] {
  const rest = doc.advice.filter((item) => !item.storm);
  const staged = { kind: 'stages' as const, items: rest.filter((item) => item.stage !== null) };
  const general = { kind: 'general' as const, items: rest.filter((item) => item.stage === null) };
  const ordered = doc.type === 'special_weather' ? [general, staged] : [staged, general];
  return [
    { kind: 'storm' as const, items: doc.advice.filter((item) => item.storm === 'storm') },
    ...ordered,
    { kind: 'after_storm' as const, items: doc.advice.filter((item) => item.storm === 'after_storm') },
  ].filter((section) => section.items.length > 0);
}
