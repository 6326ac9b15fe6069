/**
 * The number the next tropical cyclone bulletin will most likely carry. PAGASA numbers a cyclone's
 * bulletins 1, 2, 3…, so a plain number goes up by one (keeping any leading zeros the office typed).
 * Anything else ("14-FINAL", "TCB #14A") is kept as it was: guessing would put a wrong number on
 * every bulletin, and staff see the form say it was not increased.
 */
export function nextBulletinNumber(current: string | null | undefined): { value: string; incremented: boolean } {
  const trimmed = (current ?? '').trim();
  if (!/^\d{1,15}$/.test(trimmed)) return { value: trimmed, incremented: false };
  return { value: String(Number(trimmed) + 1).padStart(trimmed.length, '0'), incremented: true };
}
