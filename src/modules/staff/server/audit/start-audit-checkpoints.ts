import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { logger } from '@/platform/log/logger';
import { makeAuditCheckpoint } from './make-audit-checkpoint';

/** How often the running portal looks at the trail's head, logging a checkpoint when it moved. */
export const AUDIT_CHECKPOINT_EVERY_MS = 60_000;

/**
 * Logs the audit chain's signed head now, then each minute it moved, and once more when `stop` is
 * called (at shutdown): kept with the logs, away from the database, it shows the newest rows removed
 * (`audit:verify --checkpoint LOGFILE`). Without ACAP_DATA_KEY it says, once, that the trail is not
 * tamper-evident, and logs nothing more.
 */
export async function startAuditCheckpoints(db: Queryable): Promise<() => Promise<void>> {
  if (!getEnv().ACAP_DATA_KEY) {
    logger.warn(
      'ACAP_DATA_KEY is not set: the audit trail is linked with plain SHA-256 and is not tamper-evident (anyone who can write the database can remake its links); set the key (docs/deployment.md)',
    );
    return async () => undefined;
  }
  let lastHead: string | null | undefined;
  let running: Promise<void> = Promise.resolve();
  const log = (always: boolean) =>
    (running = running
      .then(async () => {
        const checkpoint = await makeAuditCheckpoint(db);
        if (!checkpoint || (!always && checkpoint.head === lastHead)) return;
        lastHead = checkpoint.head;
        logger.info({ auditCheckpoint: checkpoint }, 'audit checkpoint');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'the audit checkpoint could not be read')));
  await log(true);
  const timer = setInterval(() => void log(false), AUDIT_CHECKPOINT_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await log(true);
  };
}
