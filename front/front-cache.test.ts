import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

// The front cache is plain CommonJS (the server loads it without a build), typed by tsc's JSDoc
// check (tsconfig.check.json); Next's own type check of this file only sees what is named here.
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;
interface Capture {
  answer: { body: Buffer; tags: string[]; maxAgeMs: number; startedAt: number } | null;
}
const require = createRequire(import.meta.url);
const { cacheState } = require('./cache-state.cjs') as {
  cacheState: () => { capture: { getStore(): Capture | undefined }; markRevalidated(tags: string[]): void };
};
const { createFrontCache, holdsEtag, keyOf } = require('./front-cache.cjs') as {
  createFrontCache: (next: Handler) => { handle: Handler; figures(): Record<string, number> };
  holdsEtag: (header: string | undefined, etag: string) => boolean;
  keyOf: (req: http.IncomingMessage) => string | null;
};

// A tag per server: a revalidation in one test must not reach another's entries made in the same millisecond.
let servedTags = 0;
const state = cacheState();
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server whose "framework" offers a JSON answer to the front, as handle-route.ts does, and counts its calls. */
async function serveWithFront(body: () => string, options: { maxAgeMs?: number; status?: number; cookie?: boolean; renderMs?: number } = {}) {
  const calls = { count: 0, active: 0, mostAtOnce: 0 };
  servedTags += 1;
  const tag = `test-public-data-${servedTags}`;
  const front = createFrontCache(async (req, res) => {
    calls.count += 1;
    calls.mostAtOnce = Math.max(calls.mostAtOnce, ++calls.active);
    if (options.renderMs) await new Promise((resolve) => setTimeout(resolve, options.renderMs));
    calls.active -= 1;
    const text = body();
    const capture = state.capture.getStore();
    if (capture) capture.answer = { body: Buffer.from(text), tags: [tag], maxAgeMs: options.maxAgeMs ?? 60_000, startedAt: Date.now() };
    res.setHeader('content-type', 'application/json');
    res.setHeader('etag', '"v1"');
    res.setHeader('x-request-id', 'from-framework');
    if (options.cookie) res.setHeader('set-cookie', 'a=b');
    res.statusCode = options.status ?? 200;
    res.end(text);
  });
  const server = http.createServer((req, res) => void front.handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, front, tag };
}

