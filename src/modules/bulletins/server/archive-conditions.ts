import 'server-only';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { ArchiveFilters } from '@/modules/bulletins/rules/archive-view';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { slugify } from '@/modules/places/rules/slugify';
import type { Queryable } from '@/platform/db/database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';

/** Only published bulletins are listed anywhere public: the archive, feeds, the open API, page links. */
export const IS_PUBLISHED = eq(bulletin.state, 'published');

/**
 * The archive's filters as a condition on bulletins: type, place (address slugs), crop and a day within
 * their period, among published bulletins. Unknown places or crops match nothing rather than fail: it is a search.
 */
export async function archiveConditions(db: Queryable, filters: ArchiveFilters): Promise<SQL | undefined> {
  const conditions: SQL[] = [IS_PUBLISHED];
  if (filters.type) conditions.push(eq(bulletin.type, filters.type));
  if (filters.province) {
    const { provinces, municipalities } = await resolvePlaceFilter(db, {});
    const province = provinces.find((p) => slugify(p.name) === filters.province);
    const municipality = municipalities.find((m) => m.provincePsgc === province?.psgc && slugify(m.name) === filters.municipality);
    conditions.push(eq(bulletin.provincePsgc, province?.psgc ?? '-'));
    if (filters.municipality) conditions.push(eq(bulletin.municipalityPsgc, municipality?.psgc ?? '-'));
  }
  if (filters.crop) conditions.push(eq(bulletin.cropKey, findCrop(filters.crop)?.key ?? '-'));
  if (filters.date) conditions.push(lte(bulletin.periodFrom, filters.date), gte(bulletin.periodTo, filters.date));
  return and(...conditions);
}
