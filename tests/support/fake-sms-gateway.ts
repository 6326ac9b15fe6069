import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in SMS provider for tests, in the test's own process, on a free port. It speaks two protocols:
 *
 * - Semaphore's (API v4) under `semaphoreUrl` (`…/api/v4`): `POST messages` (form fields `apikey`,
 *   `number` comma-separated up to 1000, `message`, `sendername`) answering a message object per
 *   number; `GET messages?apikey&limit&page` (newest first) and `GET messages/{id}?apikey` (a list of
 *   one). A wrong key answers 401.
 * - The webhook protocol of docs/sms-webhook.md at `webhookUrl`: signed `POST` of
 *   `{messages: [{id, to, text, parts}]}` and signed `GET ?id=`. A wrong or stale signature answers 401
 *   (counted in `badSignatures`). A ledger id posted again is not texted twice: it is answered as
 *   before and counted in `resent`.
 *
 * Start it with `startFakeSmsGateway()` and point the portal at it: `ACAP_SMS_GATEWAY=semaphore`,
 * `ACAP_SEMAPHORE_URL=<semaphoreUrl>`, `ACAP_SEMAPHORE_API_KEY=FAKE_SEMAPHORE_KEY`; or
 * `ACAP_SMS_GATEWAY=webhook`, `ACAP_SMS_WEBHOOK_URL=<webhookUrl>`, `ACAP_SMS_WEBHOOK_SECRET=FAKE_WEBHOOK_SECRET`.
 * Script it with `failNext` (the next sending calls fail, one fault a call), `refuse` (numbers it
 * rejects) and `settle` (pending texts become Sent or Failed). Read `texts`: every text it accepted,
 * once each, with its number in E.164.
 */
export const FAKE_SEMAPHORE_KEY = 'fake-semaphore-key-of-tests';
export const FAKE_WEBHOOK_SECRET = 'fake-webhook-secret-of-tests';

/**
 * What a sending call (a POST) answers instead of the usual:
 * - `pass`: the usual (to fail a later call of a run, not the first);
 * - `rate-limit`: 429 with `Retry-After: retryAfterSeconds`, nothing sent;
 * - `unavailable`: 503, nothing sent;
 * - `invalid`: 422, a validation answer that quotes the first number, nothing sent;
 * - `lose-answer`: the texts are accepted and recorded, then 500 (a crash between send and record);
 * - `drop`: the texts are accepted and recorded, then the connection is cut without an answer;
 * - `hang`: the texts are accepted and recorded, and no answer comes until the fake closes (the caller
 *   times out, or dies waiting).
 */
export type FakeFault = 'pass' | 'rate-limit' | 'unavailable' | 'invalid' | 'lose-answer' | 'drop' | 'hang';
export type FakeStatus = 'Pending' | 'Sent' | 'Failed';

export interface FakeText {
  /** The provider's id (Semaphore's `message_id`, the webhook's `providerId`). */
  id: string;
  via: 'semaphore' | 'webhook';
  /** E.164. */
  to: string;
  text: string;
  status: FakeStatus;
  /** The portal's ledger id (webhook only). */
  ledgerId: string | null;
  at: Date;
}

export interface FakeSmsGateway {
  url: string;
  semaphoreUrl: string;
  webhookUrl: string;
  /** Every text accepted, in order, once each. */
  texts: FakeText[];
  /** Ledger ids the webhook was sent again after accepting them (none, if the portal sends at most once). */
  resent: string[];
  /** Webhook calls refused for their signature. */
  badSignatures: number;
  /** Every call: method, path (no query: the key is not kept) and the status answered (0: none, for `drop` and `hang`). */
  calls: { method: string; path: string; status: number }[];
  /** Seconds a `rate-limit` fault asks to wait (default 1). */
  retryAfterSeconds: number;
  /** The most messages a page of Semaphore's list holds, whatever is asked (default 1000). */
  pageLimit: number;
  failNext: (...faults: FakeFault[]) => void;
  /** Texts to these numbers (E.164) are rejected: Semaphore answers them `Failed`, the webhook `{error, retry: false}`. */
  refuse: (...numbers: string[]) => void;
  /** Pending texts (all, or to the numbers given) become Sent or Failed. */
  settle: (status: 'Sent' | 'Failed', numbers?: string[]) => void;
  textsTo: (number: string) => FakeText[];
  /** Forgets texts, calls, faults and refusals. */
  reset: () => void;
  close: () => Promise<void>;
}

const manilaTime = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const e164 = (written: string) => {
  const digits = written.replace(/\D/g, '');
  const full = digits.startsWith('0') ? `63${digits.slice(1)}` : digits;
  return /^639\d{9}$/.test(full) ? `+${full}` : null;
};
const WEBHOOK_STATES: Record<FakeStatus, string> = { Pending: 'pending', Sent: 'delivered', Failed: 'failed' };

function semaphoreMessage(text: Pick<FakeText, 'id' | 'to' | 'text' | 'status' | 'at'>, sender: string) {
  return {
    message_id: Number(text.id),
    user_id: 4242,
    user: 'mao@example.ph',
    account_id: 4200,
    account: 'Municipal Agriculture Office',
    recipient: text.to.slice(1),
    message: text.text,
    sender_name: sender,
    network: 'Globe',
    status: text.status,
    type: 'Bulk',
    source: 'Api',
    created_at: manilaTime(text.at),
    updated_at: manilaTime(text.at),
  };
}

