import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postSpecialBulletin } from '@/app/api/reports/special/crops/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { POST as inboundRoute } from '@/app/api/sms/inbound/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { auditLog, bulletinFeedback, municipality, rateLimit, smsInbound, smsMessage, smsOutbox, smsSubscriber, smsSubscription } from '@/db/schema';
import { captureLogs, logger } from '@/platform/log/logger';
import { eraseSubscriber } from '@/modules/sms/server/phonebook/erase-subscriber';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { REPLIES_PER_DAY } from '@/modules/sms/server/inbound/claim-reply-allowance';
import { createOutboxGateway } from '@/modules/sms/server/gateways/create-outbox-gateway';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { getDatabaseHandle } from '@/platform/startup/portal-database';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { publishBulletins } from '../support/publish-bulletins';
import { portalDb } from '../support/test-database';

const SECRET = 'inbound-secret-for-the-tests';
process.env.ACAP_DATA_KEY = '5e'.repeat(32);
process.env.ACAP_SMS_INBOUND_SECRET = SECRET;

const BASE = 'http://localhost:3000';
/** Every number these tests text from (0917 555 1000 onwards): none may be found in a row or a log line. */
const numberOf = (n: number) => `0917555${1000 + n}`;
const [TAGALOG_BAY, ENGLISH_BAY, STOP_3, STOP_4, CHATTY, SAN_PEDRO, CALAMBA, NEWCOMER, ERASED, TYPO, LOOPING, STRANGER] = Array.from({ length: 12 }, (_, n) =>
  numberOf(n),
) as [string, string, string, string, string, string, string, string, string, string, string, string];
const NUMBER_PATTERN = /917\D{0,3}555\D{0,3}1\d{3}|9175551\d{3}/;

let logs = '';
let releaseLogs = () => undefined as void;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});
beforeAll(() => {
  const level = logger.level;
  // Every request line, as in production, so that the search below has something to search.
  logger.level = 'info';
  const release = captureLogs({ write: (line: string) => void (logs += line) });
  releaseLogs = () => {
    release();
    logger.level = level;
  };
});
afterAll(() => releaseLogs());

