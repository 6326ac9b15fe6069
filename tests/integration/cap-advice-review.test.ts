import { XMLParser } from 'fast-xml-parser';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as alertRoute } from '@/app/feeds/cap/[alert]/route';
import { DELETE as withdrawRoute, POST as approveRoute } from '@/app/api/recommendations/[id]/approval/route';
import { PUT as putRecommendation } from '@/app/api/recommendations/[id]/route';
import { POST as postRecommendation } from '@/app/api/recommendations/route';
import { POST as postImport } from '@/app/api/recommendations/import/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { auditLog } from '@/db/schema';
import { getAlertInstructions } from '@/modules/exchange/server/feeds/get-alert-instructions';
import { getRecommendation } from '@/modules/recommendations/server/get-recommendation';
import { uploadForm } from '../support/calendar-files';
import { databaseWithCallers } from '../support/callers';
import { recommendationWorkbook } from '../support/recommendation-files';
import { atRoute } from '../support/route-context';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';

/**
 * Nothing unreviewed reaches a CAP alert (issue 44, decision 090): an alert's `<instruction>` carries
 * the office's cyclone advice only as a reviewer approved it, whoever wrote it and whatever is edited
 * after; and an alert, once sent, never changes.
 */
const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const reviewers = {} as Record<'admin' | 'other', { headers: Record<string, string>; email: string }>;
beforeAll(async () => {
  reviewers.admin = await signIn('admin', { reviewer: true });
  reviewers.other = await signIn('admin', { reviewer: true });
});

const approvalRoute = {
  POST: atRoute('/api/recommendations/[id]/approval', approveRoute),
  DELETE: atRoute('/api/recommendations/[id]/approval', withdrawRoute),
};
const updateRoute = atRoute('/api/recommendations/[id]', putRecommendation);
const readAlert = atRoute('/feeds/cap/[alert]', alertRoute);

const UNREVIEWED = 'call 0917 555 0000 for relief goods';
const parser = new XMLParser({ isArray: (name) => name === 'info' });

async function call(handler: (request: Request) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const answer = await handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { error?: { message: string } } };
}

const evacuation = (practiceEn: string) => ({
  type: 'special',
  crop: 'all',
  stage: 'general',
  farmOperation: 'Evacuation',
  trigger: 'signal_number_3',
  practiceEn,
  practiceTl: '<p>Lumikas sa evacuation center.</p>',
});

async function addAdvice(headers: Record<string, string>, practiceEn: string): Promise<number> {
  const saved = await call(postRecommendation, 'POST', '/api/recommendations', headers, evacuation(practiceEn));
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return (saved.body.recommendation as { id: number }).id;
}
const edit = (id: number, headers: Record<string, string>, practiceEn: string) =>
  call(updateRoute, 'PUT', `/api/recommendations/${id}`, headers, evacuation(practiceEn));
const approve = (id: number, headers: Record<string, string>, revision: number) =>
  call(approvalRoute.POST, 'POST', `/api/recommendations/${id}/approval`, headers, { revision });
const withdraw = (id: number, headers: Record<string, string>) => call(approvalRoute.DELETE, 'DELETE', `/api/recommendations/${id}/approval`, headers);

