import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { NextIntlClientProvider } from 'next-intl';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signUpForTexts, stopTexts } from '@/app/[locale]/(site)/sms/actions';
import { SignupStepPage, StopStepPage } from '@/modules/sms/components/sms-signup-steps';
import { SmsStopForm } from '@/modules/sms/components/sms-stop-form';
import { SmsSubscribeForm } from '@/modules/sms/components/sms-subscribe-form';
import { listSignupChoices } from '@/modules/sms/rules/signup-choices';
import { FIRST_STEP, type SignupStep, type StopStep } from '@/modules/sms/rules/signup-steps';
import { auditLog, rateLimit, smsConfirmation, smsDoNotText, smsMessage, smsOutbox, smsSubscriber, smsSubscription } from '@/db/schema';
import { ADDRESS_LOCALE_HEADER } from '@/i18n/address-locale';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { createOutboxGateway } from '@/modules/sms/server/gateways/create-outbox-gateway';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { getConsentWording } from '@/modules/sms/server/signup/get-consent-wording';
import en from '../../messages/en.json';
import tl from '../../messages/tl.json';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

// The headers of the post a Server Action is answering, as Next hands them to `headers()`.
const sent = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => sent.headers }));

process.env.ACAP_DATA_KEY = '6b'.repeat(32);

const BAY = '0403402000';
const LAGUNA = '0403400000';
databaseWithCallers();

interface Post {
  locale?: 'en' | 'tl';
  address?: string;
}

/**
 * A form of the texts page sent to its Server Action from one client address, as Next runs it: the
 * proxy's header names the page's language, the server's the socket's address. (Next itself refuses a
 * post from another site before the action runs: tests/e2e/sms-signup.test.ts checks that.)
 */
async function post<S extends SignupStep | StopStep>(
  action: (previous: S, form: FormData) => Promise<S>,
  fields: Record<string, string>,
  { locale = 'en', address = '198.51.100.7' }: Post = {},
): Promise<S> {
  sent.headers = new Headers({ [ADDRESS_LOCALE_HEADER]: locale, 'x-acap-socket-address': address });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return action(FIRST_STEP as S, form);
}

const subscribe = (fields: Record<string, string>, options?: Post) => post(signUpForTexts, fields, options);
const stop = (fields: Record<string, string>, options?: Post) => post(stopTexts, fields, options);

const db = () => portalDb();
const form = (number: string, extra: Record<string, string> = {}) => ({ number, town: BAY, crop: 'rice', language: 'tag', consent: 'yes', ...extra });
const MESSAGES = { en, tl };
const noAction = () => undefined;

async function html(element: ReactElement, locale: 'en' | 'tl' = 'en'): Promise<string> {
  // As the page provides them: its language, the portal's time zone and the texts page's messages.
  const config: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'> = {
    locale,
    timeZone: 'Asia/Manila',
    messages: { SmsSignup: MESSAGES[locale].SmsSignup },
  };
  const provided = createElement(NextIntlClientProvider, config as ComponentProps<typeof NextIntlClientProvider>, element);
  const stream = await renderToReadableStream(provided);
  await stream.allReady;
  return new Response(stream).text();
}

/** The page a reader sees at a step, as the texts page draws it. */
function signupPage(step: SignupStep, locale: 'en' | 'tl' = 'en') {
  if (step.step === 'start') throw new Error('the form was not sent');
  const page = createElement(SignupStepPage, {
    step,
    action: noAction,
    pending: false,
    home: '/sms',
    choices: listSignupChoices(locale),
    consent: getConsentWording(locale),
    canStopByText: false,
  });
  return html(page, locale);
}

function stopPage(step: StopStep, locale: 'en' | 'tl' = 'en') {
  if (step.step === 'start') throw new Error('the form was not sent');
  return html(createElement(StopStepPage, { step, action: noAction, pending: false, home: '/sms' }), locale);
}

/** The hidden request of a code page. */
const hiddenRequest = (step: SignupStep | StopStep) => (step.step === 'code' ? step.request : undefined);

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
  const step = await subscribe(form(number), options);
  expect(step).toMatchObject({ step: 'code' });
  const subscriber = await subscriberOf(e164);
  return { requestId: hiddenRequest(step)!, step, subscriber: subscriber!, ...(await textedCode(subscriber!.id)) };
}

