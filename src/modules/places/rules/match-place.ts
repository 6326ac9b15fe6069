import { listPlaceNameKeys } from './list-place-name-keys';
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
  { status: 'matched'; place: P } | { status: 'ambiguous'; candidates: P[] } | { status: 'unknown_province'; province: string } | { status: 'unknown' };

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

export function createPlaceMatcher<P extends MatchablePlace>(places: readonly P[], provinces: readonly MatchableProvince[]): PlaceMatcher<P> {
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

  // Text may read several ways (see listPlaceNameKeys); the likeliest reading that names something wins.
  const firstFound = <T>(text: string, find: (key: string) => T | undefined): T | undefined => {
    for (const key of listPlaceNameKeys(text)) {
      const found = find(key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const matchProvince = (text: string) => firstFound(text, (key) => provinceByKey.get(key)) ?? null;

  return {
    matchProvince,
    match(text, options = {}) {
      const parts = splitPlaceText(text);
      let name = parts.name;
      let provinceText = options.province ?? parts.province;
      // A bracket that is no province (e.g. "Santa Cruz (Poblacion)") belongs to the name.
      if (parts.province && !matchProvince(parts.province) && firstFound(text, (key) => byKey.get(key))) {
        name = text;
        provinceText = options.province;
      }
      let province: MatchableProvince | null = null;
      if (provinceText !== undefined) {
        province = matchProvince(provinceText);
        if (!province) return { status: 'unknown_province', province: provinceText.trim() };
      }
      const candidates = firstFound(name, (key) => {
        const list = (byKey.get(key) ?? []).filter((place) => !province || place.province === province.psgc);
        return list.length > 0 ? list : undefined;
      });
      if (candidates?.length === 1) return { status: 'matched', place: candidates[0]! };
      if (candidates) return { status: 'ambiguous', candidates };
      return { status: 'unknown' };
    },
  };
}
