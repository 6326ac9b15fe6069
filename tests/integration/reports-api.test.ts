import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as pdfRoute } from '@/app/bulletins/[file]/route';
import { GET as listReports } from '@/app/api/reports/route';
import { DELETE as deleteSeasonal, POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { DELETE as deleteSpecial, POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { DELETE as deleteTenDay, POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { POST as createRecommendation } from '@/app/api/recommendations/route';
import { auditLog, bulletin } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { createSessionHeaders } from '../support/factories';
import { pdfText } from '../support/pdf-text';
import { atRoute } from '../support/route-context';
import { publishBulletins } from '../support/publish-bulletins';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../support/xss-payloads';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});

const getPdf = atRoute('/bulletins/[file]', pdfRoute);
const send = (handler: (r: Request) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const tenday = (headers: Record<string, string>, body: Record<string, unknown>) => send(postTenDay, 'POST', '/api/reports/tenday/crops', headers, body);
const stored = async () => (await (await portalDb()).select({ n: count() }).from(bulletin))[0]!.n;
const DELETES = [
  [deleteSeasonal, '/api/reports/seasonal/crops'],
  [deleteTenDay, '/api/reports/tenday/crops'],
  [deleteSpecial, '/api/reports/special/crops'],
] as const;
// The fixture's outlooks are from 2025 and have ended: the staff confirm making bulletins from them.
const bay = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', allowExpired: true };
type ReportBody = { id: string; docId: string; uid: string; type: string; date_created: { _seconds: number }; message: string; pdfUrl: string; size: number };

describe('bulletin calls', () => {
  it('refuse anonymous callers and users without a level', async () => {
    expect((await tenday(callers.anonymous, { ...bay, operation: 'preview' })).status).toBe(401);
    expect((await tenday(callers.noLevel, { ...bay, operation: 'create' })).status).toBe(403);
    expect((await listReports(new Request(`${BASE}/api/reports`))).status).toBe(401);
  });

  it('refuse an outlook that has ended with 409 naming it, unless the staff confirmed (allowExpired)', async () => {
    const { allowExpired: _, ...unconfirmed } = bay;
    for (const [handler, path, extra] of [
      [postTenDay, '/api/reports/tenday/crops', {}],
      [postSeasonal, '/api/reports/seasonal/crops', { month: 'dec' }],
      [postSpecial, '/api/reports/special/crops', {}],
    ] as const) {
      for (const operation of ['preview', 'create']) {
        const refused = await send(handler, 'POST', path, callers.admin, { ...unconfirmed, ...extra, operation });
        expect(refused.status, path).toBe(409);
        const { error } = (await refused.json()) as { error: { code: string; message: string; details: { reason: string; validTo: string } } };
        expect(error.code).toBe('CONFLICT');
        expect(error.message).toMatch(/ ended on .*; the office has not loaded a newer one\./);
        expect(error.details.reason).toBe('outlook_ended');
      }
    }
    expect(await stored()).toBe(0);
    const confirmed = await tenday(callers.admin, { ...bay, operation: 'preview' });
    expect(confirmed.status).toBe(200);
    expect((await tenday(callers.admin, { ...bay, allowExpired: 'yes', operation: 'preview' })).status).toBe(400);
  });

  it('preview answers a PDF and stores nothing', async () => {
    const answer = await tenday(callers.admin, { ...bay, operation: 'preview' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(bytes))[0]).toContain('PREVIEW');
    expect(await stored()).toBe(0);
  });

  it('create stores the report and its PDF with an audit row, and answers the report', async () => {
    const answer = await tenday(callers.admin, { ...bay, operation: 'create' });
    expect(answer.status).toBe(201);
    const report = (await answer.json()) as ReportBody;
    // Original clients keep working: their create saves a draft, and the answer says so.
    expect(report).toMatchObject({
      type: 'ten_day',
      message: 'The 10-day bulletin was saved as a draft: send it to review to publish it.',
      docId: report.id,
      state: 'draft',
      publishedAt: null,
    });
    expect(report.date_created._seconds).toBeGreaterThan(1_700_000_000);
    const [row] = await (await portalDb()).select().from(bulletin);
    expect(row!.pdfSize).toBe(row!.pdf.length);
    expect(row!.document.basedOnExpired).toEqual({ validTo: '2025-08-27' });
    expect(row!.request).toMatchObject({ allowExpired: true });
    expect(row!.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ownerId).toBe(report.uid);
    const audits = (await (await portalDb()).select().from(auditLog)).filter((a) => a.action === 'bulletin.create');
    expect(audits).toHaveLength(1);
  });

  it('stores a double-submitted create once', async () => {
    const [first, second] = await Promise.all([
      tenday(callers.superadmin, { ...bay, operation: 'create' }),
      tenday(callers.superadmin, { ...bay, operation: 'create' }),
    ]);
    const ids = [((await first.json()) as ReportBody).id, ((await second.json()) as ReportBody).id];
    expect(new Set(ids).size).toBe(1);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await stored()).toBe(2);
  });

  it('lists the caller’s own reports, newest first, by type', async () => {
    await send(postSeasonal, 'POST', '/api/reports/seasonal/crops', callers.admin, { ...bay, operation: 'create', month: 'dec' });
    const mine = (await (await listReports(new Request(`${BASE}/api/reports`, { headers: callers.admin }))).json()) as ReportBody[];
    expect(mine.map((r) => r.type)).toEqual(['seasonal', 'ten_day']);
    const seasonal = (await (await listReports(new Request(`${BASE}/api/reports?type=seasonal`, { headers: callers.admin }))).json()) as ReportBody[];
    expect(seasonal).toHaveLength(1);
  });

  it('serves the published PDF with its hash as ETag, kept for a year as it never changes, and a draft at the same address uncached', async () => {
    const [report] = (await (await listReports(new Request(`${BASE}/api/reports?type=ten_day`, { headers: callers.admin }))).json()) as ReportBody[];
    const draft = await getPdf(new Request(`${BASE}${report!.pdfUrl}`));
    expect(draft.status).toBe(404);
    // Nothing may keep the draft's answer: the address answers the PDF once the bulletin is published.
    expect(draft.headers.get('cache-control')).toBe('no-store');
    await publishBulletins(report!.id);
    // Approval draws the PDF again, with its approval block: the report says the new size.
    const [published] = (await (await listReports(new Request(`${BASE}/api/reports?type=ten_day`, { headers: callers.admin }))).json()) as ReportBody[];
    const answer = await getPdf(new Request(`${BASE}${report!.pdfUrl}`));
    expect(answer.status).toBe(200);
    // Its bytes were fixed at approval and never change (nobody may delete a published bulletin; a withdrawal answers 410).
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = answer.headers.get('etag')!;
    expect(Buffer.from(await answer.arrayBuffer()).length).toBe(published!.size);
    expect((await getPdf(new Request(`${BASE}${report!.pdfUrl}`, { headers: { 'if-none-match': etag } }))).status).toBe(304);
    const gone = await getPdf(new Request(`${BASE}/bulletins/00000000-0000-4000-8000-000000000000.pdf`));
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });

  it('lets only the owner or a superadmin delete a draft, of any type through any of the three paths, and nobody a published one', async () => {
    const [published] = (await (await listReports(new Request(`${BASE}/api/reports?type=ten_day`, { headers: callers.admin }))).json()) as ReportBody[];
    const [draft] = (await (await listReports(new Request(`${BASE}/api/reports?type=seasonal`, { headers: callers.admin }))).json()) as ReportBody[];
    const otherAdmin = await createSessionHeaders('admin');
    for (const [handler, path] of DELETES) {
      expect((await send(handler, 'DELETE', path, otherAdmin, { docId: draft!.id })).status, path).toBe(403);
      expect((await send(handler, 'DELETE', path, callers.anonymous, { docId: draft!.id })).status, path).toBe(401);
    }
    // The spec's only delete call, which the original dashboard makes for every report.
    const deleted = await send(deleteSeasonal, 'DELETE', '/api/reports/seasonal/crops', callers.admin, { docId: draft!.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'The bulletin was deleted.', docId: draft!.id });
    const audits = (await (await portalDb()).select().from(auditLog)).filter((a) => a.action === 'bulletin.delete' && a.target === draft!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.summary).toMatchObject({ type: 'seasonal' });
    // A second delete of it lost the race to the first: 409, it was deleted.
    const again = await send(deleteSeasonal, 'DELETE', '/api/reports/seasonal/crops', callers.admin, { docId: draft!.id });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/was already deleted/);
    // Published, it is a record the public read: its owner asks a reviewer to withdraw it; not even a superadmin erases it.
    for (const caller of [callers.admin, callers.superadmin]) {
      const refused = await send(deleteTenDay, 'DELETE', '/api/reports/tenday/crops', caller, { docId: published!.id });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        / is published: the public has read it, so it is kept as a record; ask a reviewer to withdraw it/,
      );
    }
    expect((await getPdf(new Request(`${BASE}/bulletins/${published!.id}.pdf`))).status).toBe(200);
  });

  it('accepts the original dashboard’s fields with every type, ignoring month and isFull where they do not apply', async () => {
    // The dashboard sends {region, province, municipality, crop, month, language, operation, isFull} (and signal for special).
    const dashboard = { ...bay, month: 9, isFull: false };
    for (const [handler, path] of [
      [postTenDay, '/api/reports/tenday/crops'],
      [postSpecial, '/api/reports/special/crops'],
      [postSeasonal, '/api/reports/seasonal/crops'],
    ] as const) {
      const answer = await send(handler, 'POST', path, callers.admin, { ...dashboard, operation: 'preview' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
    }
    const created = await send(postSpecial, 'POST', '/api/reports/special/crops', callers.superadmin, {
      ...dashboard,
      isFull: true,
      signal: 'signal_number_2',
      operation: 'create',
    });
    expect(created.status).toBe(201);
    const report = (await created.json()) as ReportBody;
    const [row] = await (await portalDb()).select({ request: bulletin.request }).from(bulletin).where(eq(bulletin.id, report.id));
    expect(row!.request).not.toHaveProperty('month');
    expect(row!.request).not.toHaveProperty('isFull');
    // The owner check holds whichever path is used; the seasonal path deletes a special bulletin.
    expect((await send(deleteSeasonal, 'DELETE', '/api/reports/seasonal/crops', callers.admin, { docId: report.id })).status).toBe(403);
    expect((await send(deleteSeasonal, 'DELETE', '/api/reports/seasonal/crops', callers.superadmin, { docId: report.id })).status).toBe(200);
  });

  it('refuses a field no client sends, naming it and the fields the report takes', async () => {
    const before = await stored();
    for (const [handler, path, label] of [
      [postTenDay, '/api/reports/tenday/crops', '10-day'],
      [postSpecial, '/api/reports/special/crops', 'special'],
      [postSeasonal, '/api/reports/seasonal/crops', 'seasonal'],
    ] as const) {
      const answer = await send(handler, 'POST', path, callers.admin, { ...bay, month: 'dec', operation: 'preview', colour: 'green' });
      expect(answer.status, path).toBe(400);
      const { error } = (await answer.json()) as { error: { message: string } };
      expect(error.message).toMatch(
        new RegExp(
          `^Unrecognized key "colour": a ${label} report takes region, province, municipality, crop, month, language, operation, isFull, allowExpired`,
        ),
      );
    }
    const signal = await tenday(callers.admin, { ...bay, signal: 'signal_number_2', operation: 'preview' });
    expect(((await signal.json()) as { error: { message: string } }).error.message).toMatch(/^Unrecognized key "signal"/);
    expect(await stored()).toBe(before);
  });

  it('names what is missing or wrong instead of making an empty PDF', async () => {
    const noCalendar = await tenday(callers.admin, { ...bay, crop: 'coffee', operation: 'preview' });
    expect(noCalendar.status).toBe(404);
    expect(((await noCalendar.json()) as { error: { message: string } }).error.message).toMatch(/^Received empty data/);
    const bad = await send(postSeasonal, 'POST', '/api/reports/seasonal/crops', callers.admin, { ...bay, operation: 'create' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('month is required unless isFull is true');
    const wrongLanguage = await tenday(callers.admin, { ...bay, language: 'fr', operation: 'preview' });
    expect(JSON.stringify(await wrongLanguage.json())).toContain('language must be en or tag');
  });

  it('never lets recommendation markup into the PDF', async () => {
    const practice = XSS_PAYLOADS.join('\n');
    const created = await send(createRecommendation, 'POST', '/api/recommendations', callers.admin, {
      type: 'special',
      crop: 'rice',
      stage: 'veg',
      farmOperation: XSS_PAYLOADS[1],
      trigger: 'signal_number_2',
      impactEn: XSS_PAYLOADS[0],
      practiceEn: practice,
    });
    expect(created.status).toBe(201);
    const answer = await send(postSpecial, 'POST', '/api/reports/special/crops', callers.admin, { ...bay, operation: 'preview' });
    expect(answer.status).toBe(200);
    const text = (await pdfText(Buffer.from(await answer.arrayBuffer()))).join('\n');
    expect(text).toContain('Drain the field');
    expect(text).not.toMatch(FORBIDDEN_MARKUP);
  });
});
