import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise, TIMING, type LogLine } from '../../scripts/lib/supervise.mjs';
import { TEST_PASSWORD } from '../support/constants';
import { signInTo, tenDayIssue, waitFor } from '../support/portal-client';
import { createPortalStore, freePort, TEST_DIST_DIR, type PortalStore } from '../support/portal-server';
import { PROJECT_ROOT } from '../support/run-node';

const BAY = '0403402000';
const ADMIN_EMAIL = 'supervised@example.ph';

interface Line {
  level: number;
  msg: string;
  name?: string;
  childPid?: number;
  holderPid?: number;
  delayMs?: number;
  uptimeSeconds?: number;
  cause?: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readLock = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'acap.lock'), 'utf8')) as { pid: number };

const folders: string[] = [];
const newFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-supervise-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A log that keeps the supervisor's lines for the test to read. */
function collectLog(): { lines: Line[]; log: LogLine } {
  const lines: Line[] = [];
  return { lines, log: (level, msg, fields = {}) => lines.push({ ...fields, level, msg }) };
}

/**
 * A stand-in server in `folder`: the n-th start follows the n-th entry of `plan` (the last one
 * repeats), "<lifetime ms> <exit code>" or "forever" (optionally ignoring SIGTERM, or slow to stop).
 */
function fakeServer(folder: string, plan: string[]) {
  const script = `
    const fs = require('node:fs');
    const path = require('node:path');
    const counter = path.join(${JSON.stringify(folder)}, 'starts');
    const starts = fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0;
    fs.writeFileSync(counter, String(starts + 1));
    const plan = ${JSON.stringify(plan)};
    const [lifetime, code] = plan[Math.min(starts, plan.length - 1)].split(' ');
    if (code === 'ignore-sigterm') process.on('SIGTERM', () => {});
    if (code === 'slow-stop') process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300));
    fs.writeFileSync(path.join(${JSON.stringify(folder)}, 'ready'), String(process.pid));
    if (lifetime === 'forever') setInterval(() => {}, 1000);
    else setTimeout(() => process.exit(Number(code)), Number(lifetime));
  `;
  return { command: process.execPath, args: ['-e', script], options: { stdio: 'ignore' as const } };
}

const exits = (lines: Line[]) => lines.filter((line) => line.msg.startsWith('portal server exited'));

async function until(check: () => boolean, timeoutMs: number, what: string) {
  await waitFor(async () => check(), timeoutMs, what);
}

