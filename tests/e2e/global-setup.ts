import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertChromium } from '../support/browser';
import { TEST_PASSWORD } from '../support/constants';
import { PROJECT_ROOT } from '../support/run-node';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    accounts: { superadmin: string; admin: string; none: string };
    password: string;
    socialUrl: string;
  }
}

const DIST_DIR = '.next-test';
const SOCIAL_URL = 'https://www.facebook.com/acap-e2e-test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function build() {
  const reuse = process.env.ACAP_E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(PROJECT_ROOT, DIST_DIR, 'BUILD_ID'));
  if (reuse) return;
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ACAP_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
}

async function waitUntilServing(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal stopped while starting:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/constants/region`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not start within 60 s:\n${log()}`);
}

export default async function setup(project: TestProject) {
  assertChromium();
  build();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-e2e-'));
  const prepared = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/prepare-e2e-database.ts', dataDir, TEST_PASSWORD],
    { cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
  );
  if (prepared.status !== 0) throw new Error(`could not prepare the test database:\n${prepared.stderr}`);
  const accounts = JSON.parse(prepared.stdout.trim().split('\n').at(-1)!);

  const port = await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ACAP_DIST_DIR: DIST_DIR,
      ACAP_DATA_DIR: dataDir,
      ACAP_BASE_URL: url,
      ACAP_SOCIAL_URL: SOCIAL_URL,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(url, server, () => output);

  project.provide('portalUrl', url);
  project.provide('accounts', accounts);
  project.provide('password', TEST_PASSWORD);
  project.provide('socialUrl', SOCIAL_URL);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
