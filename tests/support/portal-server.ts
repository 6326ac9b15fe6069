import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, serverArgs, serverEnv } from '../../scripts/lib/build.mjs';
import { PROJECT_ROOT } from './run-node';
import { createServerDatabase } from './server-database';

/** The build the server tests run; another folder lets two checkouts' test runs build side by side. */
export const TEST_DIST_DIR = process.env.ACAP_E2E_DIST_DIR ?? '.next-test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Set in the vitest process once it has built: both browser projects' global setups ask for the build. */
const runState = globalThis as { acapTestBuildDone?: boolean };

export function buildForTests(): void {
  if (runState.acapTestBuildDone) return;
  const reuse = process.env.ACAP_E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(PROJECT_ROOT, TEST_DIST_DIR, 'BUILD_ID'));
  if (reuse) return;
  const result = build(TEST_DIST_DIR, 'pipe');
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
  runState.acapTestBuildDone = true;
}

/** Where one test portal keeps its data: a fresh embedded folder, or a fresh database on DATABASE_URL's server. */
export interface PortalStore {
  dataDir: string;
  /** Empty on the embedded database. */
  databaseUrl: string;
  dispose: () => Promise<void>;
}

export async function createPortalStore(): Promise<PortalStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-portal-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { dataDir, databaseUrl: '', dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createServerDatabase(serverUrl, 'acap_portal');
  return {
    dataDir,
    databaseUrl: database.url,
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

export interface TestAccounts {
  superadmin: string;
  admin: string;
  none: string;
}

/** Migrates and seeds the store and creates one account of each level (all with `password`). */
export function prepareStore(store: PortalStore, password: string): TestAccounts {
  const prepared = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/prepare-e2e-database.ts', store.dataDir, password],
    { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: store.databaseUrl } },
  );
  if (prepared.status !== 0) throw new Error(`could not prepare the test database:\n${prepared.stderr}`);
  return JSON.parse(prepared.stdout.trim().split('\n').at(-1)!) as TestAccounts;
}

export interface RunningPortal {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code or signal. */
  stop: (graceMs?: number) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: () => Promise<void>;
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the portal stopped while starting:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/constants/region`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the portal did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

function exitOf(server: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve({ code: server.exitCode, signal: server.signalCode });
  return new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Starts the portal's server (scripts/serve.mjs: Next's request handler) on the test build against the store; the caller stops it by PID. */
export async function startPortal(store: PortalStore, env: Record<string, string> = {}): Promise<RunningPortal> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, serverArgs(port), {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...serverEnv(),
      DATABASE_URL: store.databaseUrl,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ACAP_DIST_DIR: TEST_DIST_DIR,
      ACAP_DATA_DIR: store.dataDir,
      ACAP_BASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The PAGASA watch runs in every test server: never toward the real service (the discard port refuses at once).
      ACAP_PAGASA_API_URL: 'http://127.0.0.1:9',
      // Drafts composed in the background would fill the review queues the tests read; the drafts tests turn them on.
      ACAP_AUTO_DRAFTS: 'off',
      // A data key of the tests' own: the phonebook and sealed settings work as in production.
      ACAP_DATA_KEY: '5a'.repeat(32),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running: RunningPortal = {
    url,
    port,
    process: server,
    output: () => output,
    stop: async (graceMs = 10_000) => {
      const exited = exitOf(server);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    kill: async () => {
      const exited = exitOf(server);
      server.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await waitUntilServing(url, server, running.output, 60_000);
  } catch (error) {
    await running.kill();
    throw error;
  }
  return running;
}
