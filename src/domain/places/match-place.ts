import { normalizePlaceName } from './normalize-place-name';

export interface MatchablePlace {
  psgc: string;
  province: string;
  name: string;
  aliases: readonly string[];
}

export interface MatchableProvince {
  psgc: string;
  name: string;
}

export type PlaceMatch<P extends MatchablePlace> =
  | { status: 'matched'; place: P }
  | { status: 'ambiguous'; candidates: P[] }
  | { status: 'unknown_province'; province: string }
  | { status: 'unknown' };

export interface PlaceMatcher<P extends MatchablePlace> {
  /** Resolves free text such as `Dasmari├▒as (Cavite)`, `Sto. Tomas, Batangas` or `Lipa City`. */
  match(text: string, options?: { province?: string }): PlaceMatch<P>;
  /** The province a free-text name stands for, if any. */
  matchProvince(text: string): MatchableProvince | null;
}

/** Splits `Name (Province)` or `Name, Province` into its parts. */
export function splitPlaceText(text: string): { name: string; province?: string } {
  const inBrackets = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  if (inBrackets?.[1] && inBrackets[2]) return { name: inBrackets[1], province: inBrackets[2] };
  const comma = text.lastIndexOf(',');
  if (comma > 0) return { name: text.slice(0, comma), province: text.slice(comma + 1) };
  return { name: text };
}

export function createPlaceMatcher<P extends MatchablePlace>(
  places: readonly P[],
  provinces: readonly MatchableProvince[],
): PlaceMatcher<P> {
  const byKey = new Map<string, P[]>();
  for (const place of places) {
    for (const spelling of [place.name, ...place.aliases]) {
      const key = normalizePlaceName(spelling);
      const list = byKey.get(key) ?? [];
      if (!list.includes(place)) list.push(place);
      byKey.set(key, list);
    }
  }
  const provinceByKey = new Map(provinces.map((p) => [normalizePlaceName(p.name), p]));

  const matchProvince = (text: string) => provinceByKey.get(normalizePlaceName(text)) ?? null;

  return {
    matchProvince,
    match(text, options = {}) {
      const parts = splitPlaceText(text);
      let name = parts.name;
      let provinceText = options.province ?? parts.province;
      // A bracket that is no province (e.g. "Santa Cruz (Poblacion)") belongs to the name.
      if (parts.province && !matchProvince(parts.province) && byKey.has(normalizePlaceName(text))) {
        name = text;
        provinceText = options.province;
      }
      let candidates = byKey.get(normalizePlaceName(name)) ?? [];
      if (provinceText !== undefined) {
        const province = matchProvince(provinceText);
        if (!province) return { status: 'unknown_province', province: provinceText.trim() };
        candidates = candidates.filter((place) => place.province === province.psgc);
      }
      if (candidates.length === 1) return { status: 'matched', place: candidates[0]! };
      if (candidates.length > 1) return { status: 'ambiguous', candidates };
      return { status: 'unknown' };
    },
  };
}
