import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/constants';
import { startNginx } from '../support/nginx-edge';
import { signInTo, type PortalSession } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';

const MARK = 'POISON771';
/** A port an attacker names, as it would stand in an address. */
const PORT = '7710';

/** One public page of each kind, in both languages where the kind has its own addresses. */
const PAGES = [
  '/',
  '/tl',
  '/privacy',
  '/weather-services',
  '/weather-services/special',
  '/weather-services/ten-day/laguna/bay',
  '/tl/weather-services/seasonal',
  '/bulletins',
  '/cropping-calendar-v2',
  '/sms',
];

/** A state tree of the client router as a browser would send it, with the mark where a segment's name goes. */
const POISONED_TREE = encodeURIComponent(JSON.stringify(['', { children: [MARK, { children: ['__PAGE__', {}] }] }, null, null, true]));

/** What an attacker may send with a request for a public page: each must leave no trace in the page others get. */
const ATTACKS: { name: string; query?: string; headers?: Record<string, string> }[] = [
  { name: 'the router parameter _rsc', query: `_rsc=${MARK}` },
  { name: 'the router parameter _rsc with the router header', query: `_rsc=${MARK}`, headers: { rsc: '1' } },
  { name: 'the router parameter spelt otherwise', query: `%5Frsc=${MARK}` },
  // As a router fetch that followed Next's redirect to a checked `_rsc` would ask.
  { name: 'the router parameter spelt otherwise with the router header', query: `%5Frsc=${MARK}&_rsc=`, headers: { rsc: '1' } },
  { name: 'a campaign parameter', query: `utm_source=${MARK}` },
  { name: 'a router state tree', headers: { rsc: '1', 'next-router-state-tree': POISONED_TREE } },
  { name: 'a prefetch with a router state tree', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': POISONED_TREE } },
  { name: 'the router header alone', headers: { rsc: '1' } },
  { name: 'a segment prefetch', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': `/${MARK}` } },
  { name: 'a next-url header', headers: { 'next-url': `/${MARK}` } },
  {
    name: 'forwarding headers',
    headers: { 'x-forwarded-host': `${MARK}.example`, 'x-forwarded-proto': 'https', 'x-forwarded-port': PORT, forwarded: `host=${MARK}.example` },
  },
  { name: 'forwarding headers on a redirect', query: 'utm_medium=sms', headers: { 'x-forwarded-host': `${MARK}.example`, 'x-forwarded-port': PORT } },
  { name: 'a language cookie and header', headers: { cookie: 'NEXT_LOCALE=tl', 'accept-language': 'tl' } },
];

/** Where the attacker's mark or port stands in a text, with a little around it, for a failure that can be read. */
const around = (text: string) => {
  const at = [MARK, `:${PORT}`].map((mark) => text.indexOf(mark)).find((index) => index >= 0);
  return at === undefined ? null : text.slice(Math.max(0, at - 120), at + 60);
};

/** Readers and attackers ask from an address of their own, not the trusted proxy's (nginx, on 127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.3';

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers, localAddress: CLIENT_ADDRESS, agent: false }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('no request leaves its text in a page cached for others', () => {
  let store: PortalStore;
  let portal: RunningPortal;
  let admin: PortalSession;
  let changes = 0;

  /** A write of public data: every cached page is dropped, so the next request of each renders it. */
  async function changePublicData() {
    changes += 1;
    const answer = await admin.call(portal.url, '/api/recommendations', {
      json: { type: 'tenday', crop: 'rice', stage: 'veg', farmOperation: `Weeding ${changes}`, trigger: 'LIGHT RAINS', practiceEn: '<p>Weed.</p>' },
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
  }

  /** Each page asked for once by the attacker right after a change, then by a plain reader. */
  async function attackEveryPage(base: string, attack: (typeof ATTACKS)[number]) {
    await changePublicData();
    for (const page of PAGES) {
      const poisoned = await get(`${base}${page}${attack.query ? `?${attack.query}` : ''}`, attack.headers);
      expect(poisoned.status, `${attack.name} on ${page}`).toBeLessThan(500);
      // A redirect names no host or port the request brought (its own query it may hand back: no other reader gets it).
      if (!attack.query?.includes(MARK)) expect(around(String(poisoned.headers.location ?? '')), `${attack.name} on ${page}: Location`).toBeNull();
    }
    for (const page of PAGES) {
      const plain = await get(`${base}${page}`);
      expect(plain.status, `${page} after ${attack.name}`).toBe(200);
      expect(plain.headers['content-type'], `${page} after ${attack.name}`).toMatch(/^text\/html/);
      expect(around(plain.text), `${page} after ${attack.name}`).toBeNull();
      // In the language of its address, whatever language the attacker asked for.
      expect(plain.text, `${page} after ${attack.name}`).toContain(`<html lang="${page.startsWith('/tl') ? 'tl' : 'en'}"`);
    }
  }

  beforeAll(async () => {
    store = await createPortalStore();
    const accounts = prepareStore(store, TEST_PASSWORD);
    // nginx, on 127.0.0.1, is the one trusted proxy; the readers and attackers come from other addresses.
    portal = await startPortal(store, { ACAP_TRUSTED_PROXIES: '127.0.0.1' });
    admin = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
  });
  afterAll(async () => {
    await portal?.stop();
    await store?.dispose();
  });

  for (const attack of ATTACKS) {
    it(`keeps ${attack.name} out of every public page, asked of the portal directly`, async () => {
      await attackEveryPage(portal.url.replace('localhost', '127.0.0.1'), attack);
    });
  }

  for (const attack of ATTACKS) {
    it(`keeps ${attack.name} out of every public page, asked through nginx`, async () => {
      // An nginx with an empty cache of its own: the plain reader's copy comes from the portal after the attack.
      const nginx = await startNginx(portal.port);
      try {
        await attackEveryPage(nginx.url, attack);
      } finally {
        await nginx.stop();
      }
    });
  }

  it('keeps a forged Host out of every public page, through nginx', async () => {
    const nginx = await startNginx(portal.port);
    try {
      await attackEveryPage(nginx.url, { name: 'a forged Host', headers: { host: `${MARK}.example` } });
    } finally {
      await nginx.stop();
    }
  });
});
