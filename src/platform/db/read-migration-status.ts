import 'server-only';
import { sql } from 'drizzle-orm';
import type { Queryable } from './database';
import { queryRows } from './query-rows';
import { readMigrationJournal } from './read-migration-journal';

export interface MigrationStatus {
  /** Tags of the applied migrations, oldest first; one this version does not know is named by its date. */
  applied: string[];
  /** How many migrations this version of the portal has. */
  expected: number;
  /** This version's migrations the database lacks. */
  pending: string[];
  /** Applied migrations this version does not know: a newer release migrated the database. */
  unknown: number;
  current: boolean;
}

/**
 * Compares the database with this version's migrations. Drizzle's migrators (PGlite and
 * node-postgres alike) record each applied migration's journal time as `created_at`, which names it.
 */
export async function readMigrationStatus(db: Queryable): Promise<MigrationStatus> {
  const journal = readMigrationJournal();
  const [table] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  const times = table?.found
    ? (await queryRows<{ at: string }>(db, sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at, id`)).map((row) =>
        Number(row.at),
      )
    : [];
  const tagOf = (when: number) => journal.find((entry) => entry.when === when)?.tag;
  const pending = journal.filter((entry) => !times.includes(entry.when)).map((entry) => entry.tag);
  const unknown = times.filter((when) => !tagOf(when)).length;
  return {
    applied: times.map((when) => tagOf(when) ?? `unknown migration of ${new Date(when).toISOString()}`),
    expected: journal.length,
    pending,
    unknown,
    current: pending.length === 0 && unknown === 0,
  };
}