describe('the supervisor', () => {
  const timing = { firstDelayMs: 50, maxDelayMs: 200, stableMs: 1000, stopTimeoutMs: 400 };

  it('restarts a failing server after 1, 2, 4 … times the first pause up to the cap, and after the first pause again once it ran stably', async () => {
    const quick = '0 1';
    const { lines, log } = collectLog();
    const supervisor = supervise({ ...fakeServer(newFolder(), [quick, quick, quick, quick, quick, '1500 1', quick, quick, 'forever']), log, timing });
    await until(() => exits(lines).length >= 8, 15_000, 'eight exits');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(
      exits(lines)
        .slice(0, 8)
        .map((line) => line.delayMs),
    ).toEqual([50, 100, 200, 200, 200, 50, 100, 200]);
    expect(exits(lines)[0]).toMatchObject({ level: 50 });
    expect(exits(lines)[0]!.msg).toMatch(/^portal server exited \(code 1\) after [\d.]+ s; restarting in 0\.1 s$/);
  });

  it('never waits more than 5 s between restarts by default, however many crashes, and logs each crash’s cause', async () => {
    expect(TIMING.maxDelayMs).toBeLessThanOrEqual(5000);
    const folder = newFolder();
    const counter = path.join(folder, 'starts');
    // A server that fails at start with a message on standard error, except its fourth start, which is killed.
    const script = `
      const fs = require('node:fs');
      const starts = fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0;
      fs.writeFileSync(${JSON.stringify(counter)}, String(starts + 1));
      if (starts === 3) process.kill(process.pid, 'SIGKILL');
      if (starts < 6) { process.stderr.write('Error: connect ECONNREFUSED 127.0.0.1:5432 (start ' + starts + ')\\n'); process.exit(1); }
      setInterval(() => {}, 1000);
    `;
    const { lines, log } = collectLog();
    const supervisor = supervise({ command: process.execPath, args: ['-e', script], options: { stdio: 'inherit' }, log, timing });
    await until(() => exits(lines).length >= 6, 15_000, 'six exits');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    const causes = exits(lines).map((line) => line.cause);
    expect(causes.slice(0, 3)).toEqual([0, 1, 2].map((n) => `Error: connect ECONNREFUSED 127.0.0.1:5432 (start ${n})`));
    expect(causes[3]).toMatch(/^killed \(SIGKILL\)/);
    expect(causes.slice(4, 6)).toEqual([4, 5].map((n) => `Error: connect ECONNREFUSED 127.0.0.1:5432 (start ${n})`));
  });

  it('restarts a server that exits 0 without being asked, with a warning', async () => {
    const { lines, log } = collectLog();
    const supervisor = supervise({ ...fakeServer(newFolder(), ['0 0', 'forever']), log, timing });
    await until(() => lines.some((line) => line.msg === 'portal server restarted'), 5000, 'a restart');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
    expect(exits(lines)[0]).toMatchObject({ level: 40 });
    expect(exits(lines)[0]!.msg).toContain('exited (code 0) without being asked to stop');
  });

  it('forwards SIGTERM, waits for the server to stop, and never restarts it', async () => {
    const folder = newFolder();
    const { lines, log } = collectLog();
    const supervisor = supervise({ ...fakeServer(folder, ['forever slow-stop']), log, timing: { ...timing, stopTimeoutMs: 5000 } });
    await until(() => fs.existsSync(path.join(folder, 'ready')), 5000, 'the server');
    const pid = supervisor.childPid()!;
    const asked = Date.now();
    supervisor.stop('SIGTERM');
    supervisor.stop('SIGINT'); // a terminal's Ctrl-C after `kill`: changes nothing
    expect(await supervisor.done).toBe(0);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(250);
    expect(isAlive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.map((line) => line.msg)).toEqual(['portal server started', 'SIGTERM: stopping the portal server', 'portal server stopped (code 0)']);
  });

  it('kills a server that does not stop in time, and says so in its exit code', async () => {
    const folder = newFolder();
    const { lines, log } = collectLog();
    const supervisor = supervise({ ...fakeServer(folder, ['forever ignore-sigterm']), log, timing });
    await until(() => fs.existsSync(path.join(folder, 'ready')), 5000, 'the server');
    const pid = supervisor.childPid()!;
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(1);
    expect(isAlive(pid)).toBe(false);
    expect(lines.map((line) => line.msg)).toContain('the portal server did not stop within 0.4 s; killing it');
    expect(lines.at(-1)!.msg).toBe('portal server stopped (signal SIGKILL)');
  });

  it('stops at once when asked between restarts', async () => {
    const { lines, log } = collectLog();
    const supervisor = supervise({ ...fakeServer(newFolder(), ['0 1']), log, timing: { ...timing, firstDelayMs: 60_000 } });
    await until(() => exits(lines).length === 1, 5000, 'an exit');
    supervisor.stop('SIGINT');
    expect(await supervisor.done).toBe(0);
    expect(lines.at(-1)!.msg).toBe('SIGINT between restarts: stopped');
  });

  it('gives up at once when its first server finds the data folder held by another live process, and not when the holder is gone', async () => {
    const folder = newFolder();
    const lockFile = path.join(folder, 'acap.lock');
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const processStart = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const owner = { pid: process.pid, host: os.hostname(), command: 'vitest', startedAt: new Date().toISOString(), processStart };
    fs.writeFileSync(lockFile, JSON.stringify(owner));

    const held = collectLog();
    expect(await supervise({ ...fakeServer(folder, ['0 1']), lockFile, log: held.log, timing }).done).toBe(1);
    expect(held.lines).toHaveLength(2);
    expect(held.lines[1]).toMatchObject({ level: 60, holderPid: process.pid });
    expect(held.lines[1]!.msg).toContain(`the data folder is in use by process ${process.pid} (vitest`);

    // The same pid started at another time is a recycled pid: the lock is stale, the server restarts.
    fs.writeFileSync(lockFile, JSON.stringify({ ...owner, processStart: '1' }));
    const stale = collectLog();
    // Its restart serves until stopped: a server that failed again as SIGTERM arrived would end the run with 1.
    const supervisor = supervise({ ...fakeServer(folder, ['0 1', '0 1', 'forever']), lockFile, log: stale.log, timing });
    await until(() => stale.lines.some((line) => line.msg === 'portal server restarted'), 5000, 'a restart');
    supervisor.stop('SIGTERM');
    expect(await supervisor.done).toBe(0);
  });
});

function supervisorLines(output: string): Line[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line)
    .filter((line) => line.name === 'supervisor');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** `npm start` as an operator runs it, on the test build (ACAP_SKIP_BUILD: the build may be older than the sources). */
