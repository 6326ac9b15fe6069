import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/constants';
import { waitFor } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';

// Loopback has a whole /8: the greedy client and the other reader are two addresses to the server.
const GREEDY = '127.0.0.3';
const READER = '127.0.0.2';
// The silent client has an address of its own: the greedy one's sockets may still count against its
// cap while the server learns they closed.
const SILENT = '127.0.0.4';
const SLOW_SOCKETS = 10_000;

/** A GET from the reader's address, timed. */
function readerGet(port: number, path: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, localAddress: READER, agent: false, timeout: 10_000 }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, ms: Date.now() - started }));
    });
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer within 10 s`)));
    request.on('error', reject);
  });
}

/** Opens a socket from the greedy address and sends half a request, never the rest. */
function halfSentRequest(port: number, held: net.Socket[]): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: GREEDY }, () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      resolve();
    });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    held.push(socket);
  });
}

describe('the server without a proxy in front', () => {
  let store: PortalStore;
  let portal: RunningPortal;

  beforeAll(async () => {
    store = await createPortalStore();
    prepareStore(store, TEST_PASSWORD);
    portal = await startPortal(store);
  });
  afterAll(async () => {
    await portal?.stop();
    await store?.dispose();
  });

  it('answers another client’s page and health check within 2 s while one client holds 10,000 half-sent requests', { timeout: 120_000 }, async () => {
    expect((await readerGet(portal.port, '/privacy')).status).toBe(200);
    const held: net.Socket[] = [];
    try {
      for (let start = 0; start < SLOW_SOCKETS; start += 500) {
        await Promise.all(Array.from({ length: 500 }, () => halfSentRequest(portal.port, held)));
      }
      // The server keeps a few dozen of them (its cap per client address) and closes the rest as it
      // accepts them from the kernel's queue.
      const open = () => held.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
      await waitFor(async () => open() <= 64, 10_000, 'the server closing the sockets over its cap');
      console.log(`slow clients: ${open()} of ${SLOW_SOCKETS} half-sent requests still open`);
      for (const path of ['/privacy', '/api/health', '/weather-services']) {
        const { status, ms } = await readerGet(portal.port, path);
        expect(status, path).toBe(200);
        expect(ms, `${path} answered in ${ms} ms`).toBeLessThan(2000);
      }
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('closes a client that sends nothing of its headers for 10 s', { timeout: 30_000 }, async () => {
    const socket = net.connect({ host: '127.0.0.1', port: portal.port, localAddress: SILENT });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET / HTTP/1.1\r\n');
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(8_000);
    expect(waited).toBeLessThan(25_000);
    expect(answer).toMatch(/^$|^HTTP\/1\.1 408/);
  });
});
