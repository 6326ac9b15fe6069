import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from './migrations-folder';

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** This version's migrations, oldest first, as drizzle-kit wrote them into its journal. */
export function readMigrationJournal(): { tag: string; when: number }[] {
  return journalSchema.parse(JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'))).entries;
}
