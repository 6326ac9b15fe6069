import 'server-only';
import type { CapAlert, CapArea, CapInfo } from '@/modules/exchange/rules/feeds/cap-alert';
import { placesBySignal, type CapPlace, type SignalPlaces } from '@/modules/exchange/rules/feeds/cap-areas';
import { LIFTED_LEVEL, SIGNAL_LEVELS } from '@/modules/exchange/rules/feeds/cap-levels';
import { capPolygons } from '@/modules/exchange/rules/feeds/cap-polygon';
import { capIdentifier } from '@/modules/exchange/rules/feeds/feed-paths';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/platform/db/database';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getBoundaries } from '@/modules/weather/server/maps/get-boundaries';
import type { ListedCapAlert } from './list-cap-alerts';
import type { CapContext } from './load-cap-context';
import { readSentSenders } from './read-sent-senders';
import type { StoredAdvisory } from './read-cyclone-advisories';

/** CAP names languages as RFC 3066 does; the portal's Tagalog is `tl`. */
const CAP_LANGUAGES: Record<Locale, string> = { en: 'en-US', tl: 'tl' };
const PAGASA = 'PAGASA (Philippine Atmospheric, Geophysical and Astronomical Services Administration)';

/** The places under each signal; an advisory raising none is "no signal" over every province. */
function signalGroups(advisory: StoredAdvisory, context: CapContext): SignalPlaces[] {
  const groups = placesBySignal(advisory.signals, context.places.provinces, context.places.municipalities);
  if (groups.length > 0) return groups;
  const provinces = context.places.provinces.map((province) => ({ psgc: province.psgc, name: province.name, province, wholeProvince: true }));
  return [{ signal: 'general_no_signal', places: provinces }];
}

function describeAdvisory(advisory: StoredAdvisory, locale: Locale): string[] {
  const t = createMessageTranslator(locale, 'Feeds');
  const texts = advisory.texts[locale];
  const number = advisory.bulletinNumber;
  const time = advisory.issuedAt && formatManilaDateTime(advisory.issuedAt, locale);
  return [
    number ? (time ? t('capAdvisory', { number, time }) : t('capAdvisoryUndated', { number })) : null,
    texts.centre && t('capCentre', { text: texts.centre }),
    texts.movement && t('capMovement', { text: texts.movement }),
    texts.strength && t('capStrength', { text: texts.strength }),
  ].filter((line): line is string => Boolean(line));
}

function signalInfo(advisory: StoredAdvisory, group: SignalPlaces, locale: Locale, context: CapContext): Omit<CapInfo, 'areas'> {
  const t = createMessageTranslator(locale, 'Feeds');
  const terms = createMessageTranslator(locale, 'Terms');
  const signal: WindSignal = group.signal;
  const provinces = [...new Set(group.places.map((place) => place.province.name))].join(', ');
  const advice = context.advice.filter((row) => row.trigger === null || row.trigger === signal).map((row) => row[locale]);
  return {
    ...commonInfo(advisory, locale, context),
    level: SIGNAL_LEVELS[signal],
    headline: t('capHeadline', { signal: createMessageTranslator(locale, 'Weather')(`signal_${signal}`), name: advisory.name ?? '', provinces }),
    description: [
      `${terms(`signal_${signal}.term`)}: ${terms(`signal_${signal}.meaning`)}`,
      ...describeAdvisory(advisory, locale),
      signal === 'general_no_signal' ? null : t('capForFarmers'),
      t('capRelay'),
    ]
      .filter(Boolean)
      .join(' '),
    instruction: advice.length > 0 ? advice.join('\n') : null,
    parameters: [
      { valueName: 'source', value: PAGASA },
      { valueName: 'windSignal', value: signal },
      ...(advisory.bulletinNumber ? [{ valueName: 'pagasaBulletinNumber', value: advisory.bulletinNumber }] : []),
    ],
  };
}

