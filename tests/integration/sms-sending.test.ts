import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as postSeasonalBulletin } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecialBulletin } from '@/app/api/reports/special/crops/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { POST as stopRoute } from '@/app/api/sms/subscribers/[id]/stop/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { POST as retryRoute } from '@/app/api/sms/texts/retry/route';
import { POST as withdrawRoute } from '@/app/api/review/[id]/withdraw/route';
import { auditLog, bulletin, smsMessage, smsOutbox, smsSubscriber } from '@/db/schema';
import { countAudience } from '@/modules/sms/server/phonebook/count-audience';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import type { SmsGateway } from '@/modules/sms/server/gateways/sms-gateway';
import { listFailedTexts } from '@/modules/sms/server/sending/list-failed-texts';
import { readPublishedBulletins } from '@/modules/timeliness/server/read-published-bulletins';
import { createOutboxGateway } from '@/modules/sms/server/gateways/create-outbox-gateway';
import { listOutbox } from '@/modules/sms/server/sending/list-outbox';
import { listTextTotals } from '@/modules/sms/server/sending/list-text-totals';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { publishBulletins } from '../support/publish-bulletins';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

process.env.ACAP_DATA_KEY = '4d'.repeat(32);

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});
const stop = atRoute('/api/sms/subscribers/[id]/stop', stopRoute);

async function importList(rows: string[]) {
  const form = new FormData();
  const text = `phone,province,municipality,crop,language,consented_at,source\r\n${rows.join('\r\n')}\r\n`;
  form.append('file', new Blob([new TextEncoder().encode(text)], { type: 'text/csv' }), 'bay.csv');
  const answer = await importRoute(
    new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...callers.admin, origin: BASE }, body: form }),
  );
  expect(answer.status).toBe(201);
}

async function publish(handler: (r: Request) => Promise<Response>, path: string, language: 'en' | 'tag'): Promise<string> {
  const answer = await handler(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create', allowExpired: true }),
    }),
  );
  expect(answer.status).toBe(201);
  const id = ((await answer.json()) as { htmlUrl: string }).htmlUrl.split('/').pop()!;
  await publishBulletins(id);
  return id;
}

const ledgerOf = async (bulletinId: string) => (await portalDb()).select().from(smsMessage).where(eq(smsMessage.bulletinId, bulletinId));
const outboxOf = async (bulletinId: string) =>
  (await portalDb())
    .select({ text: smsOutbox.text, subscriberId: smsOutbox.subscriberId })
    .from(smsOutbox)
    .innerJoin(smsMessage, eq(smsMessage.id, smsOutbox.messageId))
    .where(eq(smsMessage.bulletinId, bulletinId));

