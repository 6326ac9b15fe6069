import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The databases the integration run makes once (tests/integration/template-database-setup.ts) for its
 * files to copy. On the embedded database they are data folders, on PostgreSQL database names on the
 * DATABASE_URL server.
 */
export interface TemplateDatabases {
  kind: 'pglite' | 'postgres';
  /** PGlite only: a data folder whose database was created and closed, nothing else (no initdb per file). */
  empty?: string;
  /** Every migration applied, nothing seeded. */
  migrated: string;
  /** Migrated, then the region seeded and the crops synced: what `createTestDatabase` gives a file. */
  seeded: string;
  /** `dataKeyTag` of the ACAP_DATA_KEY the seed ran under: the seed's audit row is linked with it. */
  seededUnderKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Undefined outside the integration project (its global set-up provides them). */
    templateDatabases: TemplateDatabases | undefined;
  }
}

/** The run's template databases, when this project's global set-up made them. */
export function templateDatabases(): TemplateDatabases | undefined {
  try {
    return inject('templateDatabases');
  } catch {
    // Outside a test file (no provided context): no templates, the caller builds its database itself.
    return undefined;
  }
}

/**
 * Which data key a process runs under, without the key: the audit row the region's seed writes is
 * linked with ACAP_DATA_KEY when one is set, so a seeded template serves only files under the same key.
 */
export function dataKeyTag(key: string | undefined = process.env.ACAP_DATA_KEY): string {
  const text = key?.trim() ?? '';
  return text === '' ? 'none' : createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * The template a new database of this process's kind is made from: the seeded one when its seed ran
 * under this process's ACAP_DATA_KEY, else the migrated one (`seeded: false`: the caller seeds it, under
 * its own key). Undefined outside the integration run.
 */
export function chooseTemplate(options: { seed: boolean }): { template: string; seeded: boolean } | undefined {
  const templates = templateDatabases();
  if (templates?.kind !== (process.env.DATABASE_URL ? 'postgres' : 'pglite')) return undefined;
  return options.seed && templates.seededUnderKey === dataKeyTag()
    ? { template: templates.seeded, seeded: true }
    : { template: templates.migrated, seeded: false };
}

/**
 * Gives a new embedded data folder the run's migrated and seeded database (or, under another data key,
 * the migrated one) before a process of the test's own opens it: its migrations and seed then find
 * nothing left to do. Without templates the folder stays empty, for that process to create it.
 */
export function copyTemplateFolder(dataDir: string): void {
  const chosen = chooseTemplate({ seed: true });
  if (chosen) copyDataFolder(chosen.template, dataDir);
}

/** Copies a template data folder's database into `dataDir` (an embedded database opens a copy in about a second). */
export function copyDataFolder(template: string, dataDir: string): void {
  fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}

/**
 * Gives a new embedded data folder the freshly created, still empty database of the integration
 * run: a copy takes a second where creating one (PGlite's initdb) takes many. Without one (another
 * project, or PostgreSQL) openDatabase creates it as before.
 */
export function copyEmptyCluster(dataDir: string): void {
  const empty = templateDatabases()?.empty;
  if (empty) copyDataFolder(empty, dataDir);
}
