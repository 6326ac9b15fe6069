import 'server-only';
import { getDatabaseHandle } from './portal-database';
import { getEnv } from '@/platform/env/get-env';
import { getAuth } from '@/modules/staff/server/auth/get-auth';
import { watchPublicDataGeneration } from '@/platform/cache/watch-public-data-generation';
import { logger } from '@/platform/log/logger';
import { routeConsoleToLogger } from '@/platform/log/route-console-to-logger';
import { startJobQueue } from '@/platform/startup/start-job-queue';
import { installGracefulShutdown } from './install-graceful-shutdown';
import { startAuditCheckpoints } from '@/modules/staff/server/audit/start-audit-checkpoints';
import { warnWithoutBaseUrl } from './warn-without-base-url';

export async function startPortal(): Promise<void> {
  try {
    const env = getEnv();
    const handle = await getDatabaseHandle();
    await getAuth(handle.db);
    // The audit chain's signed head goes to the log now, as it moves, and at the stop (or, without a
    // data key, a warning that the trail is not tamper-evident).
    const stopAuditCheckpoints = await startAuditCheckpoints(handle.db);
    // Other instances and the CLI write to a PostgreSQL server too; the embedded database has this process only.
    if (handle.kind === 'postgres') watchPublicDataGeneration(handle.db);
    // The job queue (the PAGASA watch) is not needed to serve pages: a failure to start it is logged,
    // shown on the staff weather page as no check, and the portal serves on.
    await startJobQueue(handle).catch((error: unknown) => logger.error({ err: error }, 'the job queue could not start: PAGASA is not watched'));
    // `next dev` keeps its own handling: it also stops the bundler.
    if (process.env.NODE_ENV === 'production') installGracefulShutdown(stopAuditCheckpoints);
    // From here on, what libraries and Next print with console.error/warn is a censored JSON line
    // too; a failed start above still prints its reason as plain text on stderr, and `next dev`
    // keeps its readable prints (and the error overlay they feed).
    if (process.env.NODE_ENV === 'production') routeConsoleToLogger();
    warnWithoutBaseUrl(env, logger);
    logger.info({ database: handle.kind, location: handle.location, port: env.PORT }, 'portal ready');
  } catch (error) {
    // A half-started server must not keep running: say why and stop.
    console.error(`\nThe portal could not start.\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