function liftedInfo(advisory: StoredAdvisory, cyclone: string, locale: Locale, context: CapContext): Omit<CapInfo, 'areas'> {
  const t = createMessageTranslator(locale, 'Feeds');
  return {
    ...commonInfo(advisory, locale, context),
    level: LIFTED_LEVEL,
    headline: t('capHeadlineLifted', { name: cyclone }),
    description: `${t('capLifted', { time: formatManilaDateTime(advisory.storedAt, locale), name: cyclone })} ${t('capRelay')}`,
    instruction: null,
    parameters: [{ valueName: 'source', value: PAGASA }],
  };
}

function commonInfo(advisory: StoredAdvisory, locale: Locale, context: CapContext) {
  const office = createMessageTranslator(locale, 'Bulletin')('office');
  const from = advisory.issuedAt ?? advisory.storedAt;
  return {
    language: CAP_LANGUAGES[locale],
    event: createMessageTranslator(locale, 'Feeds')('capEvent'),
    effective: from,
    // As the portal's pages judge an advisory current (findIssuance's validUntil).
    expires: new Date(from.getTime() + context.validHours * 3_600_000),
    senderName: office,
    // The cyclone page in the info block's own language.
    web: `${context.baseUrl}${getPathname({ locale, href: weatherViewPath({ tab: 'special' }) })}`,
    contact: `${office}, ${context.officeSite}`,
  };
}

function areaOf(place: CapPlace, locale: Locale, polygons: Map<string, string[]>): CapArea {
  const t = createMessageTranslator(locale, 'Feeds');
  return {
    areaDesc: place.wholeProvince
      ? t('capWholeProvince', { province: place.name })
      : t('capPlace', { municipality: place.name, province: place.province.name }),
    polygons: polygons.get(place.psgc) ?? [],
    geocodes: [{ valueName: 'PSGC', value: place.psgc }],
  };
}

/** Each place's simplified shape, once for both languages. */
async function polygonsOf(db: Queryable, places: CapPlace[]): Promise<Map<string, string[]>> {
  const shapes = await getBoundaries(
    db,
    places.map((place) => place.psgc),
  );
  return new Map([...shapes].map(([psgc, shape]) => [psgc, capPolygons(shape as Parameters<typeof capPolygons>[0])]));
}

/**
 * One advisory's CAP alert (decision 038): an info per language and signal, each with its places'
 * PSGC codes and, with `polygons`, their simplified shapes. A Cancel names the places of the last
 * alert it cancels.
 */
export async function composeCapAlert(db: Queryable, context: CapContext, listed: ListedCapAlert, options: { polygons: boolean }): Promise<CapAlert> {
  const { plan, advisory, references } = listed;
  const cancelled = references.at(-1);
  const groups = plan.msgType === 'Cancel' ? (cancelled ? signalGroups(cancelled, context) : []) : signalGroups(advisory, context);
  const places = [...new Map(groups.flatMap((group) => group.places).map((place) => [place.psgc, place])).values()];
  const polygons = options.polygons ? await polygonsOf(db, places) : new Map<string, string[]>();
  const senders = await readSentSenders(
    db,
    references.map((earlier) => earlier.id),
  );
  const infos = (['en', 'tl'] as const).flatMap((locale): CapInfo[] =>
    plan.msgType === 'Cancel'
      ? [{ ...liftedInfo(advisory, plan.cyclone, locale, context), areas: places.map((place) => areaOf(place, locale, polygons)) }]
      : groups.map((group) => ({ ...signalInfo(advisory, group, locale, context), areas: group.places.map((place) => areaOf(place, locale, polygons)) })),
  );
  return {
    identifier: capIdentifier(advisory.id),
    sender: context.sender,
    sent: advisory.storedAt,
    status: 'Actual',
    msgType: plan.msgType,
    source: advisory.bulletinNumber ? `PAGASA tropical cyclone bulletin no. ${advisory.bulletinNumber}` : 'PAGASA',
    note: createMessageTranslator('en', 'Feeds')('capRelay'),
    references: references.map((earlier) => ({
      sender: senders.get(earlier.id) ?? context.sender,
      identifier: capIdentifier(earlier.id),
      sent: earlier.storedAt,
    })),
    infos,
  };
}
