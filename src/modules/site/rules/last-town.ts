/** Where the browser keeps the last town a reader opened (localStorage; nothing is sent to the portal). */
export const LAST_TOWN_KEY = 'acap-last-town';

/** The remembered town, or null for nothing stored or anything not written by the portal. */
export function readLastTown(stored: string | null): { name: string; href: string } | null {
  try {
    const value = JSON.parse(stored ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { name, href } = value as Record<string, unknown>;
    // Only the portal's own town addresses: a stored value never sends a reader elsewhere.
    if (typeof name !== 'string' || typeof href !== 'string' || !/^\/weather-services\/ten-day\/[a-z0-9-]+\/[a-z0-9-]+$/.test(href)) return null;
    return { name: name.slice(0, 80), href };
  } catch {
    return null;
  }
}
