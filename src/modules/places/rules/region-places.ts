import { createPlaceMatcher, type MatchablePlace } from '@/modules/places/rules/match-place';
import { PLACES } from './places';
import { PROVINCES } from './region';
import type { PlaceSeed } from './types';

export type RegionPlace = PlaceSeed & MatchablePlace;

export const REGION_PLACES: readonly RegionPlace[] = PLACES.map((place) => ({
  ...place,
  aliases: [...new Set([place.pagasa2025, place.pagasa2022])],
}));

export function createRegionPlaceMatcher() {
  return createPlaceMatcher(REGION_PLACES, PROVINCES);
}
