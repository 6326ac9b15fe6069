import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '@/server/db/database';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate-database';
import type { MigrationLevel } from './backup-format';
import { queryRows } from './query-rows';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/**
 * How far the database's schema is migrated: drizzle's own table (in the `drizzle` schema, so it is
 * never part of a backup) counts the applied migrations and keeps each one's journal time, which
 * names it through this portal's journal.
 */
export async function readMigrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [table] = await queryRows<{ found: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table?.found) return { count: 0, last: null };
  const applied = await queryRows<{ at: string }>(db, sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at, id`);
  const last = applied.at(-1);
  if (!last) return { count: 0, last: null };
  const journal = journalSchema.parse(JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')));
  const tag = journal.entries.find((entry) => String(entry.when) === last.at)?.tag;
  // A migration this portal does not know came from a newer version of it.
  return { count: applied.length, last: tag ?? `unknown migration of ${new Date(Number(last.at)).toISOString()}` };
}
