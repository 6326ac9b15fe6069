import 'server-only';
import type { Feature } from 'geojson';
import { createPlaceMatcher, type MatchablePlace, type MatchableProvince } from '@/modules/places/rules/match-place';
import { readFeatureIdentity } from '@/modules/places/rules/read-feature-identity';
import { AppError } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readBoundaryFeatures } from './read-boundary-features';
import { simplifyBoundaries, type Shape } from './simplify-boundaries';

/** The region's places as the database holds them: what features are matched against. */
export interface BoundaryPlaces {
  places: MatchablePlace[];
  provinces: MatchableProvince[];
}

export interface UnmatchedFeature {
  file: string;
  feature: number;
  name: string | null;
  reason: string;
}

/** What an upload comes to before anything is stored: one simplified shape per place it matched. */
export interface ShapedBoundaries {
  featuresRead: number;
  shapes: { psgc: string; level: 'province' | 'municipality'; geometry: Shape }[];
  unmatchedFeatures: UnmatchedFeature[];
}

/** Reads, matches and simplifies uploaded files; `importBoundaries` is handed this, or the same work in a process of its own. */
export type ShapeBoundaries = (files: UploadedFile[], region: BoundaryPlaces) => Promise<ShapedBoundaries>;

/**
 * Every feature of the files matched to a place of the region, by PSGC code, then by name, and the
 * features of each place simplified together into one shape. All of it is work on the files alone (no
 * database), so that it can run where its memory is bounded (`shapeBoundariesApart`).
 */
export function shapeBoundaries(files: UploadedFile[], { places, provinces }: BoundaryPlaces): ShapedBoundaries {
  const read = readBoundaryFeatures(files);
  const matcher = createPlaceMatcher(places, provinces);
  const groups = new Map<string, Feature<Shape>[]>();
  const levels = new Map<string, 'province' | 'municipality'>();
  const unmatched: UnmatchedFeature[] = [];

  for (const { file, index, feature } of read) {
    const identity = readFeatureIdentity(feature.properties);
    const geometry = feature.geometry;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) {
      unmatched.push({ file, feature: index, name: identity.name ?? null, reason: `a ${geometry?.type ?? 'missing'} geometry is not an area` });
      continue;
    }
    let target: { psgc: string; level: 'province' | 'municipality' } | undefined;
    const byCode = identity.psgc;
    if (byCode && identity.level !== 'province' && places.some((p) => p.psgc === byCode)) target = { psgc: byCode, level: 'municipality' };
    else if (byCode && identity.level !== 'municipality' && provinces.some((p) => p.psgc === byCode)) target = { psgc: byCode, level: 'province' };
    else if (identity.name) {
      const asProvince = identity.level !== 'municipality' ? matcher.matchProvince(identity.name) : null;
      const asPlace = identity.level !== 'province' ? matcher.match(identity.name) : null;
      if (asPlace?.status === 'matched') target = { psgc: asPlace.place.psgc, level: 'municipality' };
      else if (asProvince) target = { psgc: asProvince.psgc, level: 'province' };
    }
    if (!target) {
      unmatched.push({ file, feature: index, name: identity.name ?? identity.psgc ?? null, reason: 'no place of the region has this code or name' });
      continue;
    }
    const list = groups.get(target.psgc) ?? [];
    list.push({ type: 'Feature', properties: {}, geometry });
    groups.set(target.psgc, list);
    levels.set(target.psgc, target.level);
  }
  if (groups.size === 0) {
    throw new AppError('BAD_REQUEST', 'No feature in the files matches a province or municipality of the region; nothing was stored.', {
      details: { unmatchedFeatures: unmatched.slice(0, 50) },
    });
  }

  const simplified = simplifyBoundaries(groups);
  // Slivers and shapes of repeated points vanish when simplified; with nothing left there is nothing to store.
  if (simplified.size === 0) throw new AppError('BAD_REQUEST', 'No matched feature has an area left once simplified for the map; nothing was stored.');
  const shapes = [...simplified].map(([psgc, geometry]) => ({ psgc, level: levels.get(psgc)!, geometry }));
  return { featuresRead: read.length, shapes, unmatchedFeatures: unmatched };
}
