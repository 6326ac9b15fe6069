// Public reads of the portal's data that the front cache may keep (decision 039): what they answer
// changes only when staff write public data, and every such write revalidates the public pages' tag.
// A read outside these (the health check, search, feeds with their own ETags) is computed each time.
const CACHED_READ_PREFIXES = ['/api/weather/', '/api/calendar', '/api/recommendations', '/api/constants/', '/api/v1/', '/api/export', '/api/crops', '/maps/'];

/** The tag `revalidatePath('/[locale]', 'layout')` revalidates: every public write drops what carries it. */
export const PUBLIC_DATA_TAG = '_N_T_/[locale]/layout';

/** How long a kept answer may be served without a write: answers that speak of "now" (an outlook's end) move on. */
export const CACHED_READ_MAX_AGE_MS = 60_000;

/** Whether an operation's address (`/api/weather/tenday`) is one of the cached reads. */
export function isCachedReadPath(path: string | undefined): boolean {
  return path !== undefined && CACHED_READ_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}
