import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/platform/db/database';
import { readMigrationJournal } from '@/platform/db/read-migration-journal';
import { readMigrationStatus, type MigrationStatus } from '@/platform/db/read-migration-status';
import { getEnv } from '@/platform/env/get-env';
import { logger } from '@/platform/log/logger';
import packageJson from '../../../package.json';

export interface Health {
  status: 'ok' | 'unavailable';
  /** What is wrong, in words for the operator; empty when ok. */
  problems: string[];
  database: { kind: DatabaseHandle['kind']; reachable: boolean };
  /** `applied` is null when the database could not be asked. */
  migrations: { applied: number | null; expected: number; current: boolean };
  version: string;
  build: string | null;
  /** This instance's process: how long it has run and the memory it holds (MB, whole numbers). */
  process: { uptimeSeconds: number; memory: { rssMb: number; heapUsedMb: number; heapTotalMb: number } };
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function processState(): Health['process'] {
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssMb: megabytes(memory.rss), heapUsedMb: megabytes(memory.heapUsed), heapTotalMb: megabytes(memory.heapTotal) },
  };
}

// A health check must answer even when the database hangs: a load balancer waits only a few seconds.
const DATABASE_TIMEOUT_MS = 3000;

class TimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`${what} did not answer within ${DATABASE_TIMEOUT_MS / 1000} s`)), DATABASE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function readBuildId(): string | null {
  try {
    return fs.readFileSync(path.join(process.cwd(), process.env.ACAP_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Whether this instance can serve: its database answers and is migrated exactly to this version's journal. */
export async function checkHealth(openHandle: () => Promise<DatabaseHandle>): Promise<Health> {
  const journal = readMigrationJournal();
  const health: Health = {
    status: 'ok',
    problems: [],
    database: { kind: getEnv().DATABASE_URL ? 'postgres' : 'pglite', reachable: false },
    migrations: { applied: null, expected: journal.length, current: false },
    version: packageJson.version,
    build: readBuildId(),
    process: processState(),
  };
  let status: MigrationStatus;
  try {
    const handle = await withTimeout(openHandle(), 'The database');
    health.database.kind = handle.kind;
    await withTimeout(handle.db.execute(sql`select 1`), 'The database');
    health.database.reachable = true;
    status = await withTimeout(readMigrationStatus(handle.db), 'The migrations table');
  } catch (error) {
    // The cause stays out of the public answer (it may name hosts or users); the log has it.
    logger.warn({ err: error }, 'health check failed');
    const stage = health.database.reachable ? 'the applied migrations could not be read' : 'the database is not reachable';
    return { ...health, status: 'unavailable', problems: [`${stage}${error instanceof TimedOut ? ' (timed out)' : ''}`] };
  }

  const { pending, unknown } = status;
  health.migrations = { applied: status.applied.length, expected: status.expected, current: status.current };
  if (pending.length > 0) health.problems.push(`migrations behind: ${pending.join(', ')} not applied (run npm run acap -- migrate)`);
  if (unknown > 0) health.problems.push(`migrations ahead: the database has ${unknown} migration(s) this version does not know (a newer release migrated it)`);
  if (health.problems.length > 0) health.status = 'unavailable';
  return health;
}
