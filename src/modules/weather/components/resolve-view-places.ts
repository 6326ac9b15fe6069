import { notFound } from 'next/navigation';
import { findPlacesBySlug } from '@/modules/places/rules/find-places-by-slug';
import type { WeatherView } from '@/modules/weather/rules/weather-view';

/** The province and municipality a view's address names (a 404 for unknown ones), and the places in scope. */
export function resolveViewPlaces<P extends { psgc: string; name: string }, M extends { psgc: string; name: string; provincePsgc: string }>(
  view: WeatherView,
  provinces: P[],
  municipalities: M[],
) {
  return findPlacesBySlug(view, provinces, municipalities) ?? notFound();
}
