import { describe, expect, it } from 'vitest';
import { startAuditCheckpoints } from '@/modules/staff/server/audit/start-audit-checkpoints';
import { verifyAuditChain } from '@/modules/staff/server/audit/verify-audit-chain';
import { captureLogs } from '@/platform/log/logger';
import { GET as getAudit } from '@/app/api/audit/route';
import { PATCH as patchProfile } from '@/app/api/profile/route';
import { auditLog } from '@/db/schema';
import { parse as parseCsv } from 'csv-parse/sync';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { portalDb } from '../support/test-database';
import { databaseWithCallers } from '../support/callers';
import { signInRequest } from '../support/sign-in';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await handleAuthRequest(await portalDb(), signInRequest({ email: 'intruder@example.com', password: 'guessing-a-password' }));
    await patchProfile(
      new Request(`${BASE}/api/profile`, {
        method: 'PATCH',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Renamed admin' }),
      }),
    );
    // An old entry, to filter by date.
    await (
      await portalDb()
    )
      .insert(auditLog)
      .values({ at: new Date('2026-01-15T03:00:00Z'), actorId: 'an-old-account', action: 'calendar.save', target: 'Laguna', summary: { rows: 30 } });
  },
});

const audit = (query: string, headers: Record<string, string>) => getAudit(new Request(`${BASE}/api/audit${query}`, { headers }));
type Page = {
  items: {
    actor: string;
    actorId: string | null;
    action: string;
    target: string | null;
    targetId: string | null;
    at: string;
    summary: Record<string, unknown> | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
};

describe('the audit trail call', () => {
  it('is for superadmins only', async () => {
    expect((await audit('', callers.anonymous)).status).toBe(401);
    expect((await audit('', callers.noLevel)).status).toBe(403);
    expect((await audit('', callers.admin)).status).toBe(403);
    expect((await audit('', callers.superadmin)).status).toBe(200);
  });

  it('holds sign-ins, failed sign-ins and changes, newest first', async () => {
    const page = (await (await audit('', callers.superadmin)).json()) as Page;
    const actions = page.items.map((item) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.sign_in', 'auth.sign_in_failed', 'profile.update', 'user.create', 'calendar.save']));
    const times = page.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    // The trail keeps no personal data: the typed email of a failed sign-in is not an account, so it is not kept.
    expect(page.items.find((item) => item.action === 'auth.sign_in_failed')).toMatchObject({
      actor: 'unknown (failed sign-in)',
      actorId: null,
      target: null,
      summary: { account: 'none' },
    });
    expect(JSON.stringify(page)).not.toContain('intruder');
    // No row anywhere in the trail holds an email (the page reads emails from the accounts, not the rows).
    expect(JSON.stringify(await (await portalDb()).select().from(auditLog))).not.toMatch(/@/);
    // Accounts are kept by id and read as they are now.
    const renamed = page.items.find((item) => item.action === 'profile.update')!;
    expect(renamed).toMatchObject({ actorId: renamed.targetId, summary: { nameChanged: true } });
    expect(renamed.actor).toMatch(/@/);
    expect(renamed.target).toBe(renamed.actor);
  });

  it('filters by who, action (prefix), target and Manila days', async () => {
    const byAction = (await (await audit('?action=auth.', callers.superadmin)).json()) as Page;
    expect(byAction.items.length).toBeGreaterThan(0);
    expect(byAction.items.every((item) => item.action.startsWith('auth.'))).toBe(true);
    const byActor = (await (await audit('?actor=an-old-account', callers.superadmin)).json()) as Page;
    expect(byActor.items.map((item) => item.target)).toEqual(['Laguna']);
    // By the account's name as it is now.
    const byTarget = (await (await audit('?target=renamed%20ADMIN', callers.superadmin)).json()) as Page;
    expect(byTarget.items.map((item) => item.action)).toEqual(expect.arrayContaining(['profile.update', 'auth.sign_in']));
    expect(new Set(byTarget.items.map((item) => item.targetId)).size).toBe(1);
    const byActorName = (await (await audit('?actor=renamed%20admin&action=profile.', callers.superadmin)).json()) as Page;
    expect(byActorName.items.map((item) => item.action)).toEqual(['profile.update']);
    const january = (await (await audit('?from=2026-01-15&to=2026-01-15', callers.superadmin)).json()) as Page;
    expect(january.items.map((item) => item.actor)).toEqual(['deleted account']);
    const dayAfter = (await (await audit('?from=2026-01-16&to=2026-01-31', callers.superadmin)).json()) as Page;
    expect(dayAfter.total).toBe(0);
    const wildcard = (await (await audit('?actor=%25', callers.superadmin)).json()) as Page;
    expect(wildcard.total).toBe(0);
  });

  it('pages through the trail', async () => {
    const first = (await (await audit('?page=1', callers.superadmin)).json()) as Page;
    expect(first.pageSize).toBe(50);
    const far = (await (await audit('?page=999', callers.superadmin)).json()) as Page;
    expect(far.items).toEqual([]);
    expect(far.total).toBe(first.total);
  });

  it('exports the filtered trail as CSV', async () => {
    const answer = await audit('?actor=an-old-account&format=csv', callers.superadmin);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="acap-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await answer.text());
    expect(rows).toEqual([
      ['when', 'who', 'action', 'target', 'what changed', 'summary_json'],
      ['2026-01-15 11:00 PHT', 'deleted account', 'calendar.save', 'Laguna', 'rows: 30', '{"rows":30}'],
    ]);
  });

  it('names what is wrong with a filter', async () => {
    const cases: [string, string][] = [
      ['?from=15-01-2026', 'from: must be a date as YYYY-MM-DD'],
      ['?from=2026-02-01&to=2026-01-01', 'from: from must not be after to'],
      ['?format=pdf', 'format: format must be json or csv'],
      ['?page=-1', 'page: page starts at 1'],
    ];
    for (const [query, message] of cases) {
      const answer = await audit(query, callers.superadmin);
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    const unknown = await audit('?who=me', callers.superadmin);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/who/);
  });
});

describe('the audit trail without ACAP_DATA_KEY (as this file runs)', () => {
  it('is said at start, once, not to be tamper-evident, logs no checkpoint, and the check says it is not keyed', async () => {
    const lines: string[] = [];
    const release = captureLogs({ write: (line: string) => void lines.push(line) });
    try {
      const stop = await startAuditCheckpoints(await portalDb());
      await stop();
    } finally {
      release();
    }
    expect(lines.map((line) => (JSON.parse(line) as { level: number; msg: string }).msg)).toEqual([
      expect.stringMatching(/^ACAP_DATA_KEY is not set: the audit trail is linked with plain SHA-256 and is not tamper-evident/),
    ]);
    expect(await verifyAuditChain(await portalDb())).toMatchObject({ keyed: false });
  });
});
