import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth, formatWeekday } from '@/platform/format/manila-time';
import { slugify } from '@/modules/places/rules/slugify';
import type { PreviewCard, PreviewRow } from '@/modules/site/rules/preview-card';
import { CONDITION_COLOURS, WIND_SIGNALS, type ConditionCode, type WindSignal } from '@/modules/weather/rules/conditions';
import { mostCommonCondition } from '@/modules/weather/rules/region-summary';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import type { WeatherView } from '@/modules/weather/rules/weather-view';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';

const REGION_NAME = 'CALABARZON';

export interface WeatherPreview {
  card: PreviewCard;
  /** The issuance drawn, null when none of the tab's type is stored. */
  issuance: IssuanceSummary | null;
}

/** The highest signal among places, or null when none is under one. */
function highestSignal(signals: readonly WindSignal[]): WindSignal | null {
  return [...WIND_SIGNALS].reverse().find((signal) => signals.includes(signal)) ?? null;
}

/**
 * The link preview of a weather page (`/weather-services/{tab}/{province}/{municipality}`): the place,
 * the period, and per day (10-day), month (seasonal) or province (cyclone) the outlook in words on its
 * colour; for a province or the region, what most of its places have. Null for an unknown place or
 * issuance; a tab with nothing loaded yet says so.
 */
export async function getWeatherPreviewCard(db: Queryable, locale: Locale, view: WeatherView, issuance?: string): Promise<WeatherPreview | null> {
  const t = createMessageTranslator(locale, 'Weather');
  const c = createMessageTranslator(locale, 'Conditions');
  const home = createMessageTranslator(locale, 'Home');
  const { provinces, municipalities } = await resolvePlaceFilter(db, {});
  const province = view.province ? provinces.find((p) => slugify(p.name) === view.province) : undefined;
  if (view.province && !province) return null;
  const place = view.municipality ? municipalities.find((m) => m.provincePsgc === province?.psgc && slugify(m.name) === view.municipality) : undefined;
  if (view.municipality && !place) return null;
  const title = place ? `${place.name}, ${province!.name}` : (province?.name ?? REGION_NAME);
  const inScope = (psgc: string, provincePsgc: string) => (place ? psgc === place.psgc : province ? provincePsgc === province.psgc : true);
  const ended = (summary: IssuanceSummary) => (summary.expired ? { note: t('mapEnded', { date: formatDate(summary.validTo, locale) }) } : {});
  const conditionRow = (label: string, code: ConditionCode, kind: 'rain' | 'cat'): PreviewRow => ({
    label,
    value: c(`${kind}_${code}`),
    colour: CONDITION_COLOURS[code].fill,
  });

  if (view.tab === 'ten-day') {
    const outlook = await unlessNotFound(() => getTenDayOutlook(db, { issuance }));
    if (!outlook && issuance) return null;
    if (!outlook) return { card: { title, subtitle: home('tenDayEmpty'), rows: [] }, issuance: null };
    const places = outlook.municipalities.filter((m) => inScope(m.id, m.province));
    const days = [...new Set(places.flatMap((m) => m.days.map((d) => d.date)))].sort();
    const rows = days.map((date) =>
      conditionRow(formatWeekday(date, locale), mostCommonCondition(places.map((m) => m.days.find((d) => d.date === date)?.rainfall?.code ?? 'nda')), 'rain'),
    );
    const period = days.length > 0 ? ` · ${formatDateRange(days[0]!, days.at(-1)!, locale)}` : '';
    return { card: { title, subtitle: `${t('tenDay')}${period}`, rows, ...ended(outlook.issuance) }, issuance: outlook.issuance };
  }

  if (view.tab === 'seasonal') {
    const outlook = await unlessNotFound(() => getSeasonalOutlook(db, { issuance }));
    if (!outlook && issuance) return null;
    if (!outlook) return { card: { title, subtitle: home('seasonalEmpty'), rows: [] }, issuance: null };
    const places = outlook.municipalities.filter((m) => inScope(m.id, m.province));
    const rows = outlook.months.map((month) =>
      conditionRow(
        formatMonth(month, locale, 'short'),
        mostCommonCondition(places.map((m) => m.months.find((entry) => entry.month === month)?.category ?? 'nda')),
        'cat',
      ),
    );
    const period =
      outlook.months.length > 0
        ? ` · ${t('monthRange', { from: formatMonth(outlook.months[0]!, locale), to: formatMonth(outlook.months.at(-1)!, locale) })}`
        : '';
    return { card: { title, subtitle: `${t('seasonal')}${period}`, rows, ...ended(outlook.issuance) }, issuance: outlook.issuance };
  }

  const outlook = await unlessNotFound(() => getSpecialOutlook(db, { issuance }));
  if (!outlook && issuance) return null;
  if (!outlook?.advisory.activeCyclone) return { card: { title, subtitle: t('specialNone'), rows: [] }, issuance: outlook?.issuance ?? null };
  const cyclone = createMessageTranslator(locale, 'Cyclone');
  const { name, issuedAt } = outlook.advisory;
  const signalRow = (label: string, signal: WindSignal | null): PreviewRow => ({
    label,
    value: t(`signal_${signal ?? 'none'}`),
    colour: SIGNAL_COLOURS[signal ?? 'none'],
  });
  const signalOf = new Map(outlook.places.map((p) => [p.id, p.signal]));
  const rows = place
    ? [signalRow(place.name, signalOf.get(place.psgc) ?? null)]
    : province
      ? municipalities
          .filter((m) => m.provincePsgc === province.psgc && signalOf.has(m.psgc))
          .sort((a, b) => WIND_SIGNALS.indexOf(signalOf.get(b.psgc)!) - WIND_SIGNALS.indexOf(signalOf.get(a.psgc)!) || a.name.localeCompare(b.name))
          .map((m) => signalRow(m.name, signalOf.get(m.psgc)!))
      : [...provinces]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((p) => signalRow(p.name, highestSignal(outlook.places.filter((m) => m.province === p.psgc).map((m) => m.signal))));
  const when = issuedAt ? ` · ${formatManilaDateTime(issuedAt, locale, 'short')}` : '';
  return {
    card: {
      title,
      subtitle: `${cyclone('title', { name: name ?? '' })}${when}`,
      rows: rows.length > 0 ? rows : [signalRow(title, null)],
      ...ended(outlook.issuance),
    },
    issuance: outlook.issuance,
  };
}
