import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as planRoute from '@/app/api/drafts/plan/route';
import { GET as runsRoute } from '@/app/api/drafts/runs/route';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { GET as queueRoute } from '@/app/api/review/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { auditLog, bulletin, draftRun, weatherIssuance } from '@/db/schema';
import type { DraftRunView } from '@/modules/pagasa/rules/drafts-contract';
import { manilaToday } from '@/platform/format/manila-time';
import { composeIssueDrafts } from '@/modules/pagasa/server/drafts/compose-issue-drafts';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { DASMARINAS, GENERAL_EMILIO_AGUINALDO, loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { tenDayReading } from '../support/ten-day-reading';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';

// The test servers and the other tests run with automatic drafts off; this file is about them.
process.env.ACAP_AUTO_DRAFTS = 'on';

const BASE = 'http://localhost:3000';
const CAVITE = '0402100000';
let reviewer: Record<string, string>;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    // The demo set's advice: a draft needs advice for its forecast, as any bulletin does.
    await seedDemoData(await portalDb());
    reviewer = (await signIn('admin', { reviewer: true })).headers;
  },
});
const json = (handler: (r: Request) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
const runs = async () =>
  ((await (await runsRoute(new Request(`${BASE}/api/drafts/runs`, { headers: callers.admin }))).json()) as { runs: DraftRunView[] }).runs;
const issuanceOf = async (type: 'ten_day' | 'seasonal') => {
  const rows = await (await portalDb()).select().from(weatherIssuance).where(eq(weatherIssuance.type, type));
  return rows.sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime())[0]!.id;
};
const systemDrafts = async (type: 'ten_day' | 'seasonal') =>
  (await portalDb())
    .select()
    .from(bulletin)
    .where(and(eq(bulletin.ownerId, 'system'), eq(bulletin.type, type)));

