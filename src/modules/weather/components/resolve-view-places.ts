import { notFound } from 'next/navigation';
import { slugify } from '@/modules/places/rules/slugify';
import type { WeatherView } from '@/modules/weather/rules/weather-view';

/** The province and municipality a view's address names (a 404 for unknown ones), and the places in scope. */
export function resolveViewPlaces<P extends { psgc: string; name: string }, M extends { psgc: string; name: string; provincePsgc: string }>(
  view: WeatherView,
  provinces: P[],
  municipalities: M[],
) {
  const province = view.province ? provinces.find((p) => slugify(p.name) === view.province) : undefined;
  if (view.province && !province) notFound();
  const inProvince = province ? municipalities.filter((m) => m.provincePsgc === province.psgc) : municipalities;
  const municipality = view.municipality ? inProvince.find((m) => slugify(m.name) === view.municipality) : undefined;
  if (view.municipality && !municipality) notFound();
  return { province, inProvince, municipality };
}
