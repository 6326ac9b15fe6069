import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/platform/db/open-database';

/**
 * Creates one empty embedded database for the integration run, opened and closed by the portal's
 * own openDatabase, for every test file to copy (tests/support/empty-cluster.ts) instead of running
 * PGlite's initdb again; each file still migrates and seeds its copy. On PostgreSQL a new database
 * is cheap, and there is nothing to do.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-cluster-'));
  const handle = await openDatabase({ dataDir: folder });
  await handle.close();
  project.provide('emptyCluster', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
