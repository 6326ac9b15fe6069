import { listPlaceNameKeys } from '@/modules/places/rules/list-place-name-keys';
import { splitPlaceText, type MatchablePlace, type PlaceMatcher } from '@/modules/places/rules/match-place';
import { signalName } from '@/modules/weather/rules/signal-words';
import { findBulletinNumber, findCycloneName, findSignalInText, isSignalParameter, readSignalValue } from './cap-alert-words';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { WIND_SIGNALS, type WindSignal } from '@/modules/weather/rules/conditions';
import { CapAlertError, type CapReading, type CapReadingArea, type CapReadingInfo } from './read-cap-alert';

export interface CapRegion {
  provinces: readonly { psgc: string; name: string }[];
  municipalities: readonly { psgc: string; name: string; provincePsgc: string }[];
  matcher: PlaceMatcher<MatchablePlace>;
  /** Name keys (`normalizePlaceName`) of the country's provinces, regions, cities and municipalities outside the region. */
  elsewhere: ReadonlySet<string>;
}

type Found = { kind: 'place'; psgc: string } | { kind: 'ignored'; text: string } | { kind: 'unknown'; text: string } | { kind: 'problem'; text: string };

const REGION_PREFIX = '04';
const REGION_PSGC = '0400000000';
const PSGC_NAME = /^psgc(?:[\s_-]*code)?$/i;
const SIGNAL_WORDS = /\b(?:(?:tropical\s+cyclone\s+)?(?:wind\s+)?signal|TCWS)\s*(?:no\.?|number|#)?\s*#?\s*[1-5]\b/gi;

/** The `<info>` blocks to read: the English ones (`en`, `en-US`, `en-PH`), else those in the first block's language. */
function chooseInfos(infos: readonly CapReadingInfo[]): CapReadingInfo[] {
  const english = infos.filter((info) => /^en\b/i.test(info.language));
  return english.length > 0 ? english : infos.filter((info) => info.language === infos[0]!.language);
}

/** A 10-digit PSGC code (9-digit codes of the older list gain the province's third digit), or null. */
function toPsgc(value: string): string | null {
  const digits = value.trim();
  if (/^\d{10}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 2)}0${digits.slice(2)}`;
  return null;
}

function byCodes(area: CapReadingArea, codes: string[], region: CapRegion): Found[] {
  const label = area.areaDesc || 'an area';
  return codes.map((code): Found => {
    const psgc = toPsgc(code);
    if (!psgc) return { kind: 'problem', text: `${label}: "${code.slice(0, 20)}" is not a PSGC code.` };
    if (!psgc.startsWith(REGION_PREFIX)) return { kind: 'ignored', text: `${label} (PSGC ${psgc})` };
    if (region.provinces.some((p) => p.psgc === psgc) || region.municipalities.some((m) => m.psgc === psgc)) return { kind: 'place', psgc };
    return { kind: 'problem', text: `${label}: PSGC ${psgc} is not a province, city or municipality of CALABARZON.` };
  });
}

const isElsewhere = (text: string, region: CapRegion) => listPlaceNameKeys(text).some((key) => region.elsewhere.has(key));

/** One name: a province of the region, a city or municipality of it, a place elsewhere, or unknown. */
function byName(text: string, region: CapRegion): Found[] | null {
  const province = region.matcher.matchProvince(text);
  if (province) return [{ kind: 'place', psgc: province.psgc }];
  const match = region.matcher.match(text);
  if (match.status === 'matched') return [{ kind: 'place', psgc: match.place.psgc }];
  if (match.status === 'ambiguous') {
    const named = match.candidates.map((place) => `${place.name} (${region.provinces.find((p) => p.psgc === place.province)?.name ?? place.province})`);
    return [{ kind: 'problem', text: `"${text}" matches ${named.length} places: ${named.join(' and ')}; set its signal by hand.` }];
  }
  // `Name, Province` with a province elsewhere; a province of the region is never "elsewhere", though towns
  // elsewhere share its name (Rizal in Kalinga, Quezon in Bukidnon).
  const provincePart = splitPlaceText(text).province;
  const provinceElsewhere = provincePart !== undefined && !region.matcher.matchProvince(provincePart) && isElsewhere(provincePart, region);
  if (isElsewhere(text, region) || provinceElsewhere) return [{ kind: 'ignored', text }];
  return null;
}

/** An area named in words: the whole description, else each part of a list (`Batangas, Cavite and Laguna`). */
function byDescription(areaDesc: string, region: CapRegion): Found[] {
  const text = areaDesc
    .replace(SIGNAL_WORDS, ' ')
    .replace(/\((?:whole province|buong lalawigan)\)/gi, ' ')
    .replace(/^[\s:;,.–-]+|[\s:;,.–-]+$/g, '')
    .replace(/\s+/g, ' ');
  if (!text) return [{ kind: 'unknown', text: areaDesc || '(an area without a description)' }];
  const whole = byName(text, region);
  if (whole) return whole;
  const parts = text
    .split(/\s*(?:;|,|&|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return [{ kind: 'unknown', text }];
  return parts.flatMap((part) => byName(part, region) ?? [{ kind: 'unknown' as const, text: part }]);
}

function areaPlaces(area: CapReadingArea, region: CapRegion): Found[] {
  const codes = area.geocodes.filter((code) => PSGC_NAME.test(code.valueName.trim())).map((code) => code.value);
  if (codes.length === 0) return byDescription(area.areaDesc, region);
  // The region's own code stands for its five provinces.
  return codes.flatMap((code) =>
    toPsgc(code) === REGION_PSGC ? region.provinces.map((p): Found => ({ kind: 'place', psgc: p.psgc })) : byCodes(area, [code], region),
  );
}

function infoSignal(info: CapReadingInfo): WindSignal | null {
  for (const parameter of info.parameters) {
    if (!isSignalParameter(parameter.valueName)) continue;
    const signal = readSignalValue(parameter.value);
    if (signal) return signal;
  }
  return findSignalInText(info.headline) ?? findSignalInText(info.event);
}

function placeName(psgc: string, region: CapRegion): string {
  const province = region.provinces.find((p) => p.psgc === psgc);
  if (province) return `${province.name} (whole province)`;
  const place = region.municipalities.find((m) => m.psgc === psgc)!;
  return `${place.name}, ${region.provinces.find((p) => p.psgc === place.provincePsgc)?.name ?? place.provincePsgc}`;
}

const wording = (signal: WindSignal) => (signal === 'general_no_signal' ? 'no signal' : signalName(signal, 'en'));

/**
 * What a CAP alert fills in the cyclone form (decision 062): the cyclone's name and category, PAGASA's
 * bulletin number, the issue time, and a signal per province or municipality of the region from each
 * area (its PSGC geocodes, else its name through the portal's place matcher). Areas elsewhere are listed
 * as ignored; names of no place as unknown; names of two places, codes of no place of the region, areas
 * without a signal and places given two signals as problems for staff. An alert with no area in the region
 * (or a cancellation) is refused with a `CapAlertError`.
 */
export function mapCapAlert(reading: CapReading, region: CapRegion): CapImport {
  if (/^cancel$/i.test(reading.msgType)) {
    throw new CapAlertError('This alert cancels earlier ones (msgType Cancel): choose “No active cyclone” on the form instead.');
  }
  const infos = chooseInfos(reading.infos);
  const signals = new Map<string, WindSignal>();
  const ignored = new Set<string>();
  const unknown = new Set<string>();
  const problems = new Set<string>();
  let inRegion = 0;
  for (const info of infos) {
    const fromInfo = infoSignal(info);
    for (const area of info.areas) {
      const signal = findSignalInText(area.areaDesc) ?? fromInfo;
      for (const found of areaPlaces(area, region)) {
        if (found.kind === 'ignored') ignored.add(found.text);
        else if (found.kind === 'unknown') unknown.add(found.text);
        else if (found.kind === 'problem') {
          problems.add(found.text);
          if (!found.text.includes('not a PSGC code')) inRegion += 1;
        } else {
          inRegion += 1;
          if (!signal) {
            problems.add(`${placeName(found.psgc, region)}: the alert gives no wind signal for it.`);
            continue;
          }
          const before = signals.get(found.psgc);
          if (before && before !== signal) {
            const stronger = WIND_SIGNALS.indexOf(before) > WIND_SIGNALS.indexOf(signal) ? before : signal;
            problems.add(`${placeName(found.psgc, region)} is given ${wording(before)} and ${wording(signal)}; ${wording(stronger)} was kept.`);
            signals.set(found.psgc, stronger);
          } else signals.set(found.psgc, signal);
        }
      }
    }
  }
  if (inRegion === 0) {
    const named = [...ignored, ...unknown].slice(0, 10);
    throw new CapAlertError(`The alert has no area in CALABARZON${named.length > 0 ? ` (it names ${named.join('; ')})` : ''}.`);
  }
  const texts = infos.flatMap((info) => [info.event, info.headline]);
  const cyclone = findCycloneName([...texts, ...infos.map((info) => info.description)]);
  const places = [...signals].map(([psgc, signal]) => ({ psgc, name: placeName(psgc, region), signal }));
  return {
    message: `The alert filled ${places.length} place(s); check the form and save it.`,
    alert: { identifier: reading.identifier, sender: reading.sender, sent: reading.sent, msgType: reading.msgType, language: infos[0]!.language },
    values: {
      name: cyclone?.name ?? '',
      category: cyclone?.category ?? null,
      bulletinNumber: findBulletinNumber(
        infos.flatMap((info) => info.parameters),
        infos.flatMap((info) => [info.headline, info.description]),
      ),
      issuedAt: infos[0]!.effective ?? reading.sent,
      signals: Object.fromEntries(signals),
    },
    places,
    ignored: [...ignored],
    unknown: [...unknown],
    problems: [...problems],
  };
}