describe('texts sent when a bulletin is published', () => {
  it('queues the approved text for each subscriber of the place, crop and language, and the outbox gets each once', async () => {
    await importList([
      '09171110001,Laguna,Bay,rice,tl,2026-11-01,MAO Bay',
      '09171110002,Laguna,Bay,rice,tag,2026-11-01,MAO Bay',
      '09171110003,Laguna,Bay,rice,en,2026-11-01,MAO Bay',
      '09171110004,Laguna,Calauan,rice,tl,2026-11-01,MAO Calauan',
    ]);
    const tagalog = await publish(postTenDayBulletin, '/api/reports/tenday/crops', 'tag');
    const english = await publish(postTenDayBulletin, '/api/reports/tenday/crops', 'en');
    // Queued with the approval, in its transaction: two Tagalog texts, one English, nothing for Calauan.
    expect((await ledgerOf(tagalog)).map((row) => row.state)).toEqual(['queued', 'queued']);
    expect((await ledgerOf(english)).map((row) => row.state)).toEqual(['queued']);
    const [approval] = await (
      await portalDb()
    )
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'bulletin.approve' and ${auditLog.target} = ${tagalog}`);
    expect(approval!.summary).toMatchObject({ texts: 2 });

    const db = await portalDb();
    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toEqual({ sent: 3, failed: 0, reconciled: 0, waiting: false });
    const [frozen] = await db.select({ smsText: bulletin.smsText }).from(bulletin).where(eq(bulletin.id, tagalog));
    expect((await outboxOf(tagalog)).map((row) => row.text)).toEqual([frozen!.smsText, frozen!.smsText]);
    expect(await outboxOf(english)).toHaveLength(1);
    expect((await ledgerOf(tagalog)).every((row) => row.state === 'sent' && row.gatewayMessageId && row.sentAt)).toBe(true);
    // Once each: another run sends nothing.
    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toMatchObject({ sent: 0 });
    expect(await outboxOf(tagalog)).toHaveLength(2);
    // Staff see per bulletin what was sent and what it cost, and the outbox masked.
    const totals = await listTextTotals(db);
    expect(totals.find((row) => row.bulletinId === tagalog)).toMatchObject({
      queued: 0,
      sent: 2,
      failed: 0,
      partsSent: 2 * (await ledgerOf(tagalog))[0]!.parts,
    });
    expect((await listOutbox(db)).map((row) => row.to)).toContain('+63 917 ••• ••01');
    // The ledger and the outbox carry subscriber ids, never numbers.
    const rows = JSON.stringify([await db.select().from(smsMessage), await db.select().from(smsOutbox)]);
    expect(rows).not.toMatch(/917111000\d/);
  });

  it('after a crash mid-send, records what the gateway has and sends only the rest, once', async () => {
    const db = await portalDb();
    const cyclone = await publish(postSpecialBulletin, '/api/reports/special/crops', 'tag');
    const [had, lost] = await ledgerOf(cyclone);
    expect([had, lost].every((row) => row?.state === 'queued')).toBe(true);
    // The crash: both were marked sending; the gateway got the first, the instance died before recording either.
    await db
      .update(smsMessage)
      .set({ state: 'sending', sendingAt: new Date(Date.now() - 60_000), attempts: 1 })
      .where(eq(smsMessage.bulletinId, cyclone));
    await db.insert(smsOutbox).values({ id: 'outbox-before-crash', messageId: had!.id, subscriberId: had!.subscriberId, text: 'as sent', parts: 1 });

    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toEqual({ sent: 1, failed: 0, reconciled: 1, waiting: false });
    const outbox = await outboxOf(cyclone);
    expect(outbox).toHaveLength(2);
    expect(outbox.filter((row) => row.subscriberId === had!.subscriberId)).toEqual([{ text: 'as sent', subscriberId: had!.subscriberId }]);
    const after = await ledgerOf(cyclone);
    expect(after.find((row) => row.id === had!.id)).toMatchObject({ state: 'sent', gatewayMessageId: 'outbox-before-crash', attempts: 1 });
    expect(after.find((row) => row.id === lost!.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('does not text a number stopped between approval and sending, and says why', async () => {
    const db = await portalDb();
    const cyclone = await publish(postSpecialBulletin, '/api/reports/special/crops', 'en');
    const [queued] = await ledgerOf(cyclone);
    expect(queued).toMatchObject({ state: 'queued' });
    const stopped = await stop(
      new Request(`${BASE}/api/sms/subscribers/${queued!.subscriberId}/stop`, { method: 'POST', headers: { ...callers.admin, origin: BASE } }),
    );
    expect(stopped.status).toBe(200);
    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toEqual({ sent: 0, failed: 1, reconciled: 0, waiting: false });
    expect((await ledgerOf(cyclone))[0]).toMatchObject({ state: 'failed', error: 'the number stopped receiving texts before this one was sent' });
    expect(await outboxOf(cyclone)).toEqual([]);
    const [subscriber] = await db.select({ state: smsSubscriber.state }).from(smsSubscriber).where(eq(smsSubscriber.id, queued!.subscriberId));
    expect(subscriber!.state).toBe('stopped');
  });

  it('fails a text after five refused tries, lists it for staff, and sends it again once when staff retry (not to a number that stopped)', async () => {
    const db = await portalDb();
    await importList(['09171110005,Laguna,Bay,corn,en,2026-11-01,MAO Bay', '09171110006,Laguna,Bay,corn,en,2026-11-01,MAO Bay']);
    const corn = await (async () => {
      const answer = await postTenDayBulletin(
        new Request(`${BASE}/api/reports/tenday/crops`, {
          method: 'POST',
          headers: { ...callers.admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            region: 'calabarzon',
            province: 'Laguna',
            municipality: 'Bay',
            crop: 'corn',
            language: 'en',
            operation: 'create',
            allowExpired: true,
          }),
        }),
      );
      expect(answer.status, await answer.clone().text()).toBe(201);
      const id = ((await answer.json()) as { htmlUrl: string }).htmlUrl.split('/').pop()!;
      await publishBulletins(id);
      return id;
    })();
    expect(await countAudience(db, '0403402000')).toEqual(
      expect.arrayContaining([{ municipalityPsgc: '0403402000', cropKey: 'corn', language: 'en', numbers: 2 }]),
    );
    // A provider that refuses every text for a reason worth retrying: five runs, then failed.
    const refusing: SmsGateway = {
      name: 'outbox',
      batchSize: 100,
      send: async (texts) => texts.map((text) => ({ messageId: text.messageId, error: 'the provider is down (503)', retry: true })),
      find: async () => null,
    };
    for (let run = 0; run < 5; run++) await sendQueuedTexts(db, refusing);
    const failed = await ledgerOf(corn);
    expect(failed.map((row) => [row.state, row.attempts, row.error])).toEqual([
      ['failed', 5, 'the provider is down (503)'],
      ['failed', 5, 'the provider is down (503)'],
    ]);
    const listed = (await listFailedTexts(db)).filter((row) => row.bulletinId === corn);
    expect(listed.map((row) => [row.retryable, row.to.startsWith('+63 917 ••• ••0')])).toEqual([
      [true, true],
      [true, true],
    ]);
    // Not yet texted: the timeliness page says so.
    const [published] = await readPublishedBulletins(db, [(await bulletinIssuance(corn))!]).then((rows) => rows.filter((row) => row.id === corn));
    expect(published!.firstTextedAt).toBeNull();

    // One of the two numbers stops meanwhile: its text is never sent again.
    const stoppedId = failed[0]!.subscriberId;
    expect(
      (await stop(new Request(`${BASE}/api/sms/subscribers/${stoppedId}/stop`, { method: 'POST', headers: { ...callers.admin, origin: BASE } }))).status,
    ).toBe(200);
    const retry = (body: object) =>
      retryRoute(
        new Request(`${BASE}/api/sms/texts/retry`, {
          method: 'POST',
          headers: { ...callers.admin, origin: BASE, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const answer = await retry({ bulletinId: corn });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ queued: 1, message: '1 text is queued again.' });
    expect((await retry({ bulletinId: 'not-an-id' })).status).toBe(400);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sms.texts.retry' and ${auditLog.target} = ${corn}`);
    expect(audit!.summary).toEqual({ queued: 1 });

    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toMatchObject({ sent: 1 });
    const after = await ledgerOf(corn);
    expect(after.find((row) => row.subscriberId === stoppedId)).toMatchObject({ state: 'failed', attempts: 5 });
    expect(after.find((row) => row.subscriberId !== stoppedId)).toMatchObject({ state: 'sent', attempts: 1, error: null });
    expect(await outboxOf(corn)).toHaveLength(1);
    // A second retry has nothing left it may send.
    expect(await (await retry({ bulletinId: corn })).json()).toMatchObject({ queued: 0 });
    const [texted] = await readPublishedBulletins(db, [(await bulletinIssuance(corn))!]).then((rows) => rows.filter((row) => row.id === corn));
    expect(texted!.firstTextedAt).toBeInstanceOf(Date);
    expect(await countAudience(db, '0403402000')).toEqual(
      expect.arrayContaining([{ municipalityPsgc: '0403402000', cropKey: 'corn', language: 'en', numbers: 1 }]),
    );
  });

  it('never texts withdrawn advice: its waiting texts are cancelled with the withdrawal, and a retry does not bring them back', async () => {
    const db = await portalDb();
    const made = await postSeasonalBulletin(
      new Request(`${BASE}/api/reports/seasonal/crops`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          region: 'calabarzon',
          province: 'Laguna',
          municipality: 'Bay',
          crop: 'rice',
          language: 'tag',
          isFull: true,
          operation: 'create',
          allowExpired: true,
        }),
      }),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const withdrawnId = ((await made.json()) as { htmlUrl: string }).htmlUrl.split('/').pop()!;
    await publishBulletins(withdrawnId);
    const queued = await ledgerOf(withdrawnId);
    expect(queued.length).toBeGreaterThan(0);
    const withdrawn = await atRoute(
      '/api/review/[id]/withdraw',
      withdrawRoute,
    )(
      new Request(`${BASE}/api/review/${withdrawnId}/withdraw`, {
        method: 'POST',
        headers: { ...callers.superadmin, origin: BASE, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'The signal was lifted.' }),
      }),
    );
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect((await ledgerOf(withdrawnId)).map((row) => [row.state, row.error])).toEqual(
      queued.map(() => ['failed', 'the bulletin was withdrawn before this text was sent']),
    );
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'bulletin.withdraw' and ${auditLog.target} = ${withdrawnId}`);
    expect(audit!.summary).toMatchObject({ textsCancelled: queued.length });
    expect((await listFailedTexts(db)).filter((row) => row.bulletinId === withdrawnId).every((row) => !row.retryable)).toBe(true);
    const retried = await retryRoute(
      new Request(`${BASE}/api/sms/texts/retry`, {
        method: 'POST',
        headers: { ...callers.admin, origin: BASE, 'content-type': 'application/json' },
        body: JSON.stringify({ bulletinId: withdrawnId }),
      }),
    );
    expect(await retried.json()).toMatchObject({ queued: 0 });
    // A text that was being sent when it was withdrawn: looked up, and refused when the gateway does not have it.
    await db
      .update(smsMessage)
      .set({ state: 'sending', sendingAt: new Date(Date.now() - 60_000), error: null })
      .where(eq(smsMessage.bulletinId, withdrawnId));
    expect(await sendQueuedTexts(db, createOutboxGateway(db))).toMatchObject({ sent: 0, reconciled: 0 });
    expect((await ledgerOf(withdrawnId)).map((row) => row.state)).toEqual(queued.map(() => 'failed'));
    expect(await outboxOf(withdrawnId)).toEqual([]);
  });
});

async function bulletinIssuance(id: string): Promise<string | undefined> {
  const [row] = await (
    await portalDb()
  )
    .select({ issuanceId: sql<string>`${bulletin.document}->'sources'->>'issuanceId'` })
    .from(bulletin)
    .where(eq(bulletin.id, id));
  return row?.issuanceId;
}