describe('the texts page', () => {
  it('has the forms with the choices in the page language, and the consent wording the subscription records', async () => {
    const consent = getConsentWording('tl');
    const page = await html(createElement(SmsSubscribeForm, { action: noAction, pending: false, choices: listSignupChoices('tl'), consent }), 'tl');
    expect(page).toContain('<optgroup label="Laguna">');
    expect(page).toContain(`<option value="${BAY}">Bay</option>`);
    expect(page).toContain('<option value="rice">Palay</option>');
    expect(page).toMatch(/<input type="checkbox" id="sms-consent"[^>]* name="consent" value="yes"/);
    expect(page).toMatch(/id="sms-language-tag"[^>]*checked=""/);
    expect(page).toContain('Libre ang pagtanggap');
    // Without a two-way provider (no inbound secret), the wording promises no STOP by text.
    expect(consent).not.toContain('STOP');
    expect(getConsentWording('en')).toContain('not official weather warnings');
    const stopForm = await html(createElement(SmsStopForm, { action: noAction, pending: false }));
    expect(stopForm).toMatch(/<input type="tel" autoComplete="tel" inputMode="tel" maxLength="40"[^>]* name="number"/);
  });
});

describe('signing up with a texted code', () => {
  it('keeps the number sealed as pending, texts the code in the chosen language, and subscribes when it is typed back', async () => {
    const { requestId, step, subscriber, code, text } = await requestCode('0917 555 0101', '+639175550101', { locale: 'tl' });
    const page = await signupPage(step, 'tl');
    expect(page).toMatch(/<h1 [^>]*>Ilagay ang code na itinext namin<\/h1>/);
    expect(page).toContain('Bay (Laguna), Palay, sa Tagalog');
    expect(page).toContain(`<input type="hidden" name="request" value="${requestId}"/>`);
    expect(page).not.toContain('555');
    expect(subscriber).toMatchObject({ state: 'pending', consentMethod: 'web', source: 'web form' });
    expect(subscriber.phoneSealed).toMatch(/^acap1\./);
    expect(text).toBe(`ACAP code ${code}. Ilagay ito sa pahina para sa payong pansakahan sa Bay, palay. Balewalain kung hindi kayo ang humiling.`);
    const [message] = await (await db()).select().from(smsMessage).where(eq(smsMessage.subscriberId, subscriber.id));
    expect(message).toMatchObject({ kind: 'code', parts: 1, state: 'sent', bulletinId: null });

    const done = await subscribe({ request: requestId, code: `${code.slice(0, 3)} ${code.slice(3)}` }, { locale: 'tl' });
    expect(done).toEqual({ step: 'done', subscription: { town: 'Bay', province: 'Laguna', crop: 'Palay', language: 'tag' } });
    expect(await signupPage(done, 'tl')).toMatch(/<h1 [^>]*>Makatatanggap kayo ng mga text sa pagsasaka<\/h1>/);
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
    expect(await subscribe({ request: requestId, code })).toEqual({ step: 'refused', reason: 'used', waitSeconds: 0 });
  });

  it('counts wrong codes: the fifth ends the request, and even the right code no longer works', async () => {
    const { requestId, code } = await requestCode('0917 555 0102', '+639175550102');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const step = await subscribe({ request: requestId, code: wrong });
      expect(step).toMatchObject({ step: 'code', request: requestId, problem: { kind: 'wrong', left } });
      const page = await signupPage(step);
      expect(page).toContain(`You may try ${left} more ${left === 1 ? 'time' : 'times'}.`);
      expect(page).toContain('<h2 id="sms-problems-heading" class="text-lg font-bold">There is a problem</h2>');
      expect(page).toContain('<a href="#sms-code">This is not the code we texted.');
    }
    const fifth = await subscribe({ request: requestId, code: wrong });
    expect(fifth).toMatchObject({ step: 'refused', reason: 'too_many_wrong' });
    expect(await signupPage(fifth)).toContain('A wrong code was typed 5 times');
    expect(await subscribe({ request: requestId, code })).toMatchObject({ step: 'refused', reason: 'too_many_wrong' });
    expect((await subscriberOf('+639175550102'))!.state).toBe('pending');
    // A code in the wrong shape is not a try.
    const shape = await subscribe({ request: requestId, code: '12' });
    expect(shape).toEqual({ step: 'code', request: requestId, subscription: null, problem: { kind: 'format' } });
    expect(await signupPage(shape)).toContain('Type the 6 digits of the code we texted.');
  });

  it('says when a code has expired, and that an unknown request is not known', async () => {
    const { requestId, code } = await requestCode('0917 555 0103', '+639175550103');
    await (
      await db()
    )
      .update(smsConfirmation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsConfirmation.id, requestId));
    const expired = await subscribe({ request: requestId, code });
    expect(expired).toMatchObject({ step: 'refused', reason: 'expired' });
    expect(await signupPage(expired)).toContain('This code has expired: codes work for 15 minutes.');
    const unknown = await subscribe({ request: '00000000-0000-4000-8000-000000000000', code });
    expect(unknown).toMatchObject({ step: 'refused', reason: 'unknown_request' });
    expect(await signupPage(unknown)).toContain('We do not know this request. Start again on the texts page.');
  });

  it('shows the form again with every problem named in the page language, keeping what was typed', async () => {
    const step = await subscribe({ number: '(02) 8123 4567', town: '9999999999', crop: '', language: 'tag' }, { locale: 'tl' });
    expect(step).toMatchObject({ step: 'problems', problems: { number: 'landline', town: 'unknown', crop: 'missing', consent: 'missing' } });
    const page = await signupPage(step, 'tl');
    expect(page).toMatch(/<h1 [^>]*>Magpalista para sa mga text<\/h1><div id="sms-problems" tabindex="-1" autofocus=""/i);
    expect(page).toContain('<a href="#sms-number">Numero ng landline ito.');
    expect(page).toContain('<a href="#sms-town">Piliin ang inyong bayan o lungsod mula sa listahan.</a>');
    expect(page).toContain('<a href="#sms-crop">Pumili ng pananim.</a>');
    expect(page).toContain('<a href="#sms-consent">Lagyan ng tsek ang kahon');
    expect(page).toContain('value="(02) 8123 4567"');
    expect(page).toMatch(/id="sms-language-tag"[^>]*checked=""/);
    expect(page).toMatch(/<input [^>]*aria-invalid="true"[^>]*id="sms-number"|<input [^>]*id="sms-number"[^>]*aria-invalid="true"/);
    expect(await subscribe(form('0917 12'))).toMatchObject({ step: 'problems', problems: { number: 'invalid' } });
    expect(await signupPage(await subscribe(form('+1 202 555 0143')))).toContain('This is not a Philippine number.');
    expect(await signupPage(await subscribe(form('0917 555 0199', { consent: '' })))).toContain('Tick the box to agree to receive the texts.');
  });

  it('answers a number on the do-not-text list as any other without texting it', async () => {
    await (await db()).insert(smsDoNotText).values({ phoneHash: hashPhone('+639175550105')[0]! });
    const before = (await (await db()).select().from(smsMessage)).length;
    const refused = await subscribe(form('0917 555 0105'));
    const any = await subscribe(form('0917 555 0131'));
    // The same page, of the same length but for the request's id: a visitor cannot tell the number once received texts.
    expect(refused.step).toBe('code');
    const [refusedPage, anyPage] = [await signupPage(refused), await signupPage(any)];
    expect(refusedPage.replaceAll(hiddenRequest(refused)!, '')).toBe(anyPage.replaceAll(hiddenRequest(any)!, ''));
    // No code goes to the erased number, and nothing of it is kept.
    expect((await (await db()).select().from(smsMessage)).length).toBe(before + 1);
    expect(await subscriberOf('+639175550105')).toBeUndefined();
    expect(await subscribe({ request: hiddenRequest(refused)!, code: '123456' })).toMatchObject({ problem: { kind: 'wrong', left: 4 } });
  });

  it('limits codes to 5 a day per number and 20 an hour per address, saying how long to wait', async () => {
    for (let i = 0; i < 5; i += 1) expect(await subscribe(form('0917 555 0106'), { address: `203.0.113.${i + 1}` })).toMatchObject({ step: 'code' });
    const sixth = await subscribe(form('0917 555 0106'), { address: '203.0.113.99' });
    expect(sixth).toMatchObject({ step: 'refused', reason: 'number_limit' });
    expect(sixth.step === 'refused' && sixth.waitSeconds).toBeGreaterThan(23 * 3600);
    expect(await signupPage(sixth)).toContain('This number has been sent 5 codes today. Please try again in 24 hours.');

    const address = '192.0.2.50';
    for (let i = 0; i < 20; i += 1) expect(await subscribe(form(`0918 200 ${String(1000 + i)}`), { address })).toMatchObject({ step: 'code' });
    const over = await subscribe(form('0918 200 2000'), { address, locale: 'tl' });
    expect(over).toMatchObject({ step: 'refused', reason: 'address_limit' });
    expect(over.step === 'refused' && over.waitSeconds).toBeGreaterThan(3500);
    expect(await signupPage(over, 'tl')).toContain('Subukang muli pagkalipas ng 60 minuto.');

    // Over IPv6 a phone may take any address of its /64: the 20 an hour are the network's.
    for (let i = 0; i < 20; i += 1)
      expect(await subscribe(form(`0918 300 ${String(1000 + i)}`), { address: `2001:db8:4a:7:${(i + 1).toString(16)}::${i}` })).toMatchObject({ step: 'code' });
    const sameNetwork = await subscribe(form('0918 300 2000'), { address: '2001:0db8:004a:0007:ffff::1' });
    expect(await signupPage(sameNetwork)).toContain('Many codes have been asked for from your network in the last hour.');
    expect(await subscribe(form('0918 300 2001'), { address: '2001:db8:4a:8::1' })).toMatchObject({ step: 'code' });
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
    expect(await subscribe(form('0917 555 0108'))).toMatchObject({ step: 'code' });
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
    const asked = await stop({ number: '+63 917 555 0101' }, { locale: 'tl' });
    const page = await stopPage(asked, 'tl');
    expect(page).toMatch(/<h1 [^>]*>Ilagay ang code para itigil ang mga text<\/h1>/);
    const ticket = hiddenRequest(asked)!;
    expect(ticket).toMatch(/^acap1\./);
    expect(page).toContain(`<input type="hidden" name="request" value="${ticket}"/>`);
    const { code, text } = await textedCode(subscriber.id);
    expect(text).toBe(
      `ACAP code ${code}. Ilagay ito sa pahina upang itigil ang lahat ng text ng ACAP sa numerong ito. Balewalain kung hindi kayo ang humiling.`,
    );
    const wrong = await stop({ request: ticket, code: code === '000000' ? '111111' : '000000' }, { locale: 'tl' });
    expect(wrong).toMatchObject({ step: 'code', problem: { kind: 'wrong', left: 4 } });
    const stopped = await stop({ request: ticket, code }, { locale: 'tl' });
    expect(stopped).toEqual({ step: 'stopped' });
    expect(await stopPage(stopped, 'tl')).toMatch(/<h1 [^>]*>Itinigil na ang mga text<\/h1>/);
    expect(await subscriberOf('+639175550101')).toMatchObject({ state: 'stopped', stoppedBy: 'farmer' });
    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.target, subscriber.id));
    expect(audit.map((row) => row.action)).toEqual(['sms.subscriber.subscribe', 'sms.subscriber.stop']);
  });

  it('answers a number the phonebook does not have as it answers any other, and texts nothing', async () => {
    const before = (await (await db()).select().from(smsMessage)).length;
    const asked = await stop({ number: '0917 555 0199' });
    const ticket = hiddenRequest(asked)!;
    expect((await (await db()).select().from(smsMessage)).length).toBe(before);
    // Its ticket is as long as a known number's, and the page the same: it does not tell whether the phonebook has the number.
    const knownStep = await stop({ number: '0917 555 0101' });
    const known = hiddenRequest(knownStep)!;
    expect(ticket.length).toBe(known.length);
    expect((await stopPage(asked)).replaceAll(ticket, '')).toBe((await stopPage(knownStep)).replaceAll(known, ''));
    for (const left of [4, 3, 2, 1]) expect(await stopPage(await stop({ request: ticket, code: '123456' }))).toContain(`${left} more`);
    expect(await stop({ request: ticket, code: '123456' })).toMatchObject({ step: 'refused', reason: 'too_many_wrong' });
    // A ticket that does not open, a changed one, is unknown.
    expect(await stop({ request: `${ticket.slice(0, -2)}AA`, code: '123456' })).toMatchObject({ step: 'refused', reason: 'unknown_request' });
    const unreadable = await stop({ number: '12' });
    expect(unreadable).toEqual({ step: 'problems', number: '12', problem: 'invalid' });
    const again = await stopPage(unreadable);
    expect(again).toContain('<a href="#sms-stop-number">This is not a phone number we can read.');
    expect(again).toContain('value="12"');
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
