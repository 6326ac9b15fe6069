import { describe, expect, it } from 'vitest';
import { browserForThisFile } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { tenDayIssue } from '../support/portal-client';

const browser = browserForThisFile();
const { url, api } = e2ePortal(browser);

// Jomalig, Quezon: no other browser test writes its outlook.
const JOMALIG = '0405621000';
const OUTLOOKS = `/api/v1/places/${JOMALIG}/outlooks`;

interface FrontFigures {
  hits: number;
  misses: number;
  entries: number;
}

async function frontFigures(): Promise<FrontFigures> {
  const health = (await (await fetch(`${url}/api/health`)).json()) as { frontCache: FrontFigures | null };
  expect(health.frontCache, 'the server runs behind the front cache').not.toBeNull();
  return health.frontCache!;
}

/** How many of `calls` the front cache answered. */
async function frontHitsOf(calls: () => Promise<unknown>): Promise<number> {
  const before = (await frontFigures()).hits;
  await calls();
  // The health call itself is never kept.
  return (await frontFigures()).hits - before;
}

const headersOf = (answer: Response) =>
  Object.fromEntries(
    [...answer.headers].filter(([name]) => !['date', 'content-length', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );

// Issue 19: cached public pages and public JSON reads are answered from memory before Next's router.
describe('the front cache ahead of the renderer', () => {
  it('answers a cached page from memory with the headers and body Next gives it', async () => {
    await fetch(`${url}/privacy`);
    await fetch(`${url}/privacy`);
    // Next compresses with gzip only; the front cache offers Brotli first: compare the plain bodies.
    const identity = { 'accept-encoding': 'identity' };
    let front: Response | undefined;
    expect(await frontHitsOf(async () => (front = await fetch(`${url}/privacy`, { headers: identity })))).toBe(1);
    const framework = await fetch(`${url}/privacy`, { headers: { ...identity, cookie: 'better-auth.session_token=not-a-session' } });
    expect(framework.status).toBe(200);
    expect(headersOf(front!)).toEqual(headersOf(framework));
    expect(await front!.text()).toBe(await framework.text());
  });

  it('keeps the language the cookie chose apart', async () => {
    for (const cookie of ['', 'NEXT_LOCALE=tl']) for (let i = 0; i < 2; i += 1) await fetch(`${url}/`, { headers: { cookie } });
    const hits = await frontHitsOf(async () => {
      const tagalog = await (await fetch(`${url}/`, { headers: { cookie: 'NEXT_LOCALE=tl' } })).text();
      const english = await (await fetch(`${url}/`)).text();
      expect(tagalog).toContain('<html lang="tl"');
      expect(english).toContain('<html lang="en"');
    });
    expect(hits).toBe(2);
  });

  it('leaves signed-in callers, staff pages and the client router to Next', async () => {
    await fetch(`${url}/privacy`);
    const hits = await frontHitsOf(async () => {
      await fetch(`${url}/privacy`, { headers: { cookie: 'better-auth.session_token=x' } });
      await fetch(`${url}/privacy`, { headers: { authorization: 'Bearer x' } });
      await fetch(`${url}/privacy`, { headers: { rsc: '1' } });
      await fetch(`${url}/admin/login`);
      await fetch(`${url}/admin/login`);
    });
    expect(hits).toBe(0);
  });

  it('serves a kept JSON read compressed on request, with a fresh request id, and 304 for its ETag', async () => {
    await fetch(`${url}${OUTLOOKS}`);
    const hits = await frontHitsOf(async () => {
      const plain = await fetch(`${url}${OUTLOOKS}`);
      expect(plain.status).toBe(200);
      const etag = plain.headers.get('etag')!;
      expect(etag).toMatch(/^"/);
      expect(plain.headers.get('access-control-allow-origin')).toBe('*');
      const again = await fetch(`${url}${OUTLOOKS}`, { headers: { 'x-request-id': 'front-cache-test-1' } });
      expect(again.headers.get('x-request-id')).toBe('front-cache-test-1');
      expect(plain.headers.get('x-request-id')).not.toBe(again.headers.get('x-request-id'));
      const held = await fetch(`${url}${OUTLOOKS}`, { headers: { 'if-none-match': etag } });
      expect(held.status).toBe(304);
      expect(await held.text()).toBe('');
      const provinces = await fetch(`${url}/api/constants/provinces`, { headers: { 'accept-encoding': 'br' } });
      expect(provinces.status).toBe(200);
      expect((await provinces.json()) as unknown[]).toHaveLength(5);
    });
    // The provinces list may have been kept by an earlier test, or not.
    expect(hits).toBeGreaterThanOrEqual(3);
  });

  it('drops a kept page and JSON read when staff write public data', async () => {
    const page = '/weather-services/ten-day/quezon/jomalig';
    for (let i = 0; i < 2; i += 1) {
      await fetch(`${url}${page}`);
      await fetch(`${url}${OUTLOOKS}`);
    }
    const before = (await (await fetch(`${url}${OUTLOOKS}`)).json()) as { tenday: unknown };
    const pageBefore = await (await fetch(`${url}${page}`)).text();

    const admin = await api('admin');
    const upload = await admin('/api/weather/10day', { json: tenDayIssue(JOMALIG, new Date().toISOString().slice(0, 10)) });
    expect(upload.status, await upload.clone().text()).toBe(201);

    const after = (await (await fetch(`${url}${OUTLOOKS}`)).json()) as { tenday: unknown };
    expect(after.tenday).not.toEqual(before.tenday);
    expect(after.tenday).not.toBeNull();
    expect(await (await fetch(`${url}${page}`)).text()).not.toBe(pageBefore);
  });

  it('keeps kept pages when staff save or delete a draft bulletin, which the public does not see', async () => {
    const admin = await api('admin');
    const calendar = await admin('/api/calendar', {
      method: 'PUT',
      json: { province: 'Quezon', crop: 'corn', mode: 'ten_day', rows: [{ municipality: 'Jomalig', slots: Array(24).fill('vegleaf') }] },
    });
    expect(calendar.status, await calendar.clone().text()).toBe(200);
    const page = '/bulletins';
    for (let i = 0; i < 2; i += 1) await fetch(`${url}${page}`);

    const saved = await admin('/api/reports/tenday/crops', {
      json: { province: 'Quezon', municipality: 'Jomalig', crop: 'corn', language: 'en', operation: 'create', allowExpired: true },
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    expect(await frontHitsOf(() => fetch(`${url}${page}`))).toBe(1);

    const { id } = (await saved.json()) as { id: string };
    const removed = await admin('/api/reports/seasonal/crops', { method: 'DELETE', json: { docId: id } });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await frontHitsOf(() => fetch(`${url}${page}`))).toBe(1);
  });
});
