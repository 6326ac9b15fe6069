/**
 * How precise each reading is when a person reads it: one place for pages, PDFs and API labels, so
 * they agree. Raw values stay unrounded in storage and in the exports.
 */
const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** `22.9` (one decimal; a whole number keeps its `.0` so columns line up). */
export function formatTemperatureValue(celsius: number): string {
  return round(celsius, 1).toFixed(1);
}

/** `22.9 °C`, or null when there is no reading. */
export function formatTemperature(celsius: number | null | undefined): string | null {
  return finite(celsius) ? `${formatTemperatureValue(celsius)} °C` : null;
}

/** `22.9–31.6 °C`; one end alone when the other is missing. */
export function formatTemperatureRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (finite(min) && finite(max)) return `${formatTemperatureValue(min)}–${formatTemperatureValue(max)} °C`;
  return formatTemperature(finite(min) ? min : max);
}

/** Relative humidity or percent of normal: a whole number with `%`. */
export function formatPercent(value: number | null | undefined): string | null {
  return finite(value) ? `${Math.round(value)}%` : null;
}

/** PAGASA gives wind in metres per second; farmers and cyclone bulletins read km/h. */
export function metresPerSecondToKmh(metresPerSecond: number): number {
  return Math.round(metresPerSecond * 3.6);
}

/** `14 km/h NE`, `14 km/h`, or the direction alone. */
export function formatWind(metresPerSecond: number | null | undefined, direction?: string | null): string | null {
  const speed = finite(metresPerSecond) ? `${metresPerSecondToKmh(metresPerSecond)} km/h` : null;
  const parts = [speed, direction?.trim() || null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
