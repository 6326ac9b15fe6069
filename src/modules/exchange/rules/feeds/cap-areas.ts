import { WIND_SIGNALS, type WindSignal } from '@/modules/weather/rules/conditions';
import { signalOfMunicipality, type SignalRow } from '@/modules/weather/rules/cyclone-signals';

/** A place an alert's area names: a whole province, or one city or municipality of it. */
export interface CapPlace {
  psgc: string;
  name: string;
  province: { psgc: string; name: string };
  wholeProvince: boolean;
}

export interface SignalPlaces {
  signal: WindSignal;
  places: CapPlace[];
}

/**
 * The places under each signal, strongest signal first. A province all of whose places share a
 * signal is one place; otherwise each of its cities and municipalities under that signal is named,
 * so no area says a weaker signal over a town the advisory gives a stronger one.
 */
export function placesBySignal(
  rows: readonly SignalRow[],
  provinces: readonly { psgc: string; name: string }[],
  municipalities: readonly { psgc: string; name: string; provincePsgc: string }[],
): SignalPlaces[] {
  const bySignal = new Map<WindSignal, CapPlace[]>();
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  for (const province of [...provinces].sort(byName)) {
    const places = municipalities.filter((m) => m.provincePsgc === province.psgc).sort(byName);
    const signals = places.map((place) => signalOfMunicipality(rows, place));
    for (const signal of new Set(signals)) {
      if (!signal) continue;
      const under = places.filter((_, i) => signals[i] === signal);
      const named: CapPlace[] =
        under.length === places.length
          ? [{ psgc: province.psgc, name: province.name, province, wholeProvince: true }]
          : under.map((m) => ({ psgc: m.psgc, name: m.name, province, wholeProvince: false }));
      bySignal.set(signal, [...(bySignal.get(signal) ?? []), ...named]);
    }
  }
  return [...WIND_SIGNALS]
    .reverse()
    .filter((signal) => bySignal.has(signal))
    .map((signal) => ({ signal, places: bySignal.get(signal)! }));
}
