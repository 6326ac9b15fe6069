import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE } from '@/app/api/weather/issuances/[id]/route';
import { GET as list } from '@/app/api/weather/issuances/route';
import { GET as readTenDay } from '@/app/api/weather/tenday/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { auditLog, tenDayValue } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { importTenDayWorkbooks } from '@/modules/weather/server/import-ten-day-workbooks';
import { readTenDayDay } from '../support/shared-data';
import { databaseWithCallers } from '../support/callers';
import { tenDayReading } from '../support/ten-day-reading';
import { atRoute } from '../support/route-context';

const BASE = 'http://localhost:3000';
let older: string;
let newer: string;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    older = (await importTenDayWorkbooks(await portalDb(), [readTenDayDay(1)], 'system')).issuanceId!;
    newer = (await importTenDayWorkbooks(await portalDb(), [readTenDayDay(2)], { id: 'x', email: 'encoder@example.ph' })).issuanceId!;
  },
});

const deleteIssuance = atRoute('/api/weather/issuances/[id]', DELETE);
const remove = (headers: Record<string, string>, id: string) =>
  deleteIssuance(new Request(`${BASE}/api/weather/issuances/${id}`, { method: 'DELETE', headers }));

describe('the issuance archive', () => {
  it('lists issuances newest first for staff only', async () => {
    expect((await list(new Request(`${BASE}/api/weather/issuances`))).status).toBe(401);
    const answer = await list(new Request(`${BASE}/api/weather/issuances?type=ten_day`, { headers: callers.admin }));
    const body = await answer.json();
    expect(body.total).toBe(2);
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([newer, older]);
    // Staff see who loaded each issuance; updated_by is the public rule (PAGASA's workbooks are `system`).
    expect(body.items[0]).toMatchObject({ updatedBy: 'system', authorEmail: 'encoder@example.ph', files: ['day2.xlsx'] });
    expect(body.items[1]).toMatchObject({ updatedBy: 'system', authorEmail: null, files: ['day1.xlsx'] });
    // The day-2 upload is of the same issue: it carried day 1 forward, and the archive says so (decision 024).
    expect(body.items[0].coverage).toMatchObject({ carriedFrom: { id: older }, new: { days: ['2025-08-19'] }, carried: { days: ['2025-08-18'] } });
    expect(body.items[0].coverageText).toMatch(
      /^142 places in Batangas, Cavite, Laguna, Quezon, Rizal on Aug 19 new; 142 places in Batangas, Cavite, Laguna, Quezon, Rizal on Aug 18 carried from \w+ \d+, \d{4}, \d\d:\d\d PHT$/,
    );
    expect(body.items[1].coverage).toMatchObject({ carriedFrom: null, new: { days: ['2025-08-18'] } });
    // Only the newest of the type is what the public sees.
    expect(body.items.map((i: { live: boolean }) => i.live)).toEqual([true, false]);
  });

  it('lets only a superadmin delete, after which the earlier issuance is the latest', async () => {
    expect((await remove(callers.anonymous, newer)).status).toBe(401);
    expect((await remove(callers.noLevel, newer)).status).toBe(403);
    expect((await remove(callers.admin, newer)).status).toBe(403);
    const answer = await remove(callers.superadmin, newer);
    expect(answer.status).toBe(200);
    const latest = await (await readTenDay(new Request(`${BASE}/api/weather/tenday?municipality=0401007000`))).json();
    expect(latest.issuance.id).toBe(older);
    const db = await portalDb();
    expect(await db.select().from(tenDayValue).where(eq(tenDayValue.issuanceId, newer))).toEqual([]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'weather.issuance.delete'));
    expect(JSON.stringify(audit)).not.toContain('encoder@');
    expect(audit).toMatchObject({ target: newer, summary: { createdBy: 'x', updatedBy: 'system' } });
  });

  it('answers 404 for an unknown issuance and 400 for a malformed id', async () => {
    expect((await remove(callers.superadmin, newer)).status).toBe(404);
    const bad = await remove(callers.superadmin, 'not-an-id');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/issuance id is not valid/);
  });

  it('keeps an older issue loaded later in the archive, saying so, and the live outlook stays the newest by forecast date', async () => {
    const days = Array.from({ length: 10 }, (_, n) => `2022-08-${String(1 + n).padStart(2, '0')}`);
    const values = days.map((date) => tenDayReading('0403402000', date));
    const answer = await postTenDay(
      new Request(`${BASE}/api/weather/10day`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ forecastDate: days[0], validFrom: days[0], validTo: days[9], values }),
      }),
    );
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body.message).toBe('Older than the live outlook of August 18, 2025: kept in the archive, the live outlook is unchanged.');
    expect(body.archived).toBe(body.message);
    const live = await (await readTenDay(new Request(`${BASE}/api/weather/tenday?municipality=0401007000`))).json();
    expect(live.issuance.id).toBe(older);
    const listed = await (await list(new Request(`${BASE}/api/weather/issuances?type=ten_day`, { headers: callers.admin }))).json();
    // Listed in the order stored (newest first), the live one marked by what it forecasts.
    expect(listed.items.map((item: { id: string; live: boolean }) => [item.id === older ? 'older' : 'archive', item.live])).toEqual([
      ['archive', false],
      ['older', true],
    ]);
  });
});
