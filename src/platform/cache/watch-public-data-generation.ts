import 'server-only';
import type { Database } from '@/platform/db/database';
import { logger } from '@/platform/log/logger';
import { processState } from '@/platform/process/process-state';
import { learnGeneration } from './public-data-generation';
import { readPublicDataGeneration } from './read-public-data-generation';

/** Often enough that a write elsewhere (another instance, the CLI) reaches this one within 2 s. */
const POLL_MS = 1000;

/**
 * On PostgreSQL, where other processes write too: reads the generation row every second so this
 * process's memos learn of their writes. (Next's page cache polls the same row itself.) Once per
 * process; the timer never keeps a stopping process alive.
 */
export function watchPublicDataGeneration(db: Database): void {
  const watch = processState('generation-watch', () => ({ started: false, warned: false }));
  if (watch.started) return;
  watch.started = true;
  const poll = async () => {
    try {
      learnGeneration(await readPublicDataGeneration(db));
      watch.warned = false;
    } catch (error) {
      if (!watch.warned) logger.warn({ err: error }, 'could not read the public data generation; memos keep what they have');
      watch.warned = true;
    }
  };
  void poll();
  setInterval(() => void poll(), POLL_MS).unref();
}
