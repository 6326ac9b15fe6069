import 'server-only';
import type { BulletinDocument, Labelled } from '@/modules/bulletins/rules/bulletin-document';
import { prevailingRainfall } from '@/modules/recommendations/rules/advice-needs';
import { CONDITION_CODES, WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { bulletinContext } from './bulletin-context';

type OutlookMap = NonNullable<BulletinDocument['outlookMap']>;
type Scale = { codes: readonly string[]; missing: string; codeOf: (psgc: string) => string | null | undefined; label: (code: string) => string };

async function scaleOf(db: Queryable, doc: BulletinDocument): Promise<Scale> {
  const context = bulletinContext(doc.language);
  const filter = { province: doc.province.psgc, issuance: doc.sources.issuanceId };
  // Every bulletin of a province made from one issuance colours the same places: the issuance's values
  // for the province are read once per data version (a batch makes one for each of its towns).
  const read = <T>(get: (db: Queryable, f: typeof filter) => Promise<T>) =>
    memoPerGeneration(db, `outlook-map ${doc.weather.kind} ${filter.issuance} ${filter.province}`, () => get(db, filter));
  if (doc.weather.kind === 'ten_day') {
    const { from, to } = doc.period;
    const outlook = await read(getTenDayOutlook);
    const days = new Map(outlook.municipalities.map((place) => [place.id, place.days.filter((day) => day.date >= from && day.date <= to)]));
    return {
      codes: CONDITION_CODES,
      missing: 'nda',
      codeOf: (psgc) => prevailingRainfall((days.get(psgc) ?? []).map((day) => day.rainfall?.code)),
      label: (code) => context.conditions(`rain_${code}` as Parameters<typeof context.conditions>[0]),
    };
  }
  if (doc.weather.kind === 'seasonal') {
    const month = doc.weather.months[0]?.month ?? doc.period.from.slice(0, 7);
    const outlook = await read(getSeasonalOutlook);
    const categories = new Map(outlook.municipalities.map((place) => [place.id, place.months.find((m) => m.month === month)?.category]));
    return {
      codes: CONDITION_CODES,
      missing: 'nda',
      codeOf: (psgc) => categories.get(psgc),
      label: (code) => context.conditions(`cat_${code}` as Parameters<typeof context.conditions>[0]),
    };
  }
  const own = { psgc: doc.municipality.psgc, signal: doc.weather.signal.code };
  const outlook = await read(getSpecialOutlook);
  const signals = new Map(outlook.places.map((place) => [place.id, place.signal]));
  return {
    codes: ['none', ...WIND_SIGNALS],
    missing: 'none',
    codeOf: (psgc) => (psgc === own.psgc ? own.signal : signals.get(psgc)),
    label: (code) => context.weather(`signal_${code}` as Parameters<typeof context.weather>[0]),
  };
}

/**
 * The bulletin's province coloured by the outlook issuance the bulletin was made from: 10-day, each
 * place's prevailing rainfall class over the period (most days; ties to the wetter, as in the advice);
 * seasonal, the category of the bulletin's first month; special, each place's wind signal (the
 * bulletin's own place shows the signal the bulletin speaks of). The legend lists only what the map
 * shows, in the order of its scale, in the bulletin's language.
 */
export async function buildOutlookMap(db: Queryable, doc: BulletinDocument): Promise<OutlookMap> {
  const [scale, { municipalities }] = await Promise.all([scaleOf(db, doc), resolvePlaceFilter(db, { province: doc.province.psgc })]);
  const places = municipalities.map((m) => ({ psgc: m.psgc, code: scale.codeOf(m.psgc) ?? scale.missing }));
  const shown = new Set(places.map((place) => place.code));
  const legend: Labelled[] = scale.codes.filter((code) => shown.has(code)).map((code) => ({ code, label: scale.label(code) }));
  return { legend, places };
}
