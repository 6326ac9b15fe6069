import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as returnRoute } from '@/app/api/review/return/route';
import { GET as queueRoute } from '@/app/api/review/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { GET as staffPdfRoute } from '@/app/api/review/[id]/pdf/route';
import { POST as withdrawRoute } from '@/app/api/review/[id]/withdraw/route';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { GET as pdfRoute } from '@/app/bulletins/[file]/route';
import { GET as placeBulletins } from '@/app/api/v1/places/[psgc]/bulletins/route';
import { auditLog, bulletin } from '@/db/schema';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { listBulletinEditions } from '@/modules/bulletins/server/list-bulletin-editions';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { getBulletinPreviewCard } from '@/modules/site/server/previews/get-other-preview-cards';
import { getBulletinPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { GENERAL_EMILIO_AGUINALDO, loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfText } from '../support/pdf-text';
import { atRoute } from '../support/route-context';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
let reviewer: Record<string, string>;
let author: Record<string, string>;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    reviewer = (await signIn('admin', { reviewer: true })).headers;
    author = (await signIn('admin')).headers;
  },
});

const post = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const withdraw = atRoute('/api/review/[id]/withdraw', withdrawRoute);
const staffPdf = atRoute('/api/review/[id]/pdf', staffPdfRoute);
const publicPdf = atRoute('/bulletins/[file]', pdfRoute);
const openList = atRoute('/api/v1/places/[psgc]/bulletins', placeBulletins);

const cavite = { region: 'calabarzon', province: 'Cavite', municipality: 'General Emilio Aguinaldo', crop: 'upland_vegetables', operation: 'create' };

// The same bulletin sent twice by one author is stored once: each draft of a test is another bulletin.
const KINDS = [
  [postTenDay, '/api/reports/tenday/crops', 'en'],
  [postTenDay, '/api/reports/tenday/crops', 'tag'],
  [postSeasonal, '/api/reports/seasonal/crops', 'en'],
  [postSeasonal, '/api/reports/seasonal/crops', 'tag'],
  [postSpecial, '/api/reports/special/crops', 'en'],
  [postSpecial, '/api/reports/special/crops', 'tag'],
] as const;
const made = new Map<Record<string, string>, number>();

async function draft(headers: Record<string, string>): Promise<{ id: string; state: string; message: string }> {
  const n = made.get(headers) ?? 0;
  made.set(headers, n + 1);
  const [handler, path, language] = KINDS[n]!;
  const answer = await post(handler, path, headers, { ...cavite, language, ...(handler === postSeasonal ? { isFull: true } : {}) });
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string; state: string; message: string };
}
const stateOf = async (id: string) => (await (await portalDb()).select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, id)))[0]?.state;
const errorOf = async (answer: Response) => ((await answer.json()) as { error: { code: string; message: string; details?: Record<string, unknown> } }).error;

