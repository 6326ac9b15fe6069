import 'server-only';
import type { Queryable } from '@/platform/db/database';
import type { Metadata } from 'next';
import type { CalendarView } from '@/modules/calendar/rules/calendar-view';
import { calendarViewPath } from '@/modules/calendar/rules/calendar-view';
import type { PlainPreviewPage } from '@/modules/site/rules/preview-address';
import { describePreviewCard } from '@/modules/site/rules/preview-card';
import { withdrawnLines, withdrawnMark } from '@/modules/bulletins/rules/approval-lines';
import { linkPreviewMetadata, previewImagePath } from '@/modules/site/rules/link-preview-metadata';
import { weatherViewPath, type WeatherView } from '@/modules/weather/rules/weather-view';
import { pageAddresses } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getBulletinPreviewCard, getCalendarPreviewCard, getPagePreviewCard } from './get-other-preview-cards';
import { getWeatherPreviewCard } from './get-weather-preview-card';
import { laterNoticesLine } from '@/modules/bulletins/rules/later-notices';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { readLaterNotices } from '@/modules/bulletins/server/read-later-notices';

const PAGE_PATHS: Record<PlainPreviewPage, string> = {
  home: '/',
  weather: '/weather-services',
  calendar: '/cropping-calendar-v2',
  bulletins: '/bulletins',
  privacy: '/privacy',
  search: '/search',
};

const siteName = (locale: Locale) => createMessageTranslator(locale, 'Common')('portalName');

/** A page previewed by its title and lead. */
export function getPlainPageMetadata(locale: Locale, page: PlainPreviewPage): Metadata {
  const card = getPagePreviewCard(locale, page);
  return linkPreviewMetadata({
    locale,
    siteName: siteName(locale),
    title: card.title,
    description: card.subtitle,
    addresses: pageAddresses(PAGE_PATHS[page]),
    image: previewImagePath(locale, `/page/${page}`),
    imageAlt: card.title,
  });
}

/**
 * A weather page's title, description and preview: the place, the period and the outlook in words,
 * with a preview image named by its issuance (so a new outlook gets a new picture). `pagePath` is the
 * address shared (the home page shares the region's outlook).
 */
export async function getWeatherPageMetadata(
  db: Queryable,
  locale: Locale,
  view: WeatherView,
  options: { pagePath?: string; title?: string; lead?: string } = {},
): Promise<Metadata | null> {
  const preview = await getWeatherPreviewCard(db, locale, { ...view, period: undefined });
  if (!preview) return null;
  const { card, issuance } = preview;
  const title = options.title ?? `${card.title} — ${card.subtitle.split(' · ')[0]}`;
  return linkPreviewMetadata({
    locale,
    siteName: siteName(locale),
    title,
    description: describePreviewCard(card, options.lead),
    addresses: pageAddresses(options.pagePath ?? weatherViewPath(view)),
    image: previewImagePath(locale, weatherViewPath({ ...view, period: undefined }), { i: issuance?.id, state: issuance?.expired ? 'ended' : undefined }),
    imageAlt: `${card.title}: ${card.subtitle}`,
  });
}

/** A farming calendar page's title and preview. */
export async function getCalendarPageMetadata(db: Queryable, locale: Locale, view: CalendarView, pagePath: string): Promise<Metadata | null> {
  const card = await getCalendarPreviewCard(db, locale, view);
  if (!card) return null;
  return linkPreviewMetadata({
    locale,
    siteName: siteName(locale),
    title: `${card.title} — ${card.subtitle}`,
    description: `${card.subtitle}. ${createMessageTranslator(locale, 'Calendar')('lead')}`,
    addresses: pageAddresses(pagePath),
    image: previewImagePath(locale, calendarViewPath(view)),
    imageAlt: `${card.title}: ${card.subtitle}`,
  });
}

/** A bulletin's title and preview, in the bulletin's own language. */
export async function getBulletinPageMetadata(db: Queryable, locale: Locale, id: string): Promise<Metadata | null> {
  const [found, stored] = await Promise.all([getBulletinPreviewCard(db, id), getBulletin(db, id)]);
  if (!found || !stored) return null;
  const { card, document, withdrawnAt } = found;
  // A shared link says first what happened since (withdrawn; else replaced, a signal raised): the preview outlives the day.
  const notices = withdrawnAt
    ? withdrawnLines(withdrawnAt, document.language, stored.row.withdrawnReason).join(' ')
    : laterNoticesLine(await readLaterNotices(db, stored), document.language);
  const title = `${document.title} — ${document.municipality.name} — ${document.crop.name}`;
  return linkPreviewMetadata({
    locale,
    siteName: siteName(locale),
    title: withdrawnAt ? `${withdrawnMark(document.language)}: ${title}` : title,
    description: [notices, describePreviewCard(card)].filter(Boolean).join(' '),
    addresses: pageAddresses(`/bulletins/${id}`),
    image: previewImagePath(locale, `/bulletins/${id}`),
    imageAlt: `${card.title}: ${card.subtitle}`,
  });
}
