import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as remakeRoute } from '@/app/api/review/remake/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { POST as withdrawRoute } from '@/app/api/review/[id]/withdraw/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { auditLog, bulletin, smsMessage, smsOutbox } from '@/db/schema';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { bulletinAdvisoryKey } from '@/modules/sms/rules/bulletin-advisory-key';
import { createOutboxGateway } from '@/modules/sms/server/gateways/create-outbox-gateway';
import { sendQueuedTexts } from '@/modules/sms/server/sending/send-queued-texts';
import { atRoute } from '../support/route-context';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals, typhoonWeekPortal } from '../support/typhoon-week';

process.env.ACAP_DATA_KEY = '5e'.repeat(32);

/**
 * Issue 45: two reviewers remaking the same bulletin at once made two bulletins, and approving both
 * texted each of City of Calamba's three rice farmers twice. One remake wins with a 409 for the other,
 * and a farmer gets one text per place, crop and advisory whatever the number of bulletins (decision 081).
 */
const BASE = 'http://localhost:3000';
const { callers, staff, post } = typhoonWeekPortal();
const withdraw = atRoute('/api/review/[id]/withdraw', withdrawRoute);
const calamba = { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice' };
type Headers = Record<string, string>;
type Failure = { error: { message: string; details?: { reason: string } } };

/** A 10-day bulletin of Calamba's rice in `language`, saved by `author` and sent to review. */
async function inReview(author: Headers, language: 'en' | 'tag'): Promise<string> {
  const saved = await post(postTenDayBulletin, '/api/reports/tenday/crops', { ...calamba, language, operation: 'create' }, author);
  expect(saved.status, await saved.clone().text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await post(submitRoute, '/api/review/submit', { ids: [id] }, author)).status).toBe(200);
  return id;
}

const approve = (id: string, reviewer: Headers) => post(approveRoute, '/api/review/approve', { ids: [id], acknowledged: CHECK_CODES }, reviewer);
const remakesOf = async (id: string) => (await portalDb()).select().from(bulletin).where(eq(bulletin.remadeFrom, id));

const remakes: Record<'en' | 'tag', string> = { en: '', tag: '' };

describe('two reviewers remaking one bulletin at once', () => {
  const before: Record<'en' | 'tag', string> = { en: '', tag: '' };

  it('sets the scene: bulletins made before RAMON raised Signal No. 3 for City of Calamba', async () => {
    await loadDryTenDay(callers.admin);
    before.en = await inReview(staff.author, 'en');
    before.tag = await inReview(staff.author, 'tag');
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
  });

  it.each(['en', 'tag'] as const)('(%s) makes one new bulletin, and answers the other reviewer 409 naming it', async (language) => {
    const reviewers = [(await signIn('admin', { reviewer: true })).headers, (await signIn('admin', { reviewer: true })).headers];
    const db = await portalDb();
    const count = async () => (await db.select({ id: bulletin.id }).from(bulletin)).length;
    const bulletinsBefore = await count();

    const answers = await Promise.all(reviewers.map((headers) => post(remakeRoute, '/api/review/remake', { ids: [before[language]] }, headers)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]!.status === 200 ? [answers[0]!, answers[1]!] : [answers[1]!, answers[0]!];
    expect(await won.json()).toMatchObject({ count: 1, failed: [] });

    expect(await count()).toBe(bulletinsBefore + 1);
    const [remake, ...more] = await remakesOf(before[language]);
    expect(more).toEqual([]);
    expect(remake).toMatchObject({ state: 'in_review', language });
    remakes[language] = remake!.id;
    const [source] = await db.select({ reference: bulletin.reference }).from(bulletin).where(eq(bulletin.id, before[language]));
    const refused = (await lost.json()) as Failure;
    expect(refused.error.message).toContain(`${source!.reference} was made again as ${remake!.reference} by `);
    expect(refused.error.details).toMatchObject({ reason: 'remade' });
    // The loser's transaction left nothing: one creation in the trail names the source.
    const created = await db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.action, 'bulletin.create'));
    expect(created.filter((row) => row.summary?.remadeFrom === before[language])).toHaveLength(1);
  });

  it('holds in the database itself: a second remake of one bulletin is refused, a withdrawn one no longer counts', async () => {
    const db = await portalDb();
    const [remake] = await remakesOf(before.en);
    const copy = async () => {
      const id = randomUUID();
      await db.insert(bulletin).values({ ...remake!, id, reference: `ACAP-4A-TD-COPY-${id.slice(0, 8)}`, contentKey: id });
      return id;
    };
    await expect(copy()).rejects.toThrow();
    await db.update(bulletin).set({ state: 'withdrawn' }).where(eq(bulletin.id, remake!.id));
    const again = await copy();
    expect((await remakesOf(before.en)).map((row) => row.id).sort()).toEqual([again, remake!.id].sort());
    await db.delete(bulletin).where(eq(bulletin.id, again));
    await db.update(bulletin).set({ state: 'in_review' }).where(eq(bulletin.id, remake!.id));
  });
});

