import 'server-only';
import { revalidatePath } from 'next/cache';
import { bumpPublicDataVersion } from '@/server/cache/bump-public-data-version';
import { logger } from '@/server/log/logger';

/**
 * Drops the cached public pages (outlooks, calendars, recommendations) and the data memoised per data
 * version (place lists and other reference data), so the next visitor sees the new data.
 */
export function revalidatePublicPages(): void {
  // First, and whatever the page cache says: outside Next there is none, and the memos still must go.
  bumpPublicDataVersion();
  try {
    revalidatePath('/[locale]', 'layout');
  } catch (error) {
    // Outside a Next.js request (tests calling services directly) there is no page cache to drop.
    logger.debug({ err: error }, 'page cache not revalidated');
  }
}
