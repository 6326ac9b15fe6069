import 'server-only';
import type { Database } from '@/platform/db/database';
import { dbForRequest } from './db-for-request';

/**
 * How pages, layouts, `generateMetadata` and route handlers not built with `handleRoute` get the
 * database: `export default withDb(async (db, { params }) => …)`. The function keeps the arguments
 * Next passes; the database comes first.
 */
export function withDb<TArgs extends unknown[], TResult>(render: (db: Database, ...args: TArgs) => Promise<TResult>): (...args: TArgs) => Promise<TResult> {
  return async (...args) => render(await dbForRequest(), ...args);
}
