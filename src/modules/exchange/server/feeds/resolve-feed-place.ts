import 'server-only';
import { bulletinFeedPath } from '@/modules/exchange/rules/feeds/feed-paths';
import { slugify } from '@/modules/places/rules/slugify';
import { REGION_TITLE } from '@/modules/places/rules/region';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

/** The place a bulletin feed is of, by the archive's slugs: the region when none are given. */
export interface FeedPlace {
  slugs: { province?: string; municipality?: string };
  /** `Bay, Laguna`, `Laguna` or the region's title. */
  name: string;
  provincePsgc?: string;
  municipalityPsgc?: string;
}

// A feed that does not exist must not be kept by caches: the place may be the reader's typing mistake.
const notFound = (message: string) => new AppError('NOT_FOUND', message, { headers: { 'Cache-Control': 'no-store' } });

/** The province and municipality the slugs name, or a 404 listing the addresses that do exist. */
export async function resolveFeedPlace(db: Queryable, slugs: { province?: string; municipality?: string }): Promise<FeedPlace> {
  if (!slugs.province) return { slugs: {}, name: REGION_TITLE };
  const { provinces, municipalities } = await resolvePlaceFilter(db, {});
  const province = provinces.find((p) => slugify(p.name) === slugs.province);
  if (!province) {
    const known = provinces.map((p) => bulletinFeedPath({ province: slugify(p.name) })).sort();
    throw notFound(`No province of ${REGION_TITLE} has the address "${slugs.province}". The province feeds are ${known.join(', ')}.`);
  }
  if (!slugs.municipality) return { slugs: { province: slugs.province }, name: province.name, provincePsgc: province.psgc };
  const place = municipalities.find((m) => m.provincePsgc === province.psgc && slugify(m.name) === slugs.municipality);
  if (!place) {
    throw notFound(
      `No city or municipality of ${province.name} has the address "${slugs.municipality}". Its places are named as in the bulletins archive, such as ${bulletinFeedPath({ province: slugs.province, municipality: slugify(municipalities.find((m) => m.provincePsgc === province.psgc)?.name ?? '') })}.`,
    );
  }
  return { slugs, name: `${place.name}, ${province.name}`, provincePsgc: province.psgc, municipalityPsgc: place.psgc };
}
