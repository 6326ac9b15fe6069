import { slugify } from './slugify';

export interface PlacesBySlug<P, M> {
  province?: P;
  municipality?: M;
  /** The province's cities and municipalities, or every one when no province is named. */
  inProvince: M[];
}

/**
 * The province and the city or municipality an address names by their slugs (`laguna`, `city-of-calamba`),
 * the town looked for in its province; null when a slug names none, which is the page's 404. Pages and
 * src/proxy.ts (which answers unknown addresses with the whole not-found page) decide alike with it.
 */
export function findPlacesBySlug<P extends { psgc: string; name: string }, M extends { name: string; provincePsgc: string }>(
  slugs: { province?: string; municipality?: string },
  provinces: readonly P[],
  municipalities: readonly M[],
): PlacesBySlug<P, M> | null {
  const province = slugs.province ? provinces.find((p) => slugify(p.name) === slugs.province) : undefined;
  if (slugs.province && !province) return null;
  const inProvince = province ? municipalities.filter((m) => m.provincePsgc === province.psgc) : [...municipalities];
  const municipality = slugs.municipality ? inProvince.find((m) => slugify(m.name) === slugs.municipality) : undefined;
  if (slugs.municipality && !municipality) return null;
  return { province, municipality, inProvince };
}
