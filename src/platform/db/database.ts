import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '@/db/schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Database | Transaction;

/** What the job queue needs of the embedded database (pg-boss's PGlite adapter takes this). */
export interface PGliteLike {
  query<T = unknown>(query: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(query: string): Promise<{ rows: unknown[] }[]>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a folder or a redacted connection string. */
  location: string;
  /** PostgreSQL only: for work that needs one connection of its own (migrations, the job queue). */
  connectionString?: string;
  /** The embedded database only: its one connection, for the job queue's PGlite adapter. */
  pglite?: PGliteLike;
  close: () => Promise<void>;
}