let bulletinNumber = 0;
/** Saves a cyclone advisory with Signal No. 3 over Laguna, as any staff member may, and answers its CAP alert. */
async function sendAlert(): Promise<{ xml: string; instructions: string[] }> {
  bulletinNumber += 1;
  const saved = await call(postSpecial, 'POST', '/api/weather/special', callers.admin, {
    activeCyclone: true,
    name: 'Pepito',
    bulletinNumber: String(bulletinNumber),
    issuedAt: new Date(Date.UTC(2025, 10, 15, bulletinNumber)).toISOString(),
    signals: [{ province: 'Laguna', signal: 'signal_number_3' }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const id = saved.body.issuanceId as string;
  const answer = await readAlert(new Request(`${BASE}/feeds/cap/${id}.xml`));
  const xml = await answer.text();
  expect(answer.status, xml).toBe(200);
  const { alert } = parser.parse(xml) as { alert: { identifier: string; info: { language: string; instruction?: string }[] } };
  return { xml, instructions: alert.info.map((info) => info.instruction ?? '') };
}
const alertAgain = async (xml: string) => {
  const identifier = /<identifier>acap-4a-tcws-([^<]+)<\/identifier>/.exec(xml)![1]!;
  return (await readAlert(new Request(`${BASE}/feeds/cap/${identifier}.xml`))).text();
};

const auditOf = async (action: string, id: number) =>
  (await portalDb())
    .select({ actorId: auditLog.actorId, summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, String(id))));

describe('the advice a CAP alert carries', () => {
  const sent: string[] = [];
  let adviceId = 0;

  it('leaves out advice an admin without the reviewer right added, and no such admin may approve it', async () => {
    adviceId = await addAdvice(callers.admin, `<p>Evacuation centres are open: ${UNREVIEWED}.</p>`);
    const alert = await sendAlert();
    sent.push(alert.xml);
    expect(alert.xml).not.toContain('0917 555 0000');
    // The alert says nothing rather than something unreviewed: no instruction in either language.
    expect(alert.instructions).toEqual(['', '']);
    expect((await getRecommendation(await portalDb(), adviceId))?.alert).toMatchObject({ state: 'waiting', revision: 1, approved: null });
    const waiting = await getAlertInstructions(await portalDb());
    expect(waiting.unapproved).toEqual([{ id: adviceId, farmOperation: 'Evacuation', trigger: 'signal_number_3', state: 'waiting' }]);
    expect(waiting.signals.every((signal) => signal.en.length === 0)).toBe(true);

    expect((await approve(adviceId, callers.admin, 1)).status).toBe(403);
    expect((await approve(adviceId, callers.noLevel, 1)).status).toBe(403);
    expect((await approve(adviceId, callers.anonymous, 1)).status).toBe(401);
    expect((await withdraw(adviceId, callers.admin)).status).toBe(403);
    expect(await auditOf('recommendation.approve', adviceId)).toEqual([]);
  });

  it('carries advice once a reviewer approved it as they read it, and only from then on', async () => {
    // A reviewer who read an older revision approves nothing.
    const stale = await approve(adviceId, reviewers.admin.headers, 2);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/changed since you read it \(revision 2, now 1\)/);

    const approved = await approve(adviceId, reviewers.admin.headers, 1);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.alert).toMatchObject({ state: 'approved', revision: 1, approved: { revision: 1, approvedBy: reviewers.admin.email } });
    expect(await auditOf('recommendation.approve', adviceId)).toEqual([{ actorId: expect.any(String), summary: { revision: 1, trigger: 'signal_number_3' } }]);

    const alert = await sendAlert();
    sent.push(alert.xml);
    expect(alert.instructions).toEqual([`Evacuation: Evacuation centres are open: ${UNREVIEWED}.`, 'Evacuation: Lumikas sa evacuation center.']);
    expect((await getAlertInstructions(await portalDb())).unapproved).toEqual([]);
  });

  it('keeps carrying the approved version after an edit, until a reviewer approves the edit', async () => {
    const edited = await edit(adviceId, callers.admin, '<p>Evacuation centres are open: call 0999 000 0000.</p>');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const standing = (await getRecommendation(await portalDb(), adviceId))!.alert;
    expect(standing).toMatchObject({ state: 'changed', revision: 2, approved: { revision: 1 } });
    expect((await getAlertInstructions(await portalDb())).unapproved).toEqual([expect.objectContaining({ id: adviceId, state: 'changed' })]);

    const alert = await sendAlert();
    sent.push(alert.xml);
    expect(alert.xml).not.toContain('0999 000 0000');
    expect(alert.instructions[0]).toBe(`Evacuation: Evacuation centres are open: ${UNREVIEWED}.`);

    // The admin who made the change is no reviewer; the reviewer approves what they read now.
    expect((await approve(adviceId, callers.admin, 2)).status).toBe(403);
    expect((await approve(adviceId, reviewers.admin.headers, 2)).status).toBe(200);
    const next = await sendAlert();
    sent.push(next.xml);
    expect(next.instructions[0]).toBe('Evacuation: Evacuation centres are open: call 0999 000 0000.');
    expect(next.xml).not.toContain('0917 555 0000');
  });

  it('lets an admin reviewer not approve their own change, and a superadmin approve theirs', async () => {
    const own = await edit(adviceId, reviewers.admin.headers, '<p>Go to the municipal gym.</p>');
    expect(own.status).toBe(200);
    const refused = await approve(adviceId, reviewers.admin.headers, 3);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toMatch(/another reviewer approves it/);
    expect((await approve(adviceId, reviewers.other.headers, 3)).status).toBe(200);

    expect((await edit(adviceId, callers.superadmin, '<p>Go to the covered court.</p>')).status).toBe(200);
    expect((await approve(adviceId, callers.superadmin, 4)).status).toBe(200);
    expect((await sendAlert()).instructions[0]).toBe('Evacuation: Go to the covered court.');
  });

  it('says nothing once a reviewer withdraws the approval, and approves only the advice alerts carry', async () => {
    const withdrawn = await withdraw(adviceId, reviewers.other.headers);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.alert).toMatchObject({ state: 'waiting', approved: null });
    expect(await auditOf('recommendation.withdrawApproval', adviceId)).toHaveLength(1);
    expect((await withdraw(adviceId, reviewers.other.headers)).status).toBe(404);
    expect((await sendAlert()).instructions).toEqual(['', '']);

    const riceAdvice = await call(postRecommendation, 'POST', '/api/recommendations', callers.admin, { ...evacuation('<p>Harvest early.</p>'), crop: 'rice' });
    const riceId = (riceAdvice.body.recommendation as { id: number }).id;
    const refused = await approve(riceId, callers.superadmin, 1);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toMatch(/not advice the CAP alerts carry/);
    expect((await approve(987_654, callers.superadmin, 1)).status).toBe(404);
  });

  it('loses an approval when an import replaces the advice: the imported advice waits for a reviewer', async () => {
    expect((await approve(adviceId, reviewers.other.headers, 4)).status).toBe(200);
    const workbook = await recommendationWorkbook({ special: [['general', 'Evacuation', 'Signal No. 3', `<p>Imported: ${UNREVIEWED}.</p>`]] });
    const form = uploadForm('file', 'advice.xlsx', workbook, { crop: 'all' });
    const imported = await postImport(new Request(`${BASE}/api/recommendations/import`, { method: 'POST', headers: callers.admin, body: form }));
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(await getRecommendation(await portalDb(), adviceId)).toBeNull();
    const alert = await sendAlert();
    expect(alert.xml).not.toContain('0917 555 0000');
    expect(alert.instructions).toEqual(['', '']);
  });

  it('never changes an alert once sent, whatever was approved, edited or withdrawn after', async () => {
    expect(sent).toHaveLength(4);
    for (const xml of sent) expect(await alertAgain(xml)).toBe(xml);
  });
});