async function npmStart(store: PortalStore, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ACAP_SKIP_BUILD: '1',
      ACAP_DIST_DIR: TEST_DIST_DIR,
      DATABASE_URL: store.databaseUrl,
      ACAP_DATA_DIR: store.dataDir,
      ACAP_BASE_URL: url,
      PORT: String(port),
      ACAP_ADMIN_EMAIL: ADMIN_EMAIL,
      ACAP_ADMIN_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { url, child, output: () => output, lines: () => supervisorLines(output) };
}

/** A failure of `work` with what the processes printed. */
const withOutput = <T>(work: Promise<T>, output: () => string) =>
  work.catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output()}`);
  });

const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  let store: PortalStore | undefined;
  const started: Awaited<ReturnType<typeof npmStart>>[] = [];
  afterEach(async () => {
    // After a failure: no supervisor nor server of this test may outlive it.
    for (const { child, lines } of started.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      for (const { childPid } of lines()) if (childPid && isAlive(childPid)) process.kill(childPid, 'SIGKILL');
    }
    await store?.dispose();
  });

  it('starts the server again within 10 s of a SIGKILL on the same data, refuses a second portal on the folder, and stops with SIGTERM', async () => {
    store = await createPortalStore();
    const embedded = !store.databaseUrl;
    const portal = await npmStart(store);
    started.push(portal);
    await withOutput(
      waitFor(() => healthy(portal.url), 90_000, 'the portal'),
      portal.output,
    );
    const firstPid = portal.lines().find((line) => line.msg === 'portal server started')!.childPid!;
    if (embedded) expect(readLock(store.dataDir).pid).toBe(firstPid);

    const admin = await signInTo(portal.url, ADMIN_EMAIL, TEST_PASSWORD);
    const stored = await admin.call(portal.url, '/api/weather/10day', { json: tenDayIssue(BAY, '2025-08-08') });
    expect(stored.status, await stored.clone().text()).toBe(201);
    const { issuanceId } = (await stored.json()) as { issuanceId: string };

    // What the OOM killer does: no chance to close the database or remove the lock.
    const killedAt = Date.now();
    process.kill(firstPid, 'SIGKILL');
    await withOutput(
      waitFor(async () => portal.lines().some((line) => line.msg === 'portal server restarted'), 10_000, 'a restart'),
      portal.output,
    );
    await withOutput(
      waitFor(() => healthy(portal.url), 10_000 - (Date.now() - killedAt), 'the portal again'),
      portal.output,
    );
    const downMs = Date.now() - killedAt;
    expect(downMs).toBeLessThan(10_000);

    const secondPid = portal.lines().find((line) => line.msg === 'portal server restarted')!.childPid!;
    expect(secondPid).not.toBe(firstPid);
    expect(isAlive(firstPid)).toBe(false);
    const exited = portal.lines().find((line) => line.msg.startsWith('portal server exited'))!;
    expect(exited).toMatchObject({ level: 50, childPid: firstPid, delayMs: 1000 });
    expect(exited.msg).toMatch(/^portal server exited \(signal SIGKILL\) after [\d.]+ s; restarting in 1 s$/);
    // The killed server's lock was taken over; its session and its stored outlook are still there.
    if (embedded) expect(readLock(store.dataDir).pid).toBe(secondPid);
    const archive = (await (await admin.call(portal.url, '/api/weather/issuances?type=ten_day')).json()) as { items: { id: string }[] };
    expect(archive.items.map((item) => item.id)).toContain(issuanceId);

    if (embedded) {
      // A second `npm start` on the same folder stops with the holder's pid instead of retrying forever.
      const second = await npmStart(store);
      started.push(second);
      expect(await exitOf(second.child)).toBe(1);
      expect(second.lines().at(-1)).toMatchObject({ level: 60, holderPid: secondPid });
      expect(second.output()).toContain(`is in use by process ${secondPid}`);
      expect(readLock(store.dataDir).pid).toBe(secondPid);
      expect(await healthy(portal.url)).toBe(true);
    }

    const stoppedAt = Date.now();
    portal.child.kill('SIGTERM');
    expect(await exitOf(portal.child)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
    expect(isAlive(secondPid)).toBe(false);
    expect(portal.lines().at(-1)!.msg).toBe('portal server stopped (code 0)');
    expect(portal.lines().filter((line) => line.msg === 'portal server restarted')).toHaveLength(1);
    if (embedded) expect(fs.existsSync(path.join(store.dataDir, 'acap.lock'))).toBe(false);
    console.log(`npm start: the portal answered again ${downMs} ms after its server was killed`);
  });
});
