import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as subscribeRoute } from '@/app/[locale]/(site)/sms/subscribe/route';
import { POST as confirmRoute } from '@/app/[locale]/(site)/sms/subscribe/confirm/route';
import { POST as stopRoute } from '@/app/[locale]/(site)/sms/stop/route';
import { POST as stopConfirmRoute } from '@/app/[locale]/(site)/sms/stop/confirm/route';
import { SmsStopForm } from '@/modules/sms/components/sms-stop-form';
import { SmsSubscribeForm } from '@/modules/sms/components/sms-subscribe-form';
import { auditLog, rateLimit, smsConfirmation, smsDoNotText, smsMessage, smsOutbox, smsSubscriber, smsSubscription } from '@/db/schema';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { createOutboxGateway } from '@/modules/sms/server/gateways/create-outbox-gateway';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { getConsentWording } from '@/modules/sms/server/signup/get-consent-wording';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

vi.mock('next-intl/server', async () => {
  const { createMessageTranslator } = await import('@/platform/i18n/create-message-translator');
  type Namespace = Parameters<typeof createMessageTranslator>[1];
  return { getTranslations: async (arg: { locale: 'en' | 'tl'; namespace: Namespace }) => createMessageTranslator(arg.locale, arg.namespace) };
});

process.env.ACAP_DATA_KEY = '6b'.repeat(32);

const BASE = 'http://localhost:3000';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BAY = '0403402000';
const LAGUNA = '0403400000';
databaseWithCallers();

const routes = {
  subscribe: atRoute('/[locale]/sms/subscribe', subscribeRoute),
  confirm: atRoute('/[locale]/sms/subscribe/confirm', confirmRoute),
  stop: atRoute('/[locale]/sms/stop', stopRoute),
  stopConfirm: atRoute('/[locale]/sms/stop/confirm', stopConfirmRoute),
};

interface Post {
  locale?: 'en' | 'tl';
  address?: string;
  accept?: string;
  origin?: string;
}

