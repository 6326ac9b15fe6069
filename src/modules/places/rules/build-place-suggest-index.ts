import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import type { Village } from './pick-region-villages';
import { slugify } from './slugify';

/** A barangay in the index: its name, or its name and the name it had before. */
export type SuggestVillage = string | [name: string, formerName: string];

/**
 * What the search box's suggestions are drawn from (`/search/places.json`), short-keyed to stay small:
 * some 4,000 barangays would repeat their city, province and address if each were written out.
 * Words ("City in Cavite") are not in it: the address carries no language, so the index is one file
 * for both, cached as such; the page gives the words in its own language.
 */
export interface PlaceSuggestIndex {
  v: 1;
  /** Provinces: name and weather page. */
  p: [name: string, url: string][];
  /** Cities and municipalities: name, index of the province in `p`, city or municipality, weather page, and its barangays. */
  m: [name: string, province: number, kind: 'c' | 'm', url: string, villages: SuggestVillage[]][];
}

const byPsgc = (a: { psgc: string }, b: { psgc: string }) => a.psgc.localeCompare(b.psgc);

export interface SuggestRegion {
  provinces: readonly { psgc: string; name: string }[];
  places: readonly { psgc: string; name: string; provincePsgc: string; kind: 'city' | 'municipality' }[];
  villages: readonly Village[];
}

/**
 * The suggestion index of the region, places and villages in PSGC order (places of one name are then
 * suggested in the results page's order). Each entry opens the weather page the search results open,
 * a barangay its city or municipality's. A place whose province is not listed, or a village whose
 * place is not, is left out.
 */
export function buildPlaceSuggestIndex(region: SuggestRegion): PlaceSuggestIndex {
  const provinceAt = new Map(region.provinces.map((province, i) => [province.psgc, i]));
  const villagesOf = new Map<string, SuggestVillage[]>();
  for (const village of [...region.villages].sort(byPsgc)) {
    const list = villagesOf.get(village.municipalityPsgc) ?? [];
    list.push(village.formerName ? [village.name, village.formerName] : village.name);
    villagesOf.set(village.municipalityPsgc, list);
  }
  return {
    v: 1,
    p: region.provinces.map((province) => [province.name, weatherViewPath({ tab: 'ten-day', province: slugify(province.name) })]),
    m: [...region.places].sort(byPsgc).flatMap((place) => {
      const at = provinceAt.get(place.provincePsgc);
      if (at === undefined) return [];
      const url = weatherViewPath({ tab: 'ten-day', province: slugify(region.provinces[at]!.name), municipality: slugify(place.name) });
      return [[place.name, at, place.kind === 'city' ? 'c' : 'm', url, villagesOf.get(place.psgc) ?? []]];
    }),
  };
}