describe('a saved bulletin', () => {
  it('is a draft, said so in the answer of the original create call, and public nowhere', async () => {
    const saved = await draft(author);
    expect(saved.state).toBe('draft');
    expect(saved.message).toMatch(/saved as a draft/);
    expect(await getBulletin(await portalDb(), saved.id)).toBeNull();
    expect(await getBulletin(await portalDb(), saved.id, 'staff')).not.toBeNull();
    const draftPdf = await publicPdf(new Request(`${BASE}/bulletins/${saved.id}.pdf`));
    expect(draftPdf.status).toBe(404);
    // Not cached anywhere: once published, the same address answers the PDF.
    expect(draftPdf.headers.get('cache-control')).toBe('no-store');
    const archive = await listBulletinEditions(await portalDb(), {});
    expect(archive.editions.flatMap((e) => e.copies).map((c) => c.id)).not.toContain(saved.id);
    const open = (await (await openList(new Request(`${BASE}/api/v1/places/${GENERAL_EMILIO_AGUINALDO}/bulletins`))).json()) as { items?: { id: string }[] };
    expect(JSON.stringify(open)).not.toContain(saved.id);
    const pdf = await staffPdf(new Request(`${BASE}/api/review/${saved.id}/pdf`, { headers: author }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect((await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ')).toMatch(/DRAFT/);
    expect((await staffPdf(new Request(`${BASE}/api/review/${saved.id}/pdf`))).status).toBe(401);
  });
});

describe('review', () => {
  it('refuses anonymous callers, and lets only reviewers approve, send back or withdraw', async () => {
    const saved = await draft(author);
    expect((await post(submitRoute, '/api/review/submit', callers.anonymous, { ids: [saved.id] })).status).toBe(401);
    expect((await queueRoute(new Request(`${BASE}/api/review`))).status).toBe(401);
    expect((await post(submitRoute, '/api/review/submit', callers.admin, { ids: [saved.id] })).status).toBe(403);
    expect((await post(submitRoute, '/api/review/submit', author, { ids: [saved.id] })).status).toBe(200);
    for (const headers of [callers.anonymous, callers.admin, author]) {
      const approved = await post(approveRoute, '/api/review/approve', headers, { ids: [saved.id], acknowledged: [] });
      expect(approved.status).toBe(headers === callers.anonymous ? 401 : 403);
      expect((await post(returnRoute, '/api/review/return', headers, { ids: [saved.id], comment: 'x' })).status).toBe(
        headers === callers.anonymous ? 401 : 403,
      );
    }
    expect(await stateOf(saved.id)).toBe('in_review');
  });

  it('sends a batch to review, lists it with a line per place, and approves it all or none, ticking warnings', async () => {
    const [a, b] = [await draft(author), await draft(author)];
    const sent = await post(submitRoute, '/api/review/submit', author, { ids: [a.id, b.id] });
    expect(sent.status).toBe(200);
    const { batchId } = (await sent.json()) as { batchId: string };
    const queue = (await (await queueRoute(new Request(`${BASE}/api/review`, { headers: reviewer }))).json()) as {
      batches: { batchId: string; items: { id: string; municipality: string; findings: { code: string; level: string }[] }[] }[];
    };
    const batch = queue.batches.find((x) => x.batchId === batchId)!;
    expect(batch.items.map((item) => item.id).sort()).toEqual([a.id, b.id].sort());
    expect(batch.items.every((item) => item.municipality === 'General Emilio Aguinaldo')).toBe(true);
    // The demo data set is marked: approving it needs a tick, and nothing moves without one.
    const warnings = [...new Set(batch.items.flatMap((item) => item.findings.filter((f) => f.level === 'warning').map((f) => f.code)))];
    expect(batch.items.flatMap((item) => item.findings).filter((f) => f.level === 'block')).toEqual([]);
    if (warnings.length > 0) {
      const unticked = await post(approveRoute, '/api/review/approve', reviewer, { ids: [a.id, b.id], acknowledged: [] });
      expect(unticked.status).toBe(409);
      expect((await errorOf(unticked)).message).toMatch(/^Tick each warning to approve\./);
      expect(await stateOf(a.id)).toBe('in_review');
    }
    const approved = await post(approveRoute, '/api/review/approve', reviewer, { ids: [a.id, b.id], acknowledged: warnings });
    expect(approved.status).toBe(200);
    expect(await stateOf(a.id)).toBe('published');
    expect(await stateOf(b.id)).toBe('published');

    const db = await portalDb();
    const audits = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.target, [a.id, b.id, batchId]));
    expect(audits.map((row) => row.action).sort()).toEqual(['bulletin.approve', 'bulletin.approve', 'bulletin.create', 'bulletin.create', 'bulletin.submit']);
    const pdf = await publicPdf(new Request(`${BASE}/bulletins/${a.id}.pdf`));
    expect(pdf.status).toBe(200);
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ');
    expect(text).not.toMatch(/DRAFT/);
    expect(text).toMatch(/Approved by/);
    expect(text).toContain(`/bulletins/${a.id}`);
    const archive = await listBulletinEditions(db, {});
    expect(archive.editions.flatMap((e) => e.copies).map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("blocks approval of an admin reviewer's own bulletin", async () => {
    const own = await draft(reviewer);
    await post(submitRoute, '/api/review/submit', reviewer, { ids: [own.id] });
    const refused = await post(approveRoute, '/api/review/approve', reviewer, { ids: [own.id], acknowledged: ['demo_data'] });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/^Another reviewer must approve your own bulletins/);
  });

  it('tells a superadmin who approves their own bulletin so, and the PDF says "Prepared and approved by"', async () => {
    const own = await draft(callers.superadmin);
    expect((await post(submitRoute, '/api/review/submit', callers.superadmin, { ids: [own.id] })).status).toBe(200);
    const approved = await post(approveRoute, '/api/review/approve', callers.superadmin, { ids: [own.id], acknowledged: [...CHECK_CODES] });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { message: string }).message).toMatch(/approved and published\. You prepared it yourself: no one else reviewed it/);
    const pdf = await publicPdf(new Request(`${BASE}/bulletins/${own.id}.pdf`));
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Prepared and approved by');
    expect(text).not.toMatch(/Prepared by .* Approved by/);
  });

  it('sends back to draft with the comment, which the author sees, and refuses a step from the wrong state naming it', async () => {
    const saved = await draft(author);
    expect((await post(approveRoute, '/api/review/approve', reviewer, { ids: [saved.id], acknowledged: [] })).status).toBe(409);
    await post(submitRoute, '/api/review/submit', author, { ids: [saved.id] });
    expect((await errorOf(await post(returnRoute, '/api/review/return', reviewer, { ids: [saved.id], comment: ' ' }))).message).toBe(
      'comment: say what the author should change',
    );
    const back = await post(returnRoute, '/api/review/return', reviewer, { ids: [saved.id], comment: 'Add the Tagalog text for land preparation.' });
    expect(back.status).toBe(200);
    expect(await stateOf(saved.id)).toBe('draft');
    const queue = (await (await queueRoute(new Request(`${BASE}/api/review`, { headers: author }))).json()) as {
      drafts: { id: string; reviewComment: string }[];
    };
    expect(queue.drafts.find((d) => d.id === saved.id)?.reviewComment).toBe('Add the Tagalog text for land preparation.');
    const twice = await post(returnRoute, '/api/review/return', reviewer, { ids: [saved.id], comment: 'again' });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toMatch(/is draft/);
  });

  it('withdraws a published bulletin: gone from lists, its PDF 410, its address still answers with the notice', async () => {
    const saved = await draft(author);
    await post(submitRoute, '/api/review/submit', author, { ids: [saved.id] });
    const approved = await post(approveRoute, '/api/review/approve', callers.superadmin, {
      ids: [saved.id],
      acknowledged: ['demo_data', 'advice_gap', 'tagalog_missing', 'sms_not_gsm'],
    });
    expect(approved.status).toBe(200);
    const at = `${BASE}/api/review/${saved.id}/withdraw`;
    expect(
      (await withdraw(new Request(at, { method: 'POST', headers: { ...author, 'content-type': 'application/json' }, body: '{"reason":"x"}' }))).status,
    ).toBe(403);
    const answer = await withdraw(
      new Request(at, { method: 'POST', headers: { ...reviewer, 'content-type': 'application/json' }, body: '{"reason":"The outlook was corrected."}' }),
    );
    expect(answer.status).toBe(200);
    expect(await stateOf(saved.id)).toBe('withdrawn');
    const withdrawnPdf = await publicPdf(new Request(`${BASE}/bulletins/${saved.id}.pdf`));
    expect(withdrawnPdf.status).toBe(410);
    expect(withdrawnPdf.headers.get('cache-control')).toBe('no-store');
    const db = await portalDb();
    expect((await getBulletin(db, saved.id))?.row.withdrawnReason).toBe('The outlook was corrected.');
    expect((await listBulletinEditions(db, {})).editions.flatMap((e) => e.copies).map((c) => c.id)).not.toContain(saved.id);
    // A link shared before says so wherever it is seen: its og: title and text, and its preview picture.
    const metadata = await getBulletinPageMetadata(db, 'en', saved.id);
    // (This one is in Tagalog: "Binawi" is "withdrawn".)
    expect(String(metadata?.openGraph?.title)).toMatch(/^BINAWI: /);
    expect(metadata?.openGraph?.description).toMatch(/^Binawi ang abisong ito noong .+\. Huwag sundin ang payo nito\. Dahilan: The outlook was corrected\./);
    const preview = await getBulletinPreviewCard(db, saved.id);
    expect(preview?.card.title).toBe('BINAWI: General Emilio Aguinaldo, Cavite');
    expect(preview?.card.note).toMatch(/^Binawi ang abisong ito noong /);
  });

  it("lists and sends others' drafts for a superadmin only: an admin, even a reviewer, sees and sends their own", async () => {
    const others = await draft(reviewer);
    const draftsSeenBy = async (headers: Record<string, string>) =>
      ((await (await queueRoute(new Request(`${BASE}/api/review`, { headers }))).json()) as { drafts: { id: string }[] }).drafts.map((d) => d.id);
    expect(await draftsSeenBy(reviewer)).toContain(others.id);
    expect(await draftsSeenBy(author)).not.toContain(others.id);
    expect(await draftsSeenBy(callers.superadmin)).toContain(others.id);
    const refused = await post(submitRoute, '/api/review/submit', author, { ids: [others.id] });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toMatch(/^You can send only your own drafts to review/);
    expect(await stateOf(others.id)).toBe('draft');
    expect((await post(submitRoute, '/api/review/submit', callers.superadmin, { ids: [others.id] })).status).toBe(200);
    expect(await stateOf(others.id)).toBe('in_review');
  });
});
