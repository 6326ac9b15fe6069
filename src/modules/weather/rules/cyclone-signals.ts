import { WIND_SIGNALS, type WindSignal } from './conditions';

/** One stored signal: a whole province (municipality null) or one municipality of it. */
export interface SignalRow {
  provincePsgc: string;
  municipalityPsgc: string | null;
  signal: WindSignal;
}

export interface ProvinceSignal {
  psgc: string;
  /** The highest signal anywhere in the province, or null when none is raised there. */
  highest: WindSignal | null;
  /** True when every city and municipality of the province is under that same signal. */
  uniform: boolean;
}

/** The strongest of some signals (Signal No. 5 over No. 1 over "no signal"), or null for none. */
export function highestSignal(signals: readonly (WindSignal | null | undefined)[]): WindSignal | null {
  let best: WindSignal | null = null;
  for (const signal of signals) {
    if (signal && (best === null || WIND_SIGNALS.indexOf(signal) > WIND_SIGNALS.indexOf(best))) best = signal;
  }
  return best;
}

/** The signal a municipality is under: its own, else its province's; null when neither is given. */
export function signalOfMunicipality(rows: readonly SignalRow[], municipality: { psgc: string; provincePsgc: string }): WindSignal | null {
  const own = rows.find((row) => row.municipalityPsgc === municipality.psgc);
  const provinceWide = rows.find((row) => row.municipalityPsgc === null && row.provincePsgc === municipality.provincePsgc);
  return (own ?? provinceWide)?.signal ?? null;
}

/** Each province's highest signal, and whether all of its places share it (to say "up to" otherwise). */
export function provinceSignals(
  rows: readonly SignalRow[],
  provinces: readonly { psgc: string }[],
  municipalities: readonly { psgc: string; provincePsgc: string }[],
): ProvinceSignal[] {
  return provinces.map((province) => {
    const places = municipalities.filter((m) => m.provincePsgc === province.psgc);
    const signals = places.map((m) => signalOfMunicipality(rows, m));
    const listed = rows.filter((row) => row.provincePsgc === province.psgc).map((row) => row.signal);
    const highest = highestSignal([...signals, ...listed]);
    return { psgc: province.psgc, highest, uniform: highest !== null && places.length > 0 && signals.every((signal) => signal === highest) };
  });
}