describe('texts of bulletins approved for the same advisory', () => {
  const db = () => portalDb();
  const ledger = async (advisoryKey: string) =>
    (await db())
      .select()
      .from(smsMessage)
      .where(and(eq(smsMessage.kind, 'bulletin'), eq(smsMessage.advisoryKey, advisoryKey)));
  const farmersOf = (rows: { subscriberId: string }[]) => rows.map((row) => row.subscriberId).sort();
  const reviewer = async () => (await signIn('admin', { reviewer: true })).headers;
  let advisoryKey = '';
  let farmers: string[] = [];

  it('texts each of the three farmers once when two bulletins of the advisory are approved at once by two reviewers', async () => {
    const form = new FormData();
    const rows = ['09171230001', '09171230002', '09171230003'].map((phone) => `${phone},Laguna,City of Calamba,rice,en,2026-11-01,MAO Calamba`);
    const csv = `phone,province,municipality,crop,language,consented_at,source\r\n${rows.join('\r\n')}\r\n`;
    form.append('file', new Blob([new TextEncoder().encode(csv)], { type: 'text/csv' }), 'calamba.csv');
    const imported = await importRoute(
      new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...callers.admin, origin: BASE }, body: form }),
    );
    expect(imported.status, await imported.clone().text()).toBe(201);

    // The remade bulletin and another author's of the same outlook and advisory: two bulletins, one advice.
    const [remade] = await (await db()).select().from(bulletin).where(eq(bulletin.id, remakes.en));
    const other = await inReview((await signIn('admin')).headers, 'en');
    const [second] = await (await db()).select().from(bulletin).where(eq(bulletin.id, other));
    advisoryKey = bulletinAdvisoryKey(remade!.document);
    expect(remade!.document.storm?.bulletinNumber).toBe('8');
    expect(bulletinAdvisoryKey(second!.document)).toBe(advisoryKey);

    const approved = await Promise.all([approve(remade!.id, await reviewer()), approve(other, await reviewer())]);
    expect(approved.map((answer) => answer.status)).toEqual([200, 200]);
    const queued = await ledger(advisoryKey);
    farmers = farmersOf(queued);
    expect(queued).toHaveLength(3);
    expect(new Set(farmers).size).toBe(3);
    const approvals = await (await db()).select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.action, 'bulletin.approve'));
    expect(approvals.map((row) => row.summary?.texts as number).sort()).toEqual([0, 3]);

    // A third bulletin of the advisory, approved later, texts no one again.
    expect((await approve(await inReview((await signIn('admin')).headers, 'en'), await reviewer())).status).toBe(200);
    expect(await ledger(advisoryKey)).toHaveLength(3);
  });

  it('texts the farmers a withdrawn bulletin never reached when another of the advisory is approved, once, and not again after', async () => {
    const holder = (await ledger(advisoryKey))[0]!.bulletinId!;
    const withdrawn = await withdraw(
      new Request(`${BASE}/api/review/${holder}/withdraw`, {
        method: 'POST',
        headers: { ...callers.superadmin, origin: BASE, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'A wrong planting date.' }),
      }),
    );
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    // Its texts never left: cancelled, they no longer hold the advisory.
    expect(await ledger(advisoryKey)).toEqual([]);
    const cancelled = await (await db()).select().from(smsMessage).where(eq(smsMessage.bulletinId, holder));
    expect(cancelled.map((row) => [row.state, row.advisoryKey])).toEqual(farmers.map(() => ['failed', null]));

    const replacement = await inReview((await signIn('admin')).headers, 'en');
    expect((await approve(replacement, await reviewer())).status).toBe(200);
    const requeued = await ledger(advisoryKey);
    expect(requeued.map((row) => row.bulletinId)).toEqual(farmers.map(() => replacement));
    expect(farmersOf(requeued)).toEqual(farmers);

    expect(await sendQueuedTexts(await db(), createOutboxGateway(await db()))).toMatchObject({ sent: 3, failed: 0 });
    const outbox = await (await db()).select({ subscriberId: smsOutbox.subscriberId }).from(smsOutbox);
    expect(farmersOf(outbox)).toEqual(farmers);
    // Sent texts hold the advisory too: one more bulletin of it texts no one.
    expect((await approve(await inReview((await signIn('admin')).headers, 'en'), await reviewer())).status).toBe(200);
    expect(await ledger(advisoryKey)).toHaveLength(3);
    expect(await sendQueuedTexts(await db(), createOutboxGateway(await db()))).toMatchObject({ sent: 0 });
  });
});