function text(from: string, body: string, authorization: string | null = `Bearer ${SECRET}`, route = inboundRoute, id?: string) {
  return route(
    new Request(`${BASE}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ from, text: body, ...(id === undefined ? {} : { id }) }),
    }),
  );
}

/** A text as a provider that names its messages posts it. */
async function textedWithId(from: string, body: string, id: string): Promise<{ action: string; replied: boolean }> {
  const answer = await text(from, body, `Bearer ${SECRET}`, inboundRoute, id);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

async function texted(from: string, body: string): Promise<{ action: string; replied: boolean }> {
  const answer = await text(from, body);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

async function importList(rows: string[]) {
  const form = new FormData();
  const list = `phone,province,municipality,crop,language,consented_at,source\r\n${rows.join('\r\n')}\r\n`;
  form.append('file', new Blob([new TextEncoder().encode(list)], { type: 'text/csv' }), 'bay.csv');
  const answer = await importRoute(
    new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...callers.admin, origin: BASE }, body: form }),
  );
  expect(answer.status).toBe(201);
}

async function publishBay(language: 'en' | 'tag', kind: 'tenday' | 'special' = 'tenday'): Promise<string> {
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
  return id;
}

/** The phonebook's entry of a number, found as the portal finds it: by keyed hash. */
async function subscriberOf(phone: string) {
  const e164 = `+63${phone.slice(1)}`;
  const [row] = await (
    await portalDb()
  )
    .select()
    .from(smsSubscriber)
    .where(eq(smsSubscriber.phoneHash, hashPhone(e164)[0]!));
  return row;
}

async function repliesTo(subscriberId: string): Promise<string[]> {
  const rows = await (
    await portalDb()
  )
    .select({ body: smsMessage.body })
    .from(smsMessage)
    .where(and(eq(smsMessage.subscriberId, subscriberId), eq(smsMessage.kind, 'reply')))
    .orderBy(asc(smsMessage.queuedAt), asc(smsMessage.id));
  return rows.map((row) => row.body ?? '');
}

describe('POST /api/sms/inbound: who may post', () => {
  it('refuses a missing or wrong bearer with 401, and a number that is not a mobile with 400, without repeating it', async () => {
    for (const authorization of [null, 'Bearer not-the-secret', `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const answer = await text(TAGALOG_BAY, 'STOP', authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
    const landline = await text('(02) 8123 4567', 'STOP');
    expect(landline.status).toBe(400);
    const body = await landline.text();
    expect(body).toContain('landline');
    expect(body).not.toMatch(/8123/);
    // Nothing was recorded for any of them.
    expect(await (await portalDb()).select().from(smsInbound)).toEqual([]);
  });

  it('is off without ACAP_SMS_INBOUND_SECRET: 409 saying so', async () => {
    vi.resetModules();
    vi.stubEnv('ACAP_SMS_INBOUND_SECRET', '');
    try {
      // The portal's modules read afresh, as after a restart without the setting, on the same database.
      const { setDatabaseHandle } = await import('@/platform/startup/portal-database');
      setDatabaseHandle(await getDatabaseHandle());
      const { POST: offRoute } = await import('@/app/api/sms/inbound/route');
      const answer = await text(TAGALOG_BAY, 'STOP', `Bearer ${SECRET}`, offRoute);
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/Inbound texts are off: ACAP_SMS_INBOUND_SECRET is not set/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('farmers stop by text', () => {
  it('STOP, hinto, " Tigil " and unsub stop all sending at once and say so in the farmer\'s language; the queued advisory is not sent', async () => {
    await importList([
      `${TAGALOG_BAY},Laguna,Bay,rice,tl,2026-11-01,MAO Bay`,
      `${ENGLISH_BAY},Laguna,Bay,rice,en,2026-11-01,MAO Bay`,
      `${STOP_3},Laguna,Bay,rice,tl,2026-11-01,MAO Bay`,
      `${STOP_4},Laguna,Bay,rice,tl,2026-11-01,MAO Bay`,
      `${CHATTY},Laguna,Bay,rice,tl,2026-11-01,MAO Bay`,
    ]);
    const bulletinId = await publishBay('tag');
    const db = await portalDb();
    const queued = await db.select().from(smsMessage).where(eq(smsMessage.bulletinId, bulletinId));
    expect(queued).toHaveLength(4);

    expect(await texted(TAGALOG_BAY, 'STOP')).toEqual({ action: 'stop', replied: true });
    expect(await texted(STOP_3, 'hinto')).toEqual({ action: 'stop', replied: true });
    expect(await texted(STOP_4, ' Tigil ')).toEqual({ action: 'stop', replied: true });
    expect(await texted(ENGLISH_BAY, 'unsub')).toEqual({ action: 'stop', replied: true });
    for (const phone of [TAGALOG_BAY, STOP_3, STOP_4, ENGLISH_BAY]) {
      expect(await subscriberOf(phone), phone).toMatchObject({ state: 'stopped', stoppedBy: 'farmer' });
    }
    const tagalog = (await subscriberOf(TAGALOG_BAY))!;
    expect(await repliesTo(tagalog.id)).toEqual([
      'ACAP: Hindi na po kayo padadalhan ng abiso sa pagsasaka. Para muling makatanggap, i-text ang ACAP, ang inyong bayan at pananim, hal. ACAP CALAMBA PALAY.',
    ]);
    expect((await repliesTo((await subscriberOf(ENGLISH_BAY))!.id))[0]).toMatch(/^ACAP: You will no longer get farm advisories by text/);

    // The sender: the stopped numbers' advisory is not sent, their replies are; the one still subscribed gets the advisory.
    await sendQueuedTexts(db, createOutboxGateway(db));
    const ledger = await db.select().from(smsMessage).where(eq(smsMessage.bulletinId, bulletinId));
    const chatty = (await subscriberOf(CHATTY))!;
    expect(ledger.filter((row) => row.state === 'sent').map((row) => row.subscriberId)).toEqual([chatty.id]);
    const outbox = await db.select().from(smsOutbox).where(eq(smsOutbox.subscriberId, tagalog.id));
    expect(outbox.map((row) => row.text)).toEqual(await repliesTo(tagalog.id));
  });

  it('"please STOP sending" is no stop: the number keeps its advisories, and the words are a comment', async () => {
    expect(await texted(CHATTY, 'please STOP sending')).toEqual({ action: 'feedback', replied: true });
    expect(await subscriberOf(CHATTY)).toMatchObject({ state: 'active', stoppedAt: null });
  });
});

describe('farmers subscribe by text', () => {
  it('subscribes SAN PEDRO and CITY OF CALAMBA as whole towns, with the consent the command means, and confirms', async () => {
    expect(await texted(SAN_PEDRO, 'acap san pedro rice')).toEqual({ action: 'subscribe', replied: true });
    expect(await texted(CALAMBA, 'ACAP CITY OF CALAMBA MAIS TL')).toEqual({ action: 'subscribe', replied: true });
    const db = await portalDb();
    const subscriptionsOf = async (phone: string) => {
      const subscriber = (await subscriberOf(phone))!;
      const rows = await db
        .select({ town: municipality.name, crop: smsSubscription.cropKey, language: smsSubscription.language })
        .from(smsSubscription)
        .innerJoin(municipality, eq(municipality.psgc, smsSubscription.municipalityPsgc))
        .where(eq(smsSubscription.subscriberId, subscriber.id));
      return { subscriber, rows };
    };
    const sanPedro = await subscriptionsOf(SAN_PEDRO);
    expect(sanPedro.rows).toEqual([{ town: 'City of San Pedro', crop: 'rice', language: 'en' }]);
    expect(sanPedro.subscriber).toMatchObject({
      state: 'active',
      consentMethod: 'text',
      source: 'text',
      consentWording: 'Texted ACAP SAN PEDRO RICE: farm advisories by text for rice in City of San Pedro, Laguna, in English; STOP ends them.',
    });
    expect(await repliesTo(sanPedro.subscriber.id)).toEqual([
      'ACAP: You will get farm advisories for rice in City of San Pedro, Laguna, in English. To stop, send STOP.',
    ]);
    const calamba = await subscriptionsOf(CALAMBA);
    expect(calamba.rows).toEqual([{ town: 'City of Calamba', crop: 'corn', language: 'tag' }]);
    expect((await repliesTo(calamba.subscriber.id))[0]).toBe(
      'ACAP: Padadalhan na po kayo ng abiso sa pagsasaka para sa mais sa Lungsod ng Calamba, Laguna, sa Tagalog. Para ihinto, i-text ang STOP.',
    );
  });

  it('a number that stopped starts again by subscribing', async () => {
    expect(await texted(STOP_3, 'ACAP BAY PALAY')).toEqual({ action: 'subscribe', replied: true });
    expect(await subscriberOf(STOP_3)).toMatchObject({ state: 'active', stoppedBy: null, consentMethod: 'text' });
  });

  it('answers an unknown town or crop with what was not understood and the right form; the number is kept only to answer', async () => {
    expect(await texted(TYPO, 'ACAP CALAMBAA PALAY')).toEqual({ action: 'refused', replied: true });
    const kept = (await subscriberOf(TYPO))!;
    expect(kept).toMatchObject({ state: 'pending', consentMethod: 'text' });
    expect(await (await portalDb()).select().from(smsSubscription).where(eq(smsSubscription.subscriberId, kept.id))).toEqual([]);
    expect(await texted(TYPO, 'ACAP CALAMBA DURIAN EN')).toEqual({ action: 'refused', replied: true });
    expect(await repliesTo(kept.id)).toEqual([
      'ACAP: Hindi po namin nakita ang bayang "CALAMBAA". Isulat ang buong pangalan: i-text ang ACAP, ang inyong bayan at pananim, hal. ACAP CALAMBA PALAY.',
      'ACAP: We did not find the crop "DURIAN". Write it in English or Tagalog, e.g. ACAP CALAMBA RICE EN.',
    ]);
  });

  it('erases a number kept only to answer a day after its last text, when it never subscribed', async () => {
    const db = await portalDb();
    expect(await texted(STRANGER, 'Hello')).toEqual({ action: 'refused', replied: true });
    const kept = (await subscriberOf(STRANGER))!;
    expect(kept.state).toBe('pending');
    await db
      .update(smsSubscriber)
      .set({ updatedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(smsSubscriber.id, kept.id));
    // The next inbound text, from anyone, sweeps it.
    await texted(CHATTY, 'OO');
    const [after] = await db.select().from(smsSubscriber).where(eq(smsSubscriber.id, kept.id));
    expect(after).toMatchObject({ phoneSealed: null, phoneHash: null });
    expect(after!.erasedAt).not.toBeNull();
  });

  it('refuses a number on the do-not-text list, and neither keeps it again nor texts it', async () => {
    await importList([`${ERASED},Laguna,Bay,rice,tl,2026-11-01,MAO Bay`]);
    const erased = (await subscriberOf(ERASED))!;
    await eraseSubscriber(await portalDb(), erased.id, 'system');
    const before = await (await portalDb()).select({ n: sql<number>`count(*)::int` }).from(smsSubscriber);
    expect(await texted(ERASED, 'ACAP BAY PALAY')).toEqual({ action: 'refused', replied: false });
    expect(await texted(ERASED, 'OO')).toEqual({ action: 'refused', replied: false });
    expect(await texted(ERASED, 'STOP')).toEqual({ action: 'stop', replied: false });
    expect(await (await portalDb()).select({ n: sql<number>`count(*)::int` }).from(smsSubscriber)).toEqual(before);
    expect(await subscriberOf(ERASED)).toBeUndefined();
  });
});

describe('farmers reply to an advisory', () => {
  it('records OO, HINDI and a comment on the last advisory sent to the number, held for review', async () => {
    const db = await portalDb();
    // Two advisories reach the number; the second is the last sent.
    await importList([`${NEWCOMER},Laguna,Bay,rice,en,2026-11-01,MAO Bay`]);
    const first = await publishBay('en');
    await sendQueuedTexts(db, createOutboxGateway(db));
    const second = await publishBay('en', 'special');
    await sendQueuedTexts(db, createOutboxGateway(db));
    const newcomer = (await subscriberOf(NEWCOMER))!;
    const sent = await db
      .select({ bulletinId: smsMessage.bulletinId, state: smsMessage.state })
      .from(smsMessage)
      .where(and(eq(smsMessage.subscriberId, newcomer.id), eq(smsMessage.kind, 'bulletin')));
    expect(sent.map((row) => row.state)).toEqual(['sent', 'sent']);
    expect(new Set(sent.map((row) => row.bulletinId))).toEqual(new Set([first, second]));

    expect(await texted(NEWCOMER, 'OO')).toEqual({ action: 'feedback', replied: true });
    expect(await texted(NEWCOMER, 'Hindi po, huli na dumating')).toEqual({ action: 'feedback', replied: true });
    expect(await texted(NEWCOMER, 'Salamat po sa abiso')).toEqual({ action: 'feedback', replied: true });
    const answers = await db
      .select({
        bulletinId: bulletinFeedback.bulletinId,
        useful: bulletinFeedback.useful,
        comment: bulletinFeedback.comment,
        channel: bulletinFeedback.channel,
        state: bulletinFeedback.commentState,
      })
      .from(bulletinFeedback)
      .where(eq(bulletinFeedback.bulletinId, second))
      .orderBy(asc(bulletinFeedback.id));
    expect(answers).toEqual([
      { bulletinId: second, useful: true, comment: null, channel: 'sms', state: 'held' },
      { bulletinId: second, useful: false, comment: 'Hindi po, huli na dumating', channel: 'sms', state: 'held' },
      { bulletinId: second, useful: null, comment: 'Salamat po sa abiso', channel: 'sms', state: 'held' },
    ]);
    expect(await db.select().from(bulletinFeedback).where(eq(bulletinFeedback.bulletinId, first))).toEqual([]);
    // English, the number's language.
    expect((await repliesTo(newcomer.id)).at(-1)).toBe('ACAP: Thank you. Your answer was received.');
  });

  it('acts once on a text the provider posts again under its id, after the first answer or at the same time, and answers each post the same', async () => {
    const db = await portalDb();
    const newcomer = (await subscriberOf(NEWCOMER))!;
    const feedbackBefore = (await db.select().from(bulletinFeedback).where(eq(bulletinFeedback.channel, 'sms'))).length;
    const repliesBefore = (await repliesTo(newcomer.id)).length;
    const inboundBefore = (await db.select().from(smsInbound).where(eq(smsInbound.subscriberId, newcomer.id))).length;

    // A retry after the answer was lost on the way back.
    expect(await textedWithId(NEWCOMER, 'OO po', 'sem-in-881')).toEqual({ action: 'feedback', replied: true });
    expect(await textedWithId(NEWCOMER, 'OO po', 'sem-in-881')).toEqual({ action: 'feedback', replied: true });
    // Two posts of one text at once (a provider's retry overtaking its first try): one is acted on.
    const both = await Promise.all([textedWithId(NEWCOMER, 'Umulan na dito', 'sem-in-882'), textedWithId(NEWCOMER, 'Umulan na dito', 'sem-in-882')]);
    expect(both).toEqual([
      { action: 'feedback', replied: true },
      { action: 'feedback', replied: true },
    ]);
    // Another text, with another id, is new; so is another number's text under an id already seen (a new provider counting from 1).
    expect(await textedWithId(NEWCOMER, 'OO po', 'sem-in-883')).toEqual({ action: 'feedback', replied: true });
    expect(await textedWithId(STOP_3, 'STOP', 'sem-in-881')).toEqual({ action: 'stop', replied: true });
    expect((await subscriberOf(STOP_3))?.state).toBe('stopped');

    const comments = (await db.select().from(bulletinFeedback).where(eq(bulletinFeedback.channel, 'sms'))).slice(feedbackBefore);
    expect(comments.map((row) => row.comment ?? row.useful)).toEqual([true, 'Umulan na dito', true]);
    expect((await repliesTo(newcomer.id)).length - repliesBefore).toBe(3);
    const recorded = await db.select().from(smsInbound).where(eq(smsInbound.subscriberId, newcomer.id));
    expect(recorded.length - inboundBefore).toBe(3);
    // Kept as a digest with the number's: three keys, all different, and neither the id nor the number in them.
    const keys = recorded.map((row) => row.providerMessageKey).filter((key): key is string => key !== null);
    expect(new Set(keys).size).toBe(3);
    expect(keys.join(' ')).not.toMatch(/sem-in|881|882|883/);
    expect(recorded.filter((row) => row.providerMessageKey).every((row) => row.replied)).toBe(true);
    // An empty id is no id: refused, naming the field.
    const empty = await text(NEWCOMER, 'OO', `Bearer ${SECRET}`, inboundRoute, '  ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toMatch(/id, when sent/);
  });

  it('says so when no advisory was sent to the number', async () => {
    expect(await texted(SAN_PEDRO, 'YES')).toEqual({ action: 'refused', replied: true });
    expect((await repliesTo((await subscriberOf(SAN_PEDRO))!.id)).at(-1)).toMatch(
      /^ACAP: No farm advisory was sent to this number yet, so your answer was not recorded\./,
    );
  });
});

describe('the loop limit', () => {
  it(`answers a number at most ${REPLIES_PER_DAY} times a day, and still records what it texts`, async () => {
    const outcomes = [];
    for (let i = 0; i < REPLIES_PER_DAY + 3; i++) outcomes.push(await texted(LOOPING, `Auto-reply: I am away until Monday (${i})`));
    expect(outcomes.filter((outcome) => outcome.replied)).toHaveLength(REPLIES_PER_DAY);
    expect(outcomes.slice(REPLIES_PER_DAY).every((outcome) => !outcome.replied)).toBe(true);
    const looping = (await subscriberOf(LOOPING))!;
    expect(await repliesTo(looping.id)).toHaveLength(REPLIES_PER_DAY);
    const recorded = await (await portalDb()).select().from(smsInbound).where(eq(smsInbound.subscriberId, looping.id));
    expect(recorded).toHaveLength(REPLIES_PER_DAY + 3);
  });
});

describe('numbers stay out of rows and logs', () => {
  it('no number texted from is in sms_inbound, sms_message, the outbox, the audit trail, feedback, rate_limit or the log', async () => {
    const db = await portalDb();
    const rows = JSON.stringify([
      await db.select().from(smsInbound),
      await db.select().from(smsMessage),
      await db.select().from(smsOutbox),
      await db.select().from(auditLog),
      await db.select().from(bulletinFeedback),
      await db.select().from(rateLimit),
      (await db.select().from(smsSubscriber)).map(({ phoneSealed: _sealed, ...row }) => row),
    ]);
    expect(rows).not.toMatch(NUMBER_PATTERN);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toMatch(NUMBER_PATTERN);
    // What the inbound rows hold: ids and actions.
    const actions = (await db.select({ action: smsInbound.action }).from(smsInbound)).map((row) => row.action);
    expect(new Set(actions)).toEqual(new Set(['stop', 'subscribe', 'feedback', 'refused']));
  });
});
