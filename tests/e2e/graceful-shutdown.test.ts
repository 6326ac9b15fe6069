import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/constants';
import { signInTo } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore } from '../support/portal-server';
import { readWholeTenDayIssue } from '../support/shared-data';

const GRACE_MS = 20_000;

/**
 * The state PostgreSQL keeps in its control file (`DBState`, after the system identifier and two
 * version numbers): 1 when it was shut down, 6 while it runs or after a crash.
 */
function embeddedDatabaseState(dataDir: string): 'shut down' | 'open or crashed' | number {
  const state = fs.readFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control')).readInt32LE(16);
  return state === 1 ? 'shut down' : state === 6 ? 'open or crashed' : state;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts a whole 10-day issue but holds back the end of the body, as a slow connection would: the
 * request is surely in flight until `finish()` sends the rest.
 */
async function startUpload(url: string, token: string) {
  const form = new FormData();
  for (const file of readWholeTenDayIssue()) form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const held = body.length - 4096;
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      `${url}/api/weather/10day`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on('error', reject);
  });
  request.write(body.subarray(0, held));
  return { answer, finish: () => request.end(body.subarray(held)) };
}

/** A request on a connection of its own (fetch would reuse a kept-alive one): its status, or why it failed. */
function newConnection(url: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    http
      .get(`${url}/api/health`, { agent: false }, (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

describe('a portal stopped with SIGTERM', () => {
  let store: PortalStore;
  let accounts: { admin: string };

  beforeAll(async () => {
    store = await createPortalStore();
    accounts = prepareStore(store, TEST_PASSWORD);
  });
  afterAll(async () => {
    await store?.dispose();
  });

  it('finishes the upload in flight, closes the database, gives up the data folder and exits 0', async () => {
    const portal = await startPortal(store, { LOG_LEVEL: 'info' });
    let answer: { status: number; body: string };
    let stopped: Awaited<ReturnType<typeof portal.stop>>;
    let refusedWhileStopping: string | undefined;
    let signalledAt: number;
    try {
      const admin = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
      const upload = await startUpload(portal.url, admin.token);
      await pause(500);
      signalledAt = Date.now();
      const exit = portal.stop(GRACE_MS + 10_000);
      await pause(1000);
      // Stopping: no new connection is taken, while the upload already begun goes on.
      refusedWhileStopping = await newConnection(portal.url);
      upload.finish();
      answer = await upload.answer;
      stopped = await exit;
    } finally {
      await portal.stop(1000);
    }
    const exitedAfterMs = Date.now() - signalledAt;

    expect(refusedWhileStopping).toBe('ECONNREFUSED');
    expect(answer.status, answer.body).toBe(201);
    expect(stopped).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(GRACE_MS);
    // The server's own account: it saw the upload in flight when the signal came, and closed cleanly.
    const lines = portal
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; inFlight?: number });
    expect(lines.find((line) => line.msg.startsWith('shutting down'))?.inFlight).toBeGreaterThanOrEqual(1);
    expect(lines.at(-1)?.msg).toBe('stopped');
    expect(portal.output()).not.toContain('did not close cleanly');
    expect(fs.existsSync(path.join(store.dataDir, 'acap.lock'))).toBe(false);
    if (!store.databaseUrl) expect(embeddedDatabaseState(store.dataDir)).toBe('shut down');

    // The same folder opens again at once, with the issue the stopped server finished storing.
    const { issuanceId } = JSON.parse(answer.body) as { issuanceId: string };
    const again = await startPortal(store);
    try {
      const admin = await signInTo(again.url, accounts.admin, TEST_PASSWORD);
      const archive = (await (await admin.call(again.url, '/api/weather/issuances?type=ten_day')).json()) as { items: { id: string }[] };
      expect(archive.items.map((item) => item.id)).toContain(issuanceId);
      if (!store.databaseUrl) expect(embeddedDatabaseState(store.dataDir)).toBe('open or crashed');
    } finally {
      expect(await again.stop(GRACE_MS)).toEqual({ code: 0, signal: null });
    }
    if (!store.databaseUrl) expect(embeddedDatabaseState(store.dataDir)).toBe('shut down');
  });
});
