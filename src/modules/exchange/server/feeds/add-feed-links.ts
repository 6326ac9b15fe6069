import 'server-only';
import type { Metadata } from 'next';
import { ATOM_TYPE, bulletinFeedPath, CYCLONE_ALERT_FEED } from '@/modules/exchange/rules/feeds/feed-paths';
import { slugify } from '@/modules/places/rules/slugify';
import { REGION_TITLE } from '@/modules/places/rules/region';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/platform/db/database';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

/**
 * A page's metadata with `<link rel="alternate" type="application/atom+xml">` to the bulletin feeds of
 * its place, most specific first (municipality, province, region), and with `cyclone` the CAP alerts'
 * index. Slugs of no place fall back to the broader feeds, so no link leads to a 404.
 */
export async function addFeedLinks(
  db: Queryable,
  metadata: Metadata,
  locale: Locale,
  place: { province?: string; municipality?: string },
  options: { cyclone?: boolean } = {},
): Promise<Metadata> {
  const t = createMessageTranslator(locale, 'Feeds');
  const { provinces, municipalities } = place.province ? await resolvePlaceFilter(db, {}) : { provinces: [], municipalities: [] };
  const province = provinces.find((p) => slugify(p.name) === place.province);
  const municipality = province && municipalities.find((m) => m.provincePsgc === province.psgc && slugify(m.name) === place.municipality);
  const links = [
    municipality && {
      url: bulletinFeedPath({ province: place.province, municipality: place.municipality }),
      title: t('bulletinsLink', { place: `${municipality.name}, ${province.name}` }),
    },
    province && { url: bulletinFeedPath({ province: place.province }), title: t('bulletinsLink', { place: province.name }) },
    { url: bulletinFeedPath({}), title: t('bulletinsLink', { place: REGION_TITLE }) },
    options.cyclone && { url: CYCLONE_ALERT_FEED, title: t('cycloneLink') },
  ].filter((link): link is { url: string; title: string } => Boolean(link));
  return { ...metadata, alternates: { ...metadata.alternates, types: { ...metadata.alternates?.types, [ATOM_TYPE]: links } } };
}
