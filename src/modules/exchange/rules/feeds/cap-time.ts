const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * A time as CAP 1.2 writes it: Philippine time to the second with its offset, `2026-11-26T14:00:00+08:00`.
 * The standard forbids `Z` and other letters for the zone, and receivers differ on fractions of a second.
 */
export function capTime(value: Date | string | number): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`${String(value)} is not a time`);
  return `${new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