describe('front cache', () => {
  it('answers the second read from memory, with a new request id', async () => {
    const { url, calls } = await serveWithFront(() => JSON.stringify({ n: 1 }));
    const first = await fetch(`${url}/api/weather/tenday?province=laguna`);
    const second = await fetch(`${url}/api/weather/tenday?province=laguna`);
    expect(await second.json()).toEqual({ n: 1 });
    expect(await first.json()).toEqual({ n: 1 });
    expect(calls.count).toBe(1);
    expect(second.headers.get('etag')).toBe('"v1"');
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(second.headers.get('x-request-id')).not.toBe('from-framework');
    expect(second.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('keeps each query and each language apart', async () => {
    let n = 0;
    const { url, calls } = await serveWithFront(() => String((n += 1)));
    await fetch(`${url}/api/x?a=1`);
    await fetch(`${url}/api/x?a=2`);
    await fetch(`${url}/api/x?a=1`, { headers: { cookie: 'NEXT_LOCALE=tl' } });
    expect(await (await fetch(`${url}/api/x?a=1`)).text()).toBe('1');
    expect(await (await fetch(`${url}/api/x?a=1`, { headers: { cookie: 'x=1; NEXT_LOCALE=tl' } })).text()).toBe('3');
    expect(calls.count).toBe(3);
  });

  it('drops an entry when its tag is revalidated, and when its time is up', async () => {
    let n = 0;
    const { url, calls, tag } = await serveWithFront(() => String((n += 1)));
    await fetch(`${url}/api/x`);
    expect(await (await fetch(`${url}/api/x`)).text()).toBe('1');
    state.markRevalidated([tag]);
    // An entry read in the very millisecond of a revalidation counts as stale (Next's rule).
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await (await fetch(`${url}/api/x`)).text()).toBe('2');
    expect(await (await fetch(`${url}/api/x`)).text()).toBe('2');
    expect(calls.count).toBe(2);

    const short = await serveWithFront(() => String((n += 1)), { maxAgeMs: 50 });
    await fetch(`${short.url}/api/y`);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await fetch(`${short.url}/api/y`);
    expect(short.calls.count).toBe(2);
  });

  it('never keeps an error, an answer setting a cookie, or a signed-in read', async () => {
    for (const options of [{ status: 404 }, { cookie: true }]) {
      const { url, calls } = await serveWithFront(() => '{}', options);
      await fetch(`${url}/api/x`);
      await fetch(`${url}/api/x`);
      expect(calls.count).toBe(2);
    }
    const { url, calls } = await serveWithFront(() => '{}');
    for (const headers of [{ authorization: 'Bearer t' }, { cookie: 'better-auth.session_token=t' }, { rsc: '1' }] as Record<string, string>[])
      await fetch(`${url}/api/x`, { headers });
    await fetch(`${url}/api/x`, { method: 'POST' });
    expect(calls.count).toBe(4);
  });

  it('answers 304 for a held ETag, HEAD without a body, and compresses once per encoding', async () => {
    const big = JSON.stringify({ text: 'ulan '.repeat(2000) });
    const { url, front } = await serveWithFront(() => big);
    await fetch(`${url}/api/big`);
    const held = await fetch(`${url}/api/big`, { headers: { 'if-none-match': 'W/"v1", "other"' } });
    expect(held.status).toBe(304);
    const head = await fetch(`${url}/api/big`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(big)));
    expect(await head.text()).toBe('');

    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${url}/api/big`, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);
    const gzip = await raw('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
    expect(front.figures()).toMatchObject({ entries: 1, hits: 4 });
  });

  it('renders an address once for a crowd arriving together, and serves them all its answer', async () => {
    let renders = 0;
    const { url, calls, front } = await serveWithFront(() => JSON.stringify({ render: ++renders }), { renderMs: 150 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/api/export/villages`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['{"render":1}']));
    expect(calls.count).toBe(1);
    expect(front.figures()).toMatchObject({ misses: 1, followed: 19, hits: 19 });
    // Another address and another language are other renders.
    await Promise.all([fetch(`${url}/api/export/villages?format=csv`), fetch(`${url}/api/export/villages`, { headers: { cookie: 'NEXT_LOCALE=tl' } })]);
    expect(calls.count).toBe(3);
  });

  it('lets a crowd at an address that keeps nothing render side by side once it knows', async () => {
    const { url, calls, front } = await serveWithFront(() => '{"error":"not found"}', { status: 404, renderMs: 100 });
    const crowd = () => Promise.all(Array.from({ length: 5 }, () => fetch(`${url}/api/weather/tenday?municipality=nowhere`)));
    expect((await crowd()).map((answer) => answer.status)).toEqual(Array(5).fill(404));
    expect(calls.count).toBe(5);
    expect(front.figures()).toMatchObject({ followed: 4, hits: 0 });
    // The first render of the crowd ran alone, the four that waited for it side by side.
    expect(calls.mostAtOnce).toBe(4);
    calls.mostAtOnce = 0;
    await crowd();
    expect(calls.count).toBe(10);
    expect(front.figures()).toMatchObject({ followed: 4 });
    expect(calls.mostAtOnce).toBe(5);
  });

  it('never makes a page with a query wait, since such a page is never kept', async () => {
    const { url, front } = await serveWithFront(() => '<html></html>', { renderMs: 50 });
    await Promise.all(Array.from({ length: 3 }, () => fetch(`${url}/search?q=bay`)));
    expect(front.figures()).toMatchObject({ followed: 0, misses: 3 });
  });
});

describe('which requests the front cache may answer', () => {
  const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') => ({ url, headers, method }) as http.IncomingMessage;

  it('keys by language and address, and leaves staff, auth and framework requests alone', () => {
    expect(keyOf(request('/weather-services'))).toBe('en /weather-services');
    expect(keyOf(request('/weather-services', { cookie: 'NEXT_LOCALE=tl' }))).toBe('tl /weather-services');
    expect(keyOf(request('/weather-services', { cookie: 'NEXT_LOCALE=tlx' }))).toBe('en /weather-services');
    expect(keyOf(request('/x', {}, 'HEAD'))).toBe('en /x');
    for (const url of ['/admin', '/admin/review', '/tl/admin/users', '/api/auth/get-session', '/page?_rsc=abc']) expect(keyOf(request(url))).toBeNull();
    for (const headers of [{ 'next-action': 'x' }, { range: 'bytes=0-1' }, { 'next-router-prefetch': '1' }]) expect(keyOf(request('/x', headers))).toBeNull();
    expect(keyOf(request('/x', {}, 'POST'))).toBeNull();
  });

  it('compares ETags weakly, in lists, and with *', () => {
    expect(holdsEtag('"a"', '"a"')).toBe(true);
    expect(holdsEtag('W/"a"', '"a"')).toBe(true);
    expect(holdsEtag('"b", "a"', '"a"')).toBe(true);
    expect(holdsEtag('*', '"a"')).toBe(true);
    expect(holdsEtag('"b"', '"a"')).toBe(false);
    expect(holdsEtag(undefined, '"a"')).toBe(false);
  });
});
