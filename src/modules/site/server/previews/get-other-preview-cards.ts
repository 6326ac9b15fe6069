import 'server-only';
import type { Queryable } from '@/platform/db/database';
import type { CalendarView } from '@/modules/calendar/rules/calendar-view';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { withdrawnLines, withdrawnMark } from '@/modules/bulletins/rules/approval-lines';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { slugify } from '@/modules/places/rules/slugify';
import type { PlainPreviewPage } from '@/modules/site/rules/preview-address';
import type { PreviewCard, PreviewRow } from '@/modules/site/rules/preview-card';
import { CONDITION_COLOURS } from '@/modules/weather/rules/conditions';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import type { Locale } from '@/i18n/routing';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

const PAGE_TEXTS = {
  home: ['Common', 'portalName', 'Home', 'lead'],
  weather: ['Weather', 'title', 'Weather', 'lead'],
  calendar: ['Calendar', 'title', 'Calendar', 'lead'],
  bulletins: ['Bulletins', 'title', 'Bulletins', 'lead'],
  privacy: ['Privacy', 'title', 'Privacy', 'body'],
  search: ['Search', 'title', 'Search', 'lead'],
} as const;

/** A page previewed by its own title and lead. */
export function getPagePreviewCard(locale: Locale, page: PlainPreviewPage): PreviewCard {
  const [titleSpace, titleKey, leadSpace, leadKey] = PAGE_TEXTS[page];
  return { title: createMessageTranslator(locale, titleSpace)(titleKey), subtitle: createMessageTranslator(locale, leadSpace)(leadKey), rows: [] };
}

/** A farming calendar's preview: the place and the crop. Null for an unknown place. */
export async function getCalendarPreviewCard(db: Queryable, locale: Locale, view: CalendarView): Promise<PreviewCard | null> {
  const { provinces, municipalities } = await resolvePlaceFilter(db, {});
  const province = view.province ? provinces.find((p) => slugify(p.name) === view.province) : undefined;
  if (view.province && !province) return null;
  const place = view.municipality ? municipalities.find((m) => m.provincePsgc === province?.psgc && slugify(m.name) === view.municipality) : undefined;
  if (view.municipality && !place) return null;
  const crop = CROP_CATALOGUE.find((entry) => entry.key === view.crop);
  const t = createMessageTranslator(locale, 'Calendar');
  return {
    title: place ? `${place.name}, ${province!.name}` : (province?.name ?? 'CALABARZON'),
    subtitle: `${t('title')} · ${crop?.name[locale] ?? view.crop}`,
    rows: [],
  };
}

/**
 * A bulletin's preview, in the bulletin's own language: its place, title, crop and period, and the
 * outlook it was made from (the days' rain, the months' category or the signal). Null when it is gone.
 */
export async function getBulletinPreviewCard(
  db: Queryable,
  id: string,
): Promise<{ card: PreviewCard; document: BulletinDocument; withdrawnAt: Date | null } | null> {
  const found = await getBulletin(db, id);
  if (!found) return null;
  const { document, row } = found;
  const weather = document.weather;
  const rows: PreviewRow[] =
    weather.kind === 'ten_day'
      ? weather.days.map((day) => ({ label: day.label, value: day.rainfall.label, colour: CONDITION_COLOURS[day.rainfall.code].fill }))
      : weather.kind === 'seasonal'
        ? weather.months.map((month) => ({ label: month.label, value: month.category.label, colour: CONDITION_COLOURS[month.category.code].fill }))
        : [{ label: weather.cyclone.name ?? document.municipality.name, value: weather.signal.label, colour: SIGNAL_COLOURS[weather.signal.code] }];
  const title = `${document.municipality.name}, ${document.province.name}`;
  const card: PreviewCard = {
    // A withdrawn bulletin's picture says so first, and why not to follow it, wherever the link was shared.
    title: row.withdrawnAt ? `${withdrawnMark(document.language)}: ${title}` : title,
    subtitle: `${document.title} · ${document.crop.name} · ${document.period.label}`,
    rows,
    ...(row.withdrawnAt ? { note: withdrawnLines(row.withdrawnAt, document.language)[0] } : {}),
  };
  return { card, document, withdrawnAt: row.withdrawnAt };
}
