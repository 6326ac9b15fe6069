import 'server-only';
import type { Database } from '@/platform/db/database';
import { getDatabaseHandle } from './portal-database';

/**
 * The database a request is served from, opened and prepared on first use. Only the two ways a
 * request reaches the services read it: `handleRoute` (inside its error handling, so a portal
 * shutting down answers 503) and `withDb`; the services are handed it.
 */
export async function dbForRequest(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
