import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postSpecialBulletin } from '@/app/api/reports/special/crops/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { POST as postSpecialAdvisory } from '@/app/api/weather/special/route';
import { bulletin, smsMessage, smsSubscriber } from '@/db/schema';
import { runSmsSending } from '@/modules/sms/jobs/run-sms-sending';
import { captureLogs, logger } from '@/platform/log/logger';
import { openSecret } from '@/platform/crypto/open-secret';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { createSemaphoreGateway } from '@/modules/sms/server/gateways/create-semaphore-gateway';
import { createWebhookGateway } from '@/modules/sms/server/gateways/create-webhook-gateway';
import { getSmsGateway } from '@/modules/sms/server/gateways/get-sms-gateway';
import type { OutgoingText } from '@/modules/sms/server/gateways/sms-gateway';
import { checkTextStatus } from '@/modules/sms/server/sending/check-text-status';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { FAKE_SEMAPHORE_KEY, FAKE_WEBHOOK_SECRET, startFakeSmsGateway } from '../support/fake-sms-gateway';
import { publishBulletins } from '../support/publish-bulletins';
import { portalDb } from '../support/test-database';

const fake = await startFakeSmsGateway();
process.env.ACAP_DATA_KEY = '4d'.repeat(32);
process.env.ACAP_SMS_GATEWAY = 'semaphore';
process.env.ACAP_SEMAPHORE_URL = fake.semaphoreUrl;
process.env.ACAP_SEMAPHORE_API_KEY = FAKE_SEMAPHORE_KEY;
process.env.ACAP_SMS_CALLS_PER_MINUTE = '6000';

const BASE = 'http://localhost:3000';
// Bay rice: two Tagalog numbers, one English.
const [ANA, BEN, CARL] = ['+639172220001', '+639172220002', '+639172220003'] as const;
const logged: string[] = [];
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
    const form = new FormData();
    const rows = ['09172220001,Laguna,Bay,rice,tl', '09172220002,Laguna,Bay,rice,tl', '09172220003,Laguna,Bay,rice,en'];
    const csv = `phone,province,municipality,crop,language,consented_at,source\r\n${rows.map((row) => `${row},2026-11-01,MAO Bay`).join('\r\n')}\r\n`;
    form.append('file', new Blob([new TextEncoder().encode(csv)], { type: 'text/csv' }), 'bay.csv');
    const imported = await importRoute(
      new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...callers.admin, origin: BASE }, body: form }),
    );
    expect(imported.status).toBe(201);
  },
});
let release: () => void;
beforeAll(() => {
  logger.level = 'debug';
  release = captureLogs({ write: (line: string) => void logged.push(line) });
});
afterAll(async () => {
  release();
  logger.level = process.env.LOG_LEVEL ?? 'warn';
  await fake.close();
});

const semaphore = async () =>
  createSemaphoreGateway(await portalDb(), { baseUrl: fake.semaphoreUrl, apiKey: FAKE_SEMAPHORE_KEY, sender: 'ACAP', callsPerMinute: 6000 });
const webhook = (secret = FAKE_WEBHOOK_SECRET) => createWebhookGateway({ url: fake.webhookUrl, secret, callsPerMinute: 6000 });

let advisories = 0;
/**
 * Publishes a Bay rice bulletin (10-day or special) and answers its id, its texts queued for the gateway
 * named. Each cyclone bulletin is of a new advisory of the fixture's cyclone: a farmer is texted once per
 * advisory, whatever the number of bulletins made for it (decision 081).
 */