/** A form post as a browser without script sends it, from one client address. */
function post(
  route: keyof typeof routes,
  fields: Record<string, string>,
  { locale = 'en', address = '198.51.100.7', accept = BROWSER, origin = BASE }: Post = {},
) {
  const path = { subscribe: 'sms/subscribe', confirm: 'sms/subscribe/confirm', stop: 'sms/stop', stopConfirm: 'sms/stop/confirm' }[route];
  return routes[route](
    new Request(`${BASE}/${locale}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept, origin, 'x-acap-socket-address': address },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const db = () => portalDb();
const form = (number: string, extra: Record<string, string> = {}) => ({ number, town: BAY, crop: 'rice', language: 'tag', consent: 'yes', ...extra });
const hiddenRequest = (page: string) => /<input type="hidden" name="request" value="([^"]+)">/.exec(page)?.[1];

/** Sends what is queued through the outbox gateway, and reads the code of the latest text to the number's row. */
async function textedCode(subscriberId: string): Promise<{ code: string; text: string }> {
  await sendQueuedTexts(await db(), createOutboxGateway(await db()));
  const [latest] = await (
    await db()
  )
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.subscriberId, subscriberId))
    .orderBy(sql`${smsOutbox.createdAt} desc`)
    .limit(1);
  return { code: /ACAP code (\d{6})\./.exec(latest!.text)![1]!, text: latest!.text };
}

async function subscriberOf(number: string) {
  const [row] = await (
    await db()
  )
    .select()
    .from(smsSubscriber)
    .where(eq(smsSubscriber.phoneHash, hashPhone(number)[0]!));
  return row;
}

/** A request made and its code read from the outbox. */
async function requestCode(number: string, e164: string, options: Post = {}) {
  const answer = await post('subscribe', form(number), options);
  const page = await answer.text();
  expect(answer.status, page).toBe(200);
  const requestId = hiddenRequest(page)!;
  const subscriber = await subscriberOf(e164);
  return { requestId, page, subscriber: subscriber!, ...(await textedCode(subscriber!.id)) };
}

async function html(element: Promise<ReactElement>): Promise<string> {
  const stream = await renderToReadableStream(await element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('the texts page', () => {
  it("has plain forms posting to the page language's addresses, and the consent wording the subscription records", async () => {
    const consent = getConsentWording('tl');
    const page = await html(SmsSubscribeForm({ locale: 'tl', consent }));
    expect(page).toMatch(/<form [^>]*action="\/tl\/sms\/subscribe" method="post">/);
    expect(page).toContain('<optgroup label="Laguna">');
    expect(page).toContain(`<option value="${BAY}">Bay</option>`);
    expect(page).toContain('<option value="rice">Palay</option>');
    expect(page).toContain('name="consent" value="yes"');
    expect(page).toContain('Libre ang pagtanggap');
    // Without a two-way provider (no inbound secret), the wording promises no STOP by text.
    expect(consent).not.toContain('STOP');
    expect(getConsentWording('en')).toContain('not official weather warnings');
    const stop = await html(SmsStopForm({ locale: 'en' }));
    expect(stop).toMatch(/<form [^>]*action="\/sms\/stop" method="post">/);
  });
});

describe('signing up with a texted code', () => {
  it('keeps the number sealed as pending, texts the code in the chosen language, and subscribes when it is typed back', async () => {
    const { requestId, page, subscriber, code, text } = await requestCode('0917 555 0101', '+639175550101', { locale: 'tl' });
    expect(page).toMatch(/^<!DOCTYPE html><html lang="tl">/);
    expect(page).toContain('<h1>Ilagay ang code na itinext namin</h1>');
    expect(page).toContain('Bay (Laguna), Palay, sa Tagalog');
    expect(page).toContain('action="/tl/sms/subscribe/confirm"');
    expect(page).not.toContain('555');
    expect(subscriber).toMatchObject({ state: 'pending', consentMethod: 'web', source: 'web form' });
    expect(subscriber.phoneSealed).toMatch(/^acap1\./);
    expect(text).toBe(`ACAP code ${code}. Ilagay ito sa pahina para sa payong pansakahan sa Bay, palay. Balewalain kung hindi kayo ang humiling.`);
    const [message] = await (await db()).select().from(smsMessage).where(eq(smsMessage.subscriberId, subscriber.id));
    expect(message).toMatchObject({ kind: 'code', parts: 1, state: 'sent', bulletinId: null });

    const done = await post('confirm', { request: requestId, code: `${code.slice(0, 3)} ${code.slice(3)}` }, { locale: 'tl' });
    const donePage = await done.text();
    expect(done.status, donePage).toBe(200);
    expect(donePage).toContain('<h1>Makatatanggap kayo ng mga text sa pagsasaka</h1>');
    expect(await subscriberOf('+639175550101')).toMatchObject({ state: 'active', consentWording: getConsentWording('tl') });
    expect(await (await db()).select().from(smsSubscription).where(eq(smsSubscription.subscriberId, subscriber.id))).toEqual([
      expect.objectContaining({ provincePsgc: LAGUNA, municipalityPsgc: BAY, cropKey: 'rice', language: 'tag' }),
    ]);
    const [confirmation] = await (await db()).select().from(smsConfirmation).where(eq(smsConfirmation.id, requestId));
    expect(confirmation!.confirmedAt).not.toBeNull();
    expect(confirmation!.codeHash).not.toContain(code);
    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.target, subscriber.id));
    expect(audit.map((row) => row.action)).toEqual(['sms.subscriber.subscribe']);

    // A used request cannot be used again.
    expect((await post('confirm', { request: requestId, code })).status).toBe(410);
  });

  it('counts wrong codes: the fifth ends the request, and even the right code no longer works', async () => {
    const { requestId, code } = await requestCode('0917 555 0102', '+639175550102');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const answer = await post('confirm', { request: requestId, code: wrong });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(`You may try ${left} more ${left === 1 ? 'time' : 'times'}.`);
    }
    const fifth = await post('confirm', { request: requestId, code: wrong });
    expect(fifth.status).toBe(410);
    expect(await fifth.text()).toContain('A wrong code was typed 5 times');
    const right = await post('confirm', { request: requestId, code });
    expect(right.status).toBe(410);
    expect((await subscriberOf('+639175550102'))!.state).toBe('pending');
    // A code in the wrong shape is not a try.
    const shape = await post('confirm', { request: requestId, code: '12' });
    expect(shape.status).toBe(400);
    expect(await shape.text()).toContain('Type the 6 digits of the code we texted.');
  });

  it('says when a code has expired, and an unknown request is 404', async () => {
    const { requestId, code } = await requestCode('0917 555 0103', '+639175550103');
    await (
      await db()
    )
      .update(smsConfirmation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsConfirmation.id, requestId));
    const expired = await post('confirm', { request: requestId, code });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This code has expired: codes work for 15 minutes.');
    expect((await post('confirm', { request: '00000000-0000-4000-8000-000000000000', code })).status).toBe(404);
  });

  it('shows the form again with every problem named in the page language, keeping what was typed', async () => {
    const answer = await post('subscribe', { number: '(02) 8123 4567', town: '9999999999', crop: '', language: 'tag' }, { locale: 'tl' });
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('<title>May problema: Magpalista para sa mga text | Agro-Climatic Advisory Portal</title>');
    expect(page).toContain('<a href="#sms-number">Numero ng landline ito.');
    expect(page).toContain('<a href="#sms-town">Piliin ang inyong bayan o lungsod mula sa listahan.</a>');
    expect(page).toContain('<a href="#sms-crop">Pumili ng pananim.</a>');
    expect(page).toContain('<a href="#sms-consent">Lagyan ng tsek ang kahon');
    expect(page).toContain('value="(02) 8123 4567"');
    expect(page).toMatch(/<input type="radio" id="sms-language-tag" name="language" value="tag" required checked>/);
    expect(page).toContain('aria-invalid="true"');
    expect((await post('subscribe', form('0917 12'))).status).toBe(400);
    expect(await (await post('subscribe', form('+1 202 555 0143'))).text()).toContain('This is not a Philippine number.');
    // Other clients get the API's JSON error, naming the problems.
    const json = await post('subscribe', form('0917 555 0199', { consent: '' }), { accept: 'application/json' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: { message: string } }).error.message).toBe('Tick the box to agree to receive the texts.');
  });

  it('refuses a post from another site, and answers a number on the do-not-text list as any other without texting it', async () => {
    const other = await post('subscribe', form('0917 555 0104'), { origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('sent from another website');
    await (await db()).insert(smsDoNotText).values({ phoneHash: hashPhone('+639175550105')[0]! });
    const before = (await (await db()).select().from(smsMessage)).length;
    const refused = await post('subscribe', form('0917 555 0105'));
    const any = await post('subscribe', form('0917 555 0131'));
    // The same page, of the same length but for the request's id: a visitor cannot tell the number once received texts.
    expect(refused.status).toBe(200);
    const [refusedPage, anyPage] = [await refused.text(), await any.text()];
    expect(refusedPage.replace(hiddenRequest(refusedPage)!, '')).toBe(anyPage.replace(hiddenRequest(anyPage)!, ''));
    // No code goes to the erased number, and nothing of it is kept.
    expect((await (await db()).select().from(smsMessage)).length).toBe(before + 1);
    expect(await subscriberOf('+639175550105')).toBeUndefined();
    const wrong = await post('confirm', { request: hiddenRequest(refusedPage)!, code: '123456' });
    expect(await wrong.text()).toContain('4 more');
  });

  it('limits codes to 5 a day per number and 20 an hour per address, answering 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('subscribe', form('0917 555 0106'), { address: `203.0.113.${i + 1}` })).status).toBe(200);
    const sixth = await post('subscribe', form('0917 555 0106'), { address: '203.0.113.99' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await sixth.text()).toContain('This number has been sent 5 codes today. Please try again in 24 hours.');

    const address = '192.0.2.50';
    for (let i = 0; i < 20; i += 1) expect((await post('subscribe', form(`0918 200 ${String(1000 + i)}`), { address })).status).toBe(200);
    const over = await post('subscribe', form('0918 200 2000'), { address, locale: 'tl' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await over.text()).toContain('Subukang muli pagkalipas ng 60 minuto.');

    // Over IPv6 a phone may take any address of its /64: the 20 an hour are the network's.
    for (let i = 0; i < 20; i += 1)
      expect((await post('subscribe', form(`0918 300 ${String(1000 + i)}`), { address: `2001:db8:4a:7:${(i + 1).toString(16)}::${i}` })).status).toBe(200);
    const sameNetwork = await post('subscribe', form('0918 300 2000'), { address: '2001:0db8:004a:0007:ffff::1' });
    expect(sameNetwork.status).toBe(429);
    expect(await sameNetwork.text()).toContain('Many codes have been asked for from your network in the last hour.');
    expect((await post('subscribe', form('0918 300 2001'), { address: '2001:db8:4a:8::1' })).status).toBe(200);
    // Counted under keyed hashes only.
    const keys = (await (await db()).select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, 'sms-signup:%'))).map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.join(' ')).not.toMatch(/192\.0\.2|2001:db8|918200|918300|9175550106/);
  }, 60_000);

  it('erases a number a day after a request nobody confirmed', async () => {
    const { requestId, subscriber } = await requestCode('0917 555 0107', '+639175550107');
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await (await db()).update(smsSubscriber).set({ updatedAt: dayAgo }).where(eq(smsSubscriber.id, subscriber.id));
    await (await db()).update(smsConfirmation).set({ expiresAt: dayAgo }).where(eq(smsConfirmation.id, requestId));
    expect((await post('subscribe', form('0917 555 0108'))).status).toBe(200);
    const [erased] = await (await db()).select().from(smsSubscriber).where(eq(smsSubscriber.id, subscriber.id));
    expect(erased).toMatchObject({ phoneSealed: null, phoneHash: null, state: 'pending' });
    expect(erased!.erasedAt).not.toBeNull();
    expect(
      await (
        await db()
      )
        .select()
        .from(smsDoNotText)
        .where(eq(smsDoNotText.phoneHash, hashPhone('+639175550107')[0]!)),
    ).toEqual([]);
  });
});

describe('stopping texts on the page', () => {
  it('texts a code to a subscribed number, and the right code stops all sending at once', async () => {
    const subscriber = (await subscriberOf('+639175550101'))!;
    const asked = await post('stop', { number: '+63 917 555 0101' }, { locale: 'tl' });
    const page = await asked.text();
    expect(asked.status, page).toBe(200);
    expect(page).toContain('<h1>Ilagay ang code para itigil ang mga text</h1>');
    const ticket = hiddenRequest(page)!;
    expect(ticket).toMatch(/^acap1\./);
    const { code, text } = await textedCode(subscriber.id);
    expect(text).toBe(
      `ACAP code ${code}. Ilagay ito sa pahina upang itigil ang lahat ng text ng ACAP sa numerong ito. Balewalain kung hindi kayo ang humiling.`,
    );
    const wrong = await post('stopConfirm', { request: ticket, code: code === '000000' ? '111111' : '000000' }, { locale: 'tl' });
    expect(wrong.status).toBe(400);
    const stopped = await post('stopConfirm', { request: ticket, code }, { locale: 'tl' });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain('<h1>Itinigil na ang mga text</h1>');
    expect(await subscriberOf('+639175550101')).toMatchObject({ state: 'stopped', stoppedBy: 'farmer' });
    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.target, subscriber.id));
    expect(audit.map((row) => row.action)).toEqual(['sms.subscriber.subscribe', 'sms.subscriber.stop']);
  });

  it('answers a number the phonebook does not have as it answers any other, and texts nothing', async () => {
    const before = (await (await db()).select().from(smsMessage)).length;
    const asked = await post('stop', { number: '0917 555 0199' });
    expect(asked.status).toBe(200);
    const ticket = hiddenRequest(await asked.text())!;
    expect((await (await db()).select().from(smsMessage)).length).toBe(before);
    // Its ticket is as long as a known number's: the page does not tell whether the phonebook has the number.
    const known = hiddenRequest(await (await post('stop', { number: '0917 555 0101' })).text())!;
    expect(ticket.length).toBe(known.length);
    for (const left of [4, 3, 2, 1]) expect(await (await post('stopConfirm', { request: ticket, code: '123456' })).text()).toContain(`${left} more`);
    expect((await post('stopConfirm', { request: ticket, code: '123456' })).status).toBe(410);
    // A ticket that does not open, a changed one, is unknown.
    expect((await post('stopConfirm', { request: `${ticket.slice(0, -2)}AA`, code: '123456' })).status).toBe(404);
    expect((await post('stop', { number: '12' })).status).toBe(400);
  });

  it('keeps no number in plain text in requests, the ledger, the outbox, the counters or the audit trail', async () => {
    const tables = await Promise.all(
      [smsConfirmation, smsMessage, smsOutbox, rateLimit, auditLog, smsSubscriber].map(async (table) =>
        JSON.stringify(await (await db()).select().from(table)),
      ),
    );
    for (const digits of ['9175550101', '9175550102', '9175550106', '9182001000']) for (const table of tables) expect(table).not.toContain(digits);
  });
});
