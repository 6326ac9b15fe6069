import 'server-only';
import diagnostics from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { closeDatabaseHandle } from './portal-database';
import { getPdfWorkerPool } from '@/modules/bulletins/server/get-pdf-worker-pool';
import { stopJobQueue } from '@/platform/jobs/stop-job-queue';
import { logger } from '@/platform/log/logger';
import { processState } from '@/platform/process/process-state';

/** How long requests in flight may take to finish once a stop is asked for. */
const GRACE_MS = 20_000;
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface Traffic {
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  stopping: boolean;
}

/** Node reports every request its HTTP server starts: the server to close and the answers still open. */
function watchTraffic(): Traffic {
  const traffic: Traffic = { servers: new Set(), inFlight: new Set(), stopping: false };
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { server, response } = message as { server: Server; response: ServerResponse };
    traffic.servers.add(server);
    traffic.inFlight.add(response);
    // A kept-alive connection may still bring a request while stopping: it is served, and closed after.
    if (traffic.stopping) response.setHeader('Connection', 'close');
    // 'close' comes after the answer is sent and also when the client goes away.
    response.once('close', () => traffic.inFlight.delete(response));
  });
  return traffic;
}

async function drain(traffic: Traffic): Promise<boolean> {
  const deadline = Date.now() + GRACE_MS;
  while (traffic.inFlight.size > 0 && Date.now() < deadline) {
    // Connections whose request has finished go at once, not at the end of the grace period.
    for (const server of traffic.servers) server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return traffic.inFlight.size === 0;
}

async function shutDown(traffic: Traffic, signal: string, beforeClose: () => Promise<void>): Promise<void> {
  traffic.stopping = true;
  logger.info({ signal, inFlight: traffic.inFlight.size }, 'shutting down: refusing new connections, finishing requests in flight');
  const serversClosed = [...traffic.servers].map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
  const drained = await drain(traffic);
  if (!drained) logger.warn({ inFlight: traffic.inFlight.size, graceMs: GRACE_MS }, 'requests still in flight after the grace period are cut off');
  // Keep-alive connections would hold the server open: with no request left, they can go.
  for (const server of traffic.servers) server.closeAllConnections();
  await Promise.all(serversClosed);
  // Renders the requests no longer wait for end with their worker threads.
  await getPdfWorkerPool().stop();
  // A running job (a PAGASA load) finishes before the database it writes to closes.
  await stopJobQueue().catch((error: unknown) => logger.error({ err: error }, 'the job queue did not stop cleanly'));
  // The last word on the database before it closes (the audit chain's head), once nothing else writes.
  await beforeClose().catch((error: unknown) => logger.error({ err: error }, 'the last work before closing the database failed'));
  let closed = true;
  try {
    // PGlite writes its files and gives up the data folder lock here; exiting before it finishes
    // would leave the embedded database to recover at the next start.
    await closeDatabaseHandle();
  } catch (error) {
    closed = false;
    logger.error({ err: error }, 'the database did not close cleanly');
  }
  logger.info({ signal }, 'stopped');
  process.exit(drained && closed ? 0 : 1);
}

/**
 * Replaces `next start`'s signal handling, which closes the HTTP server but then exits with 143
 * (SIGTERM) or 130 (SIGINT) without closing our database: on SIGTERM or SIGINT the portal refuses
 * new connections, lets requests in flight finish (up to 20 s), runs `beforeClose`, closes the
 * database, and exits 0.
 */
export function installGracefulShutdown(beforeClose: () => Promise<void> = async () => undefined): void {
  const installed = processState('graceful-shutdown', () => ({ done: false }));
  if (installed.done) return;
  installed.done = true;
  const traffic = watchTraffic();
  const onSignal = (signal: string) => {
    // A terminal's Ctrl-C reaches both `npm start` and the server: the second signal changes nothing.
    if (!traffic.stopping) void shutDown(traffic, signal, beforeClose);
  };
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