async function publish(language: 'tag' | 'en', gateway: 'semaphore' | 'webhook' = 'semaphore', kind: 'tenday' | 'special' = 'special') {
  if (kind === 'special') {
    advisories += 1;
    const advisory = await postSpecialAdvisory(
      new Request(`${BASE}/api/weather/special`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          activeCyclone: true,
          name: 'Bagyong Kristine',
          bulletinNumber: String(12 + advisories),
          issuedAt: new Date(Date.parse('2025-10-23T05:00:00+08:00') + advisories * 3_600_000).toISOString(),
          signals: [{ province: 'Laguna', signal: 'signal_number_2' }],
        }),
      }),
    );
    expect(advisory.status, await advisory.clone().text()).toBe(201);
  }
  const answer = await (kind === 'tenday' ? postTenDayBulletin : postSpecialBulletin)(
    new Request(`${BASE}/api/reports/${kind}/crops`, {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create', allowExpired: true }),
    }),
  );
  expect(answer.status).toBe(201);
  const id = ((await answer.json()) as { htmlUrl: string }).htmlUrl.split('/').pop()!;
  await publishBulletins(id);
  const db = await portalDb();
  // Queued with ACAP_SMS_GATEWAY (semaphore here); the webhook's rows are as a portal set to it queues them.
  if (gateway === 'webhook') await db.update(smsMessage).set({ gateway }).where(eq(smsMessage.bulletinId, id));
  return id;
}

/** A bulletin's ledger, each row with the number it is for (opened as the sender does). */
async function ledger(bulletinId: string) {
  const db = await portalDb();
  const rows = await db.select().from(smsMessage).where(eq(smsMessage.bulletinId, bulletinId));
  const subscribers = await db
    .select({ id: smsSubscriber.id, sealed: smsSubscriber.phoneSealed })
    .from(smsSubscriber)
    .where(
      inArray(
        smsSubscriber.id,
        rows.map((row) => row.subscriberId),
      ),
    );
  return rows.map((row) => ({ ...row, to: openSecret(subscribers.find((entry) => entry.id === row.subscriberId)!.sealed!, PHONE_CONTEXT)! }));
}
const rowTo = async (bulletinId: string, number: string) => (await ledger(bulletinId)).find((row) => row.to === number)!;
const smsTextOf = async (bulletinId: string) =>
  (await (await portalDb()).select({ text: bulletin.smsText }).from(bulletin).where(eq(bulletin.id, bulletinId)))[0]!.text!;
/** Texts of one bulletin at the fake, by number. */
const arrived = async (bulletinId: string) => {
  const ids = (await ledger(bulletinId)).map((row) => row.gatewayMessageId);
  return fake.texts
    .filter((text) => ids.includes(text.id))
    .map((text) => text.to)
    .sort();
};
/** Five minutes on: the rows' last status check is back-dated so the next check asks again. */
const fiveMinutesLater = async () => (await portalDb()).update(smsMessage).set({ statusCheckedAt: sql`now() - interval '5 minutes'` });

/** Texts left `sending` a minute earlier: old enough for no call to be still on its way. */
async function olderSending() {
  await (await portalDb()).execute(sql`update sms_message set sending_at = sending_at - interval '1 minute' where state = 'sending'`);
}