function signatureMatches(request: http.IncomingMessage, payload: string): boolean {
  const timestamp = String(request.headers['x-acap-timestamp'] ?? '');
  const given = Buffer.from(String(request.headers['x-acap-signature'] ?? ''));
  const expected = Buffer.from(`sha256=${createHmac('sha256', FAKE_WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex')}`);
  const fresh = /^\d+$/.test(timestamp) && Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  let nextId = 7_000_001;
  let faults: FakeFault[] = [];
  const refused = new Set<string>();
  const fake: FakeSmsGateway = {
    url: '',
    semaphoreUrl: '',
    webhookUrl: '',
    texts: [],
    resent: [],
    badSignatures: 0,
    calls: [],
    retryAfterSeconds: 1,
    pageLimit: 1000,
    failNext: (...next) => void faults.push(...next),
    refuse: (...numbers) => numbers.forEach((number) => refused.add(number)),
    settle: (status, numbers) => {
      for (const text of fake.texts) if (text.status === 'Pending' && (!numbers || numbers.includes(text.to))) text.status = status;
    },
    textsTo: (number) => fake.texts.filter((text) => text.to === number),
    reset: () => {
      fake.texts.length = 0;
      fake.resent.length = 0;
      fake.calls.length = 0;
      fake.badSignatures = 0;
      faults = [];
      refused.clear();
    },
    close: async () => {},
  };
  const accept = (via: FakeText['via'], to: string, text: string, ledgerId: string | null): FakeText => {
    const accepted: FakeText = { id: String(nextId++), via, to, text, status: 'Pending', ledgerId, at: new Date() };
    fake.texts.push(accepted);
    return accepted;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const call = { method: request.method ?? 'GET', path: url.pathname, status: 200 };
      fake.calls.push(call);
      const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        call.status = status;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(answer));
      };
      // Faults of a sending call: `accepted` runs first for the two that lose the answer of texts already taken.
      const sending = (accepted: () => unknown, quoted: string | undefined) => {
        const fault = faults.shift();
        if (fault === 'rate-limit') return send(429, { error: 'Too many requests' }, { 'retry-after': String(fake.retryAfterSeconds) });
        if (fault === 'unavailable') return send(503, { error: 'Service unavailable' });
        if (fault === 'invalid') return send(422, { number: [`The number ${quoted ?? ''} is not a valid mobile number.`] });
        const answer = accepted();
        if (fault === 'lose-answer') return send(500, { error: 'Internal server error' });
        if (fault === 'drop' || fault === 'hang') {
          call.status = 0;
          return fault === 'drop' ? request.socket.destroy() : undefined;
        }
        send(200, answer);
      };

      if (url.pathname.startsWith('/api/v4/messages')) {
        const form = new URLSearchParams(request.method === 'POST' ? body : url.search);
        if (form.get('apikey') !== FAKE_SEMAPHORE_KEY) return send(401, { error: 'Invalid API key' });
        const sender = form.get('sendername') ?? 'SEMAPHORE';
        const one = /^\/api\/v4\/messages\/(\d+)$/.exec(url.pathname);
        if (one && request.method === 'GET') {
          const text = fake.texts.find((entry) => entry.via === 'semaphore' && entry.id === one[1]);
          return text ? send(200, [semaphoreMessage(text, sender)]) : send(404, { error: 'Message not found' });
        }
        if (url.pathname !== '/api/v4/messages') return send(404, { error: 'Not found' });
        if (request.method === 'GET') {
          const limit = Math.min(Number(form.get('limit') ?? 100), 1000, fake.pageLimit);
          const page = Math.max(1, Number(form.get('page') ?? 1));
          const newest = fake.texts.filter((text) => text.via === 'semaphore').reverse();
          return send(
            200,
            newest.slice((page - 1) * limit, page * limit).map((text) => semaphoreMessage(text, sender)),
          );
        }
        const written = (form.get('number') ?? '')
          .split(',')
          .map((number) => number.trim())
          .filter(Boolean);
        const message = form.get('message') ?? '';
        const numbers = written.map(e164);
        if (!message || written.length === 0 || written.length > 1000 || numbers.includes(null))
          return send(422, { number: ['The number field must hold 1 to 1000 valid mobile numbers.'] });
        return sending(
          () =>
            (numbers as string[]).map((to) =>
              refused.has(to)
                ? semaphoreMessage({ id: String(nextId++), to, text: message, status: 'Failed', at: new Date() }, sender)
                : semaphoreMessage(accept('semaphore', to, message, null), sender),
            ),
          written[0],
        );
      }

      if (url.pathname === '/sms') {
        if (!signatureMatches(request, request.method === 'POST' ? body : url.search.slice(1))) {
          fake.badSignatures += 1;
          return send(401, { error: 'The signature does not match' });
        }
        if (request.method === 'GET') {
          const text = fake.texts.find((entry) => entry.ledgerId === url.searchParams.get('id'));
          return text ? send(200, { providerId: text.id, status: WEBHOOK_STATES[text.status] }) : send(404, { error: 'No such message' });
        }
        const messages = (JSON.parse(body) as { messages: { id: string; to: string; text: string }[] }).messages;
        return sending(
          () => ({
            results: messages.map((message) => {
              const known = fake.texts.find((text) => text.ledgerId === message.id);
              if (known) {
                fake.resent.push(message.id);
                return { id: message.id, providerId: known.id };
              }
              if (refused.has(message.to)) return { id: message.id, error: `The number ${message.to} is not reachable`, retry: false };
              return { id: message.id, providerId: accept('webhook', message.to, message.text, message.id).id };
            }),
          }),
          messages[0]?.to,
        );
      }
      send(404, { error: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.semaphoreUrl = `${fake.url}/api/v4`;
  fake.webhookUrl = `${fake.url}/sms`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