/** A 10-day issue from `daysAhead` days from today (negative: the past) for two towns of Cavite. */
function tenDayIssue(daysAhead: number) {
  const start = manilaToday(new Date(Date.now() + daysAhead * 86_400_000));
  const days = Array.from({ length: 10 }, (_, i) => new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  const values = [GENERAL_EMILIO_AGUINALDO, DASMARINAS].flatMap((municipality) => days.map((date) => tenDayReading(municipality, date, { tempMin: 23 })));
  return { forecastDate: start, validFrom: start, validTo: days.at(-1), values };
}

describe('drafts composed when an issue lands', () => {
  it("keeps the office's choice: rice and corn in both languages everywhere until staff choose, staff only, unknown crops named", async () => {
    expect((await json(planRoute.GET, 'GET', '/api/drafts/plan', callers.anonymous)).status).toBe(401);
    const initial = await (await json(planRoute.GET, 'GET', '/api/drafts/plan', callers.admin)).json();
    expect(initial).toEqual({ plan: { enabled: true, crops: ['rice', 'corn'], languages: ['en', 'tag'], provinces: [] }, deploymentAllows: true });
    const plan = { enabled: true, crops: ['upland_vegetables'], languages: ['en', 'tag'], provinces: [CAVITE] };
    expect((await json(planRoute.PUT, 'PUT', '/api/drafts/plan', callers.anonymous, plan)).status).toBe(401);
    const refused = await json(planRoute.PUT, 'PUT', '/api/drafts/plan', callers.admin, { ...plan, crops: ['durian'] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe('crops: unknown crop "durian". Nothing was stored.');
    expect((await json(planRoute.PUT, 'PUT', '/api/drafts/plan', callers.admin, { ...plan, languages: [] })).status).toBe(400);
    const saved = await json(planRoute.PUT, 'PUT', '/api/drafts/plan', callers.admin, plan);
    expect(saved.status).toBe(200);
    expect((await saved.json()).plan).toEqual(plan);
    const [audit] = await (await portalDb()).select().from(auditLog).where(eq(auditLog.action, 'drafts.plan'));
    expect(audit!.summary).toEqual(plan);
  });

  it('composes the chosen drafts of a new issue as one review batch prepared by the portal, skipping places without a calendar', async () => {
    await loadCaviteOutlooks(callers.admin);
    const tenDay = await issuanceOf('ten_day');
    const [queued] = await (await portalDb()).select().from(draftRun).where(eq(draftRun.issuanceId, tenDay));
    expect(queued).toMatchObject({ state: 'queued', issuanceType: 'ten_day' });

    expect(await composeIssueDrafts(await portalDb(), tenDay)).toBe('ready');
    // Composed once: a second job for the same run does nothing.
    expect(await composeIssueDrafts(await portalDb(), tenDay)).toBe('skipped');
    const run = (await runs()).find((entry) => entry.issuanceId === tenDay)!;
    // Two places of Cavite have an upland vegetables calendar: two drafts each, English and Tagalog.
    expect(run).toMatchObject({ state: 'ready', total: 4, made: 4, error: null, outlook: expect.stringMatching(/^PAGASA's 10-day outlook of /) });
    expect(run.skipped).toHaveLength(23 - 2);
    expect(run.skipped[0]).toMatchObject({ crop: 'Upland vegetables', reason: expect.stringMatching(/^no upland vegetables calendar for /) });

    const drafts = await systemDrafts('ten_day');
    expect(drafts.map((row) => [row.municipalityPsgc, row.language]).sort()).toEqual(
      [
        [DASMARINAS, 'en'],
        [DASMARINAS, 'tag'],
        [GENERAL_EMILIO_AGUINALDO, 'en'],
        [GENERAL_EMILIO_AGUINALDO, 'tag'],
      ].sort(),
    );
    expect(new Set(drafts.map((row) => row.reviewBatchId))).toEqual(new Set([run.reviewBatchId]));
    expect(drafts.every((row) => row.state === 'in_review' && row.ownerName?.startsWith("the portal, from PAGASA's 10-day outlook of"))).toBe(true);

    // Any reviewer may approve them, admin reviewers included: nobody prepared them by hand.
    const queue = (await (await queueRoute(new Request(`${BASE}/api/review`, { headers: reviewer }))).json()) as {
      batches: { batchId: string; items: { id: string; findings: { code: string; level: string }[] }[] }[];
    };
    const batch = queue.batches.find((entry) => entry.batchId === run.reviewBatchId)!;
    expect(batch.items).toHaveLength(4);
    const first = batch.items[0]!;
    const acknowledged = first.findings.filter((finding) => finding.level === 'warning').map((finding) => finding.code);
    const approved = await json(approveRoute, 'POST', '/api/review/approve', reviewer, { ids: [first.id], acknowledged });
    expect(approved.status).toBe(200);
  });

  it("deletes the unreviewed drafts of a replaced issue when the next one's are composed, keeping what was published", async () => {
    const old = await systemDrafts('ten_day');
    const published = old.find((row) => row.state === 'published')!;
    expect(published).toBeDefined();
    const stored = await json(postTenDay, 'POST', '/api/weather/10day', callers.admin, tenDayIssue(1));
    expect(stored.status).toBe(201);
    const next = await issuanceOf('ten_day');
    expect(await composeIssueDrafts(await portalDb(), next)).toBe('ready');

    const now = await systemDrafts('ten_day');
    expect(now.filter((row) => row.state === 'published').map((row) => row.id)).toEqual([published.id]);
    const waiting = now.filter((row) => row.state === 'in_review');
    expect(waiting).toHaveLength(4);
    expect(waiting.some((row) => old.some((earlier) => earlier.id === row.id))).toBe(false);
    const listed = await runs();
    expect(listed.find((entry) => entry.issuanceId === next)).toMatchObject({ state: 'ready', made: 4 });
    expect(listed.find((entry) => entry.issuanceId === old[0]!.document.sources.issuanceId)).toMatchObject({ state: 'replaced', made: 4 });
    const earlierRun = (await (await portalDb()).select().from(draftRun).where(eq(draftRun.issuanceType, 'ten_day'))).find(
      (entry) => entry.issuanceId !== next,
    )!;
    expect(earlierRun.state).toBe('replaced');
    const deletions = await (await portalDb()).select().from(auditLog).where(eq(auditLog.action, 'bulletin.delete'));
    expect(deletions).toHaveLength(3);
    expect(
      deletions.every((row) => row.actorId === 'system' && String((row.summary as { reason: string }).reason).startsWith('replaced by the drafts of')),
    ).toBe(true);
  });

  it('stops a run whose issue was replaced before it ran, sending no outdated batch to review', async () => {
    const db = await portalDb();
    const stored = await json(postTenDay, 'POST', '/api/weather/10day', callers.admin, tenDayIssue(3));
    expect(stored.status).toBe(201);
    const older = await issuanceOf('ten_day');
    // The next issue lands before the job of this one runs: the run finds its issue replaced and makes nothing.
    expect((await json(postTenDay, 'POST', '/api/weather/10day', callers.admin, tenDayIssue(4))).status).toBe(201);
    const before = (await systemDrafts('ten_day')).length;
    expect(await composeIssueDrafts(db, older)).toBe('replaced');
    expect((await systemDrafts('ten_day')).length).toBe(before);
    const [run] = await db.select().from(draftRun).where(eq(draftRun.issuanceId, older));
    expect(run).toMatchObject({ state: 'replaced', reviewBatchId: null, made: 0 });
  });

  it('queues nothing for an issue loaded for the archive, nor when the office turned drafts off', async () => {
    const db = await portalDb();
    const before = (await db.select().from(draftRun)).length;
    // An older 10-day issue (three weeks ago) goes to the archive: no drafts are made of it.
    const archived = await json(postTenDay, 'POST', '/api/weather/10day', callers.admin, tenDayIssue(-21));
    expect(archived.status).toBe(201);
    expect(await archived.json()).toMatchObject({ archived: expect.stringMatching(/^Older than the live outlook/) });
    expect((await db.select().from(draftRun)).length).toBe(before);

    const plan = { enabled: false, crops: ['upland_vegetables'], languages: ['en'], provinces: [CAVITE] };
    expect((await json(planRoute.PUT, 'PUT', '/api/drafts/plan', callers.admin, plan)).status).toBe(200);
    await loadCaviteOutlooks(callers.admin, new Date(Date.now() + 2 * 86_400_000));
    expect((await db.select().from(draftRun)).length).toBe(before);
  });
});
