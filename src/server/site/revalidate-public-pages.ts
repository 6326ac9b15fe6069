import 'server-only';
import { revalidatePath } from 'next/cache';
import { logger } from '@/server/log/logger';

/** Drops the cached public pages (outlooks, calendars, recommendations), so the next visitor sees the new data. */
export function revalidatePublicPages(): void {
  try {
    revalidatePath('/[locale]', 'layout');
  } catch (error) {
    // Outside a Next.js request (tests calling services directly) there is no page cache to drop.
    logger.debug({ err: error }, 'page cache not revalidated');
  }
}
