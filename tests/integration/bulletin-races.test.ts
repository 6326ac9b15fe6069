import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as smsRoute } from '@/app/api/bulletins/[id]/sms/route';
import { DELETE as deleteRoute, POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as returnRoute } from '@/app/api/review/return/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { POST as withdrawRoute } from '@/app/api/review/[id]/withdraw/route';
import { auditLog, bulletin } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
// Each pair is fired this many times at fresh bulletins: a race that one run misses, one of these finds.
const ROUNDS = 3;

type Headers = Record<string, string>;
let author: Headers;
let reviewerA: Headers;
let reviewerB: Headers;
let templateId: string;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    author = (await signIn('admin')).headers;
    reviewerA = (await signIn('admin', { reviewer: true })).headers;
    reviewerB = (await signIn('admin', { reviewer: true })).headers;
    const fields = { region: 'calabarzon', province: 'Cavite', municipality: 'General Emilio Aguinaldo', crop: 'upland_vegetables', language: 'en' };
    const saved = await send(postTenDay, '/api/reports/tenday/crops', author, { ...fields, operation: 'create' });
    expect(saved.status).toBe(201);
    templateId = ((await saved.json()) as { id: string }).id;
  },
});

function send(handler: (r: Request) => Promise<Response>, path: string, headers: Headers, body: unknown, method = 'POST') {
  return handler(new Request(`${BASE}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
}
const withdraw = atRoute('/api/review/[id]/withdraw', withdrawRoute);
const saveSms = atRoute('/api/bulletins/[id]/sms', smsRoute);

/** A copy of the author's draft in the given state: each round races over a bulletin of its own. */
async function bulletinIn(state: BulletinState): Promise<string> {
  const db = await portalDb();
  const [row] = await db.select().from(bulletin).where(eq(bulletin.id, templateId));
  const id = randomUUID();
  await db.insert(bulletin).values({
    ...row!,
    id,
    reference: `ACAP-4A-TD-RACE-${id.slice(0, 8)}`,
    contentKey: id,
    state,
    reviewBatchId: state === 'draft' ? null : randomUUID(),
    submittedAt: state === 'draft' ? null : new Date(),
    publishedAt: state === 'published' ? new Date() : null,
  });
  return id;
}

const actions = {
  approve: (id: string, headers: Headers) => send(approveRoute, '/api/review/approve', headers, { ids: [id], acknowledged: [...CHECK_CODES] }),
  sendBack: (id: string, headers: Headers) => send(returnRoute, '/api/review/return', headers, { ids: [id], comment: 'Name the typhoon first.' }),
  submit: (id: string, headers: Headers) => send(submitRoute, '/api/review/submit', headers, { ids: [id] }),
  withdraw: (id: string, headers: Headers) =>
    withdraw(
      new Request(`${BASE}/api/review/${id}/withdraw`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"reason":"Replaced."}',
      }),
    ),
  remove: (id: string, headers: Headers) => send(deleteRoute, '/api/reports/tenday/crops', headers, { docId: id }, 'DELETE'),
  changeSms: (id: string, headers: Headers) =>
    saveSms(
      new Request(`${BASE}/api/bulletins/${id}/sms`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"smsText":"Bagyo: ihanda ang bukid."}',
      }),
    ),
};
type Action = keyof typeof actions;

// What each step leaves behind when it wins: the bulletin's state, and its audit row.
const OUTCOME: Record<Action, { state: BulletinState | 'deleted'; audit: string }> = {
  approve: { state: 'published', audit: 'bulletin.approve' },
  sendBack: { state: 'draft', audit: 'bulletin.return' },
  submit: { state: 'in_review', audit: 'bulletin.submit' },
  withdraw: { state: 'withdrawn', audit: 'bulletin.withdraw' },
  remove: { state: 'deleted', audit: 'bulletin.delete' },
  changeSms: { state: 'draft', audit: 'bulletin.sms' },
};

type Caller = 'author' | 'reviewer A' | 'reviewer B' | 'superadmin';
const headersOf = (caller: Caller): Headers => ({ author, 'reviewer A': reviewerA, 'reviewer B': reviewerB, superadmin: callers.superadmin })[caller];
const step = (text: `${Action} by ${Caller}`) => {
  const [action, caller] = text.split(' by ') as [Action, Caller];
  return { action, headers: headersOf(caller) };
};

const PAIRS: [from: BulletinState, first: `${Action} by ${Caller}`, second: `${Action} by ${Caller}`][] = [
  ['in_review', 'approve by reviewer A', 'sendBack by reviewer B'],
  ['in_review', 'approve by reviewer A', 'approve by reviewer B'],
  ['in_review', 'sendBack by reviewer A', 'sendBack by reviewer B'],
  ['in_review', 'approve by reviewer A', 'changeSms by author'],
  ['draft', 'submit by author', 'remove by author'],
  ['draft', 'submit by author', 'remove by superadmin'],
  ['draft', 'remove by author', 'remove by superadmin'],
  ['published', 'withdraw by reviewer A', 'withdraw by reviewer B'],
];

describe('two staff acting on one bulletin at once', () => {
  it.each(PAIRS)('%s: %s against %s ends with one winner and a 409 naming the state now', async (from, firstStep, secondStep) => {
    const [first, second] = [step(firstStep), step(secondStep)];
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await bulletinIn(from);
      const answers = await Promise.all([actions[first.action](id, first.headers), actions[second.action](id, second.headers)]);
      const statuses = answers.map((answer) => answer.status);
      expect([...statuses].sort(), `round ${round}: ${statuses.join(', ')}`).toEqual([200, 409]);
      const winner = statuses[0] === 200 ? first.action : second.action;
      const loser = answers[statuses[0] === 200 ? 1 : 0];
      const error = ((await loser.json()) as { error: { message: string } }).error;
      const db = await portalDb();
      const [row] = await db.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, id));
      const now = row?.state ?? 'deleted';
      expect(now).toBe(OUTCOME[winner].state);
      expect(error.message).toMatch(new RegExp(`\\b(${now.replace('_', ' ')}|published|withdrawn|deleted)\\b`));
      // One step happened: its audit row alone (a failed step's transaction left none).
      // A batch step's row names the batch and lists its bulletins: rows that mention the bulletin.
      const audit = (await db.select().from(auditLog)).filter((entry) => JSON.stringify(entry).includes(id));
      const steps = audit.map((entry) => entry.action).filter((action) => Object.values(OUTCOME).some((outcome) => outcome.audit === action));
      expect(steps).toEqual([OUTCOME[winner].audit]);
    }
  });
});

describe('the SMS text', () => {
  it('is frozen when the bulletin goes to review, and changing it sends the bulletin back to draft', async () => {
    const id = await bulletinIn('draft');
    expect((await actions.submit(id, author)).status).toBe(200);
    const db = await portalDb();
    const [frozen] = await db.select({ smsText: bulletin.smsText }).from(bulletin).where(eq(bulletin.id, id));
    expect(frozen!.smsText).toMatch(/\S/);
    const same = await saveSms(
      new Request(`${BASE}/api/bulletins/${id}/sms`, {
        method: 'PUT',
        headers: { ...author, 'content-type': 'application/json' },
        body: JSON.stringify({ smsText: frozen!.smsText }),
      }),
    );
    expect(same.status).toBe(200);
    expect((await db.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, id)))[0]!.state).toBe('in_review');
    const changed = await actions.changeSms(id, author);
    expect(changed.status).toBe(200);
    const [after] = await db
      .select({ state: bulletin.state, smsText: bulletin.smsText, reviewBatchId: bulletin.reviewBatchId })
      .from(bulletin)
      .where(eq(bulletin.id, id));
    // Kept with the closing line of the bulletin's language after what the author wrote.
    expect(after).toEqual({ state: 'draft', smsText: `Bagyo: ihanda ang bukid. ${SMS_WORDS.en.closing}`, reviewBatchId: null });
    // The reviewer's approval of what they had read is refused: it is not in review any more.
    const approved = await actions.approve(id, reviewerA);
    expect(approved.status).toBe(409);
    expect(((await approved.json()) as { error: { message: string } }).error.message).toMatch(/draft/);
    const audit = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.action, 'bulletin.sms')));
    expect(audit.map((entry) => entry.summary?.backToDraft)).toEqual([true]);
  });
});
