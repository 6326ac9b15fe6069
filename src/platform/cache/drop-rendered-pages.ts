import 'server-only';
import { revalidatePath } from 'next/cache';
import { logger } from '@/platform/log/logger';

/**
 * Tells Next's page cache (cache-handler.cjs, through its documented revalidation call) that the
 * public data changed, so the next visitor of any public page gets it rendered again.
 */
export function dropRenderedPages(): void {
  try {
    revalidatePath('/', 'layout');
  } catch (error) {
    // Outside a request of Next (the CLI, tests calling services) there is no page cache to tell:
    // other processes learn of the write from the generation row.
    logger.debug({ err: error }, 'page cache not told of the write');
  }
}