describe('Semaphore', () => {
  it('texts a published bulletin once to each number, a call per text, keeping its message ids; reports come back delivered or failed', async () => {
    const db = await portalDb();
    expect(getSmsGateway(db).name).toBe('semaphore');
    const tagalog = await publish('tag', 'semaphore', 'tenday');
    const english = await publish('en', 'semaphore', 'tenday');
    await runSmsSending(db);
    expect(await arrived(tagalog)).toEqual([ANA, BEN]);
    expect(await arrived(english)).toEqual([CARL]);
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(2); // The two Tagalog numbers in one call.
    expect(fake.textsTo(ANA)[0]!.text).toBe(await smsTextOf(tagalog));
    const sent = await ledger(tagalog);
    expect(sent.every((row) => row.state === 'sent' && fake.texts.some((text) => text.id === row.gatewayMessageId && text.to === row.to))).toBe(true);
    await runSmsSending(db);
    expect(fake.texts).toHaveLength(3);

    // Semaphore's statuses move on: Sent is delivered, Failed is failed, Pending stays sent.
    fake.settle('Sent', [ANA]);
    fake.settle('Failed', [BEN]);
    await fiveMinutesLater();
    expect(await checkTextStatus(db, await semaphore())).toEqual({ checked: 3, delivered: 1, failed: 1 });
    expect(await rowTo(tagalog, ANA)).toMatchObject({ state: 'delivered', deliveredAt: expect.any(Date) as Date });
    expect(await rowTo(tagalog, BEN)).toMatchObject({ state: 'failed', error: 'the provider reported the text failed (Failed)' });
    expect(await rowTo(english, CARL)).toMatchObject({ state: 'sent', deliveredAt: null });
    // Asked again only after a few minutes.
    expect(await checkTextStatus(db, await semaphore())).toMatchObject({ checked: 0 });
  });

  it('fails a refused number, leaves the texts after a 429 queued, and sends them on the next run after Retry-After, once', async () => {
    const db = await portalDb();
    const tagalog = await publish('tag');
    const english = await publish('en');
    fake.refuse(ANA);
    fake.failNext('pass', 'rate-limit');
    expect(await sendQueuedTexts(db, await semaphore())).toEqual({ sent: 1, failed: 2, reconciled: 0, waiting: true });
    expect(await rowTo(tagalog, ANA)).toMatchObject({ state: 'failed', error: 'Semaphore refused the text (Failed)' });
    expect(await rowTo(tagalog, BEN)).toMatchObject({ state: 'sent' });
    expect(await rowTo(english, CARL)).toMatchObject({ state: 'queued', error: "Semaphore's limit of calls was reached (429); sent again after 1 s" });
    const started = Date.now();
    expect(await sendQueuedTexts(db, await semaphore())).toEqual({ sent: 1, failed: 0, reconciled: 0, waiting: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await arrived(tagalog)).toEqual([BEN]);
    expect(await arrived(english)).toEqual([CARL]);
    fake.reset();
  });

  it('retries after a 503, and fails a text Semaphore refuses as invalid, saying why without the number', async () => {
    const db = await portalDb();
    const english = await publish('en');
    fake.failNext('unavailable');
    expect(await sendQueuedTexts(db, await semaphore())).toMatchObject({ sent: 0, waiting: true });
    expect(await rowTo(english, CARL)).toMatchObject({ state: 'queued', error: 'Semaphore is unavailable (503); sent again on the next try' });
    expect(await sendQueuedTexts(db, await semaphore())).toMatchObject({ sent: 1, waiting: false });
    expect(await arrived(english)).toEqual([CARL]);

    const refused = await publish('en');
    fake.failNext('invalid');
    expect(await sendQueuedTexts(db, await semaphore())).toMatchObject({ sent: 0, failed: 1, waiting: false });
    expect(await rowTo(refused, CARL)).toMatchObject({
      state: 'failed',
      error: 'Semaphore refused the text (422: number: The number [number] is not a valid mobile number.)',
    });
  });

  for (const fault of ['lose-answer', 'drop'] as const) {
    it(`finds texts Semaphore took before the answer was lost (${fault}) in its list, and never sends them again`, async () => {
      const db = await portalDb();
      const tagalog = await publish('tag');
      fake.failNext(fault);
      fake.pageLimit = 1; // The list is read a page at a time.
      await expect(sendQueuedTexts(db, await semaphore())).rejects.toThrow(/looked up before any is sent again|gave no answer/);
      expect((await ledger(tagalog)).map((row) => row.state)).toEqual(['sending', 'sending']);
      const taken = fake.texts.length;
      // Too recent to be a crash's (a sender given up may still be in that call): left for a later try.
      await expect(runSmsSending(db)).rejects.toThrow(/asked to wait/);
      expect((await ledger(tagalog)).map((row) => row.state)).toEqual(['sending', 'sending']);
      await olderSending();
      // The job's next try: reconciled from Semaphore's list, nothing sent again.
      await runSmsSending(db);
      fake.pageLimit = 1000;
      expect(fake.texts).toHaveLength(taken);
      expect(await arrived(tagalog)).toEqual([ANA, BEN]);
      expect((await ledger(tagalog)).map((row) => row.state)).toEqual(['sent', 'sent']);
    });
  }

  it('after a crash between marking texts sending and recording them, records what Semaphore has and sends only the rest', async () => {
    const db = await portalDb();
    const tagalog = await publish('tag');
    const text = await smsTextOf(tagalog);
    const ben = await rowTo(tagalog, BEN);
    // Ben had these very words a moment ago, in another text the ledger holds: that message is not this one.
    const [earlier] = await (await semaphore()).send([{ messageId: 'earlier', subscriberId: ben.subscriberId, to: BEN, text, parts: ben.parts }]);
    const { gatewayMessageId } = earlier as { gatewayMessageId: string };
    await db.insert(smsMessage).values({
      id: 'earlier',
      kind: 'reply',
      subscriberId: ben.subscriberId,
      body: text,
      parts: ben.parts,
      gateway: 'semaphore',
      state: 'sent',
      gatewayMessageId,
    });
    await db
      .update(smsMessage)
      .set({ state: 'sending', sendingAt: new Date(Date.now() - 60_000), attempts: 1 })
      .where(eq(smsMessage.bulletinId, tagalog));
    const ana = await rowTo(tagalog, ANA);
    // The call reached Semaphore for Ana; the instance died before the ledger heard of it.
    await (await semaphore()).send([{ messageId: ana.id, subscriberId: ana.subscriberId, to: ANA, text, parts: ana.parts }]);
    const before = fake.texts.length;
    expect(await sendQueuedTexts(db, await semaphore())).toEqual({ sent: 1, failed: 0, reconciled: 1, waiting: false });
    expect(fake.texts.slice(before).map((entry) => entry.to)).toEqual([BEN]);
    expect(await arrived(tagalog)).toEqual([ANA, BEN]);
    expect(await rowTo(tagalog, ANA)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('reads the reports of many texts from the message list, a call per page', async () => {
    const gateway = await semaphore();
    const texts: OutgoingText[] = Array.from({ length: 25 }, (_, i) => ({
      messageId: `bulk-${i}`,
      subscriberId: 'none',
      to: `+6391833300${String(i).padStart(2, '0')}`,
      text: 'Bulk report test',
      parts: 1,
    }));
    const sent = await gateway.send(texts);
    fake.settle(
      'Sent',
      texts.slice(0, 20).map((text) => text.to),
    );
    fake.settle('Failed');
    const calls = fake.calls.length;
    const reports = await gateway.status!(
      sent.map((result) => ({ messageId: result.messageId, gatewayMessageId: (result as { gatewayMessageId: string }).gatewayMessageId, sentAt: new Date() })),
    );
    expect(fake.calls.length - calls).toBeLessThanOrEqual(2);
    expect(reports.filter((report) => report.state === 'delivered')).toHaveLength(20);
    expect(reports.filter((report) => report.state === 'failed')).toHaveLength(5);
    fake.reset();
  });
  it('makes no call into a long Retry-After: the texts wait for a later try of the queue, and waiting is not counted as a try', async () => {
    const db = await portalDb();
    const english = await publish('en');
    fake.retryAfterSeconds = 600;
    fake.failNext('rate-limit');
    expect(await sendQueuedTexts(db, await semaphore())).toMatchObject({ sent: 0, waiting: true });
    const calls = fake.calls.length;
    expect(await sendQueuedTexts(db, await semaphore())).toMatchObject({ sent: 0, waiting: true });
    expect(fake.calls).toHaveLength(calls);
    expect(await rowTo(english, CARL)).toMatchObject({
      state: 'queued',
      attempts: 0,
      error: "Semaphore's limit of calls was reached (429); sent again after 600 s",
    });
    fake.retryAfterSeconds = 1;
  });
});

describe('the webhook gateway', () => {
  it('posts signed texts once each with their ledger ids, and reads their reports', async () => {
    const db = await portalDb();
    const tagalog = await publish('tag', 'webhook');
    expect(await sendQueuedTexts(db, webhook())).toEqual({ sent: 2, failed: 0, reconciled: 0, waiting: false });
    const rows = await ledger(tagalog);
    expect(fake.texts.map((text) => [text.ledgerId, text.to]).sort()).toEqual(rows.map((row) => [row.id, row.to]).sort());
    expect(rows.every((row) => row.state === 'sent' && fake.texts.some((text) => text.id === row.gatewayMessageId))).toBe(true);
    expect(await sendQueuedTexts(db, webhook())).toMatchObject({ sent: 0 });
    fake.settle('Sent', [ANA]);
    fake.settle('Failed', [BEN]);
    await fiveMinutesLater();
    expect(await checkTextStatus(db, webhook())).toEqual({ checked: 2, delivered: 1, failed: 1 });
    expect(await rowTo(tagalog, ANA)).toMatchObject({ state: 'delivered' });
    expect(await rowTo(tagalog, BEN)).toMatchObject({ state: 'failed', error: 'the provider reported the text failed (failed)' });
    expect(fake.resent).toEqual([]);
    fake.reset();
  });

  it('fails a text the provider refuses (without the number), retries after 429 and 503, then sends once', async () => {
    const db = await portalDb();
    const tagalog = await publish('tag', 'webhook');
    fake.refuse(BEN);
    fake.failNext('rate-limit', 'unavailable');
    expect(await sendQueuedTexts(db, webhook())).toMatchObject({ sent: 0, waiting: true });
    expect(await rowTo(tagalog, ANA)).toMatchObject({
      state: 'queued',
      error: 'The SMS provider asked to wait (429: Too many requests); sent again on the next try',
    });
    expect(await sendQueuedTexts(db, webhook())).toMatchObject({ sent: 0, waiting: true });
    expect(await sendQueuedTexts(db, webhook())).toEqual({ sent: 1, failed: 1, reconciled: 0, waiting: false });
    expect(await rowTo(tagalog, ANA)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await rowTo(tagalog, BEN)).toMatchObject({ state: 'failed', error: 'The SMS provider refused the text: The number [number] is not reachable' });
    expect(fake.texts.map((text) => text.to)).toEqual([ANA]);
    fake.reset();
  });

  it('looks up texts whose answer was lost, and sends only what the provider does not have', async () => {
    const db = await portalDb();
    const lost = await publish('tag', 'webhook');
    fake.failNext('lose-answer');
    await expect(sendQueuedTexts(db, webhook())).rejects.toThrow(/looked up before any is sent again/);
    await olderSending();
    expect(await sendQueuedTexts(db, webhook())).toEqual({ sent: 0, failed: 0, reconciled: 2, waiting: false });
    expect(await arrived(lost)).toEqual([ANA, BEN]);

    const crashed = await publish('tag', 'webhook');
    await db
      .update(smsMessage)
      .set({ state: 'sending', sendingAt: new Date(Date.now() - 60_000), attempts: 1 })
      .where(eq(smsMessage.bulletinId, crashed));
    const ana = await rowTo(crashed, ANA);
    await webhook().send([{ messageId: ana.id, subscriberId: ana.subscriberId, to: ANA, text: await smsTextOf(crashed), parts: ana.parts }]);
    expect(await sendQueuedTexts(db, webhook())).toEqual({ sent: 1, failed: 0, reconciled: 1, waiting: false });
    expect(await arrived(crashed)).toEqual([ANA, BEN]);
    expect(fake.resent).toEqual([]);
    fake.reset();
  });

  it('is refused by the provider when signed with another secret: nothing is sent and the texts wait', async () => {
    const db = await portalDb();
    const tagalog = await publish('en', 'webhook');
    expect(await sendQueuedTexts(db, webhook('not-the-shared-secret'))).toMatchObject({ sent: 0, waiting: true });
    expect(fake.badSignatures).toBe(1);
    expect(fake.texts).toEqual([]);
    expect(await rowTo(tagalog, CARL)).toMatchObject({
      state: 'queued',
      error: 'The SMS provider asked to wait (401: The signature does not match); sent again on the next try',
    });
    expect(await sendQueuedTexts(db, webhook())).toMatchObject({ sent: 1 });
    expect(await arrived(tagalog)).toEqual([CARL]);
  });
});

it('keeps every number out of the ledger, its errors and the log', async () => {
  const rows = JSON.stringify(await (await portalDb()).select().from(smsMessage));
  expect(rows).toContain('[number]');
  expect(rows).not.toMatch(/9172220\d{3}/);
  expect(logged.length).toBeGreaterThan(0);
  expect(logged.join('\n')).not.toMatch(/9172220\d{3}/);
});
