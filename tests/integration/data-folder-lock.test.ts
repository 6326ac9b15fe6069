import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { municipality } from '@/db/schema';
import { openDatabase } from '@/platform/db/open-database';
import { spawnTs, waitForExit, waitForLine } from '../support/run-node';
import { copyEmptyCluster, copyTemplateFolder } from '../support/template-database';

// The lock guards the embedded database only; on PostgreSQL many processes share the server.
const embedded = !process.env.DATABASE_URL;

const folders: string[] = [];
const holders: ChildProcess[] = [];
afterEach(() => {
  // After a failure: a holder left running would hold its folder and burn CPU for the rest of the run.
  for (const holder of holders.splice(0)) if (holder.exitCode === null && holder.signalCode === null) holder.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-lock-'));
  folders.push(folder);
  return folder;
}

async function startHolder(folder: string) {
  // The run's migrated and seeded database: the holder's migrations and seed find nothing to do.
  copyTemplateFolder(folder);
  const holder = spawnTs('tests/support/hold-database.ts', [folder]);
  holders.push(holder);
  const [, pid] = await waitForLine(holder, /ready (\d+)/);
  expect(Number(pid)).toBe(holder.pid);
  return holder;
}

async function placesIn(folder: string) {
  const handle = await openDatabase({ dataDir: folder });
  try {
    const [row] = await handle.db.select({ n: count() }).from(municipality);
    return row?.n;
  } finally {
    await handle.close();
  }
}

describe.runIf(embedded)('the lock on the embedded data folder', () => {
  it('refuses a second process at once, naming the process that holds the folder, and leaves it healthy', async () => {
    const folder = newFolder();
    const holder = await startHolder(folder);

    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(`in use by process ${holder.pid}`);

    const cli = spawnTs('src/cli/main.ts', ['migrate'], { ACAP_DATA_DIR: folder });
    const result = await waitForExit(cli);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The data folder ${folder} is in use by process ${holder.pid}`);
    expect(result.stderr).toContain('stop the portal first');

    holder.kill('SIGTERM');
    expect((await waitForExit(holder)).code).toBe(0);
    expect(fs.existsSync(path.join(folder, 'acap.lock'))).toBe(false);
    expect(await placesIn(folder)).toBe(142);
  });

  it('takes over a lock left by a process that was killed', async () => {
    const folder = newFolder();
    const holder = await startHolder(folder);
    holder.kill('SIGKILL');
    await waitForExit(holder);
    expect(fs.existsSync(path.join(folder, 'acap.lock'))).toBe(true);
    expect(await placesIn(folder)).toBe(142);
  });

  it('refuses a second open inside the same process', async () => {
    const folder = newFolder();
    copyEmptyCluster(folder);
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow('already open in this process');
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  });
});
