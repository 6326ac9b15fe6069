import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as statusRoute } from '@/app/api/weather/pagasa/status/route';
import { POST as syncRoute } from '@/app/api/weather/pagasa/sync/route';
import * as tokenRoute from '@/app/api/weather/pagasa/token/route';
import { appSetting, auditLog, seasonalValue, tenDayValue, weatherIssuance } from '@/db/schema';
import { checkPagasa } from '@/modules/pagasa/server/check-pagasa';
import { findIssuance } from '@/modules/weather/server/find-issuance';
import { databaseWithCallers } from '../support/callers';
import { GOOD_TOKEN, startFakeTenday } from '../support/fake-tenday-server';
import { portalDb } from '../support/test-database';

// The fake service runs before the portal reads its environment, so the connector calls it.
const fake = await startFakeTenday('2025-11-18');
process.env.ACAP_PAGASA_API_URL = fake.url;
process.env.ACAP_DATA_KEY = '5c'.repeat(32);
afterAll(() => fake.close());

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const valuesOf = async (issuanceId: string) => (await portalDb()).select().from(tenDayValue).where(eq(tenDayValue.issuanceId, issuanceId));
const tenDayCount = async () => (await (await portalDb()).select({ n: count() }).from(weatherIssuance).where(eq(weatherIssuance.type, 'ten_day')))[0]!.n;

describe("the connector to PAGASA's TenDay API", () => {
  it('without a token, says what PAGASA issued and how to load it, and calls nothing that needs one', async () => {
    const { status } = await checkPagasa(await portalDb(), { token: null });
    expect(status).toMatchObject({ outcome: 'no_token', latest: { forecastDate: '2025-11-18', loadedAt: '08:52:37 PM' }, issuanceId: null, error: null });
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/v1/tenday/issuance', '/api/v1/seasonal/issuance']);
    expect(status.seasonal).toMatchObject({
      latest: { batch: '190', issuedMonth: '2025-11', start: '2025-12' },
      issuanceId: null,
      outcome: 'no_token',
      error: null,
      failures: 0,
    });
    const answer = await statusRoute(new Request(`${BASE}/api/weather/pagasa/status`, { headers: callers.admin }));
    const desk = await answer.json();
    expect(desk.summary).toBe(
      "PAGASA issued the 10-day outlook of November 18, 2025 (loaded by PAGASA at 08:52:37 PM); it is not loaded — add the office's token, or load the files by hand.",
    );
    expect(desk.seasonalSummary).toBe(
      "PAGASA issued the seasonal outlook of December 2025 to May 2026 (batch 190); it is not loaded — add the office's token, or load it by hand.",
    );
    expect(await tenDayCount()).toBe(0);
  });

  it('names a refused token in words and stores nothing', async () => {
    const { status } = await checkPagasa(await portalDb(), { token: 'an-expired-token' });
    expect(status).toMatchObject({ outcome: 'failed', failures: 1 });
    expect(status.error).toBe('PAGASA refused the token (498): "Invalid Token: The provided token is invalid or expired.". Ask PAGASA for a new one.');
    expect(await tenDayCount()).toBe(0);
  });

  it('loads all 142 places in a handful of calls, each town by its own PSGC code, the two Rosarios apart', async () => {
    fake.calls.length = 0;
    const { status, report } = await checkPagasa(await portalDb(), { token: GOOD_TOKEN });
    expect(status).toMatchObject({ outcome: 'loaded', error: null, failures: 0 });
    expect(report).toMatchObject({ source: 'pagasa-api', forecastDate: '2025-11-18', placesWithoutData: [], daysWithoutData: [] });
    // One call for the issue, then per province its towns and its rows with paging off; the token in a header only.
    const tenDayCalls = fake.calls.filter((call) => !call.path.startsWith('/api/v1/seasonal/'));
    expect(tenDayCalls).toHaveLength(11);
    expect(fake.calls.filter((call) => call.path === '/api/v1/tenday/full').every((call) => call.query.page === 'none' && call.token)).toBe(true);
    expect(fake.calls.some((call) => JSON.stringify(call.query).includes(GOOD_TOKEN))).toBe(false);

    const live = (await findIssuance(await portalDb(), 'ten_day'))!;
    // Told to readers as PAGASA's TenDay API (issue 41), on the pages and in the open API alike.
    expect(live).toMatchObject({
      id: status.issuanceId,
      forecastDate: '2025-11-18',
      validTo: '2025-11-27',
      updatedBy: 'system',
      source: 'api',
      origin: 'tenday_api',
    });
    const values = await valuesOf(live.id);
    expect(values).toHaveLength(142 * 10);
    expect(new Set(values.map((value) => value.municipalityPsgc)).size).toBe(142);
    // Rosario, Batangas (0401021000) and Rosario, Cavite (0402117000): each its own rows.
    const rosarios = values.filter((value) => ['0401021000', '0402117000'].includes(value.municipalityPsgc) && value.date === '2025-11-18');
    expect(rosarios.map((value) => [value.municipalityPsgc, value.humidity])).toEqual(
      expect.arrayContaining([
        ['0401021000', 80 + ((21 + 0) % 4)],
        ['0402117000', 80 + ((117 + 0) % 4)],
      ]),
    );
    // Numbers given as text are numbers, with their units: °C, %, m/s, mm.
    const asText = values.find((value) => value.municipalityPsgc === '0401005000' && value.date === '2025-11-18')!;
    expect(asText).toMatchObject({ tempMin: 23.9, tempMax: 31.2, windSpeed: expect.any(Number), humidity: expect.any(Number) });
    expect(live.source).toBe('api');
    const [stored] = await (await portalDb()).select({ source: weatherIssuance.source }).from(weatherIssuance).where(eq(weatherIssuance.id, live.id));
    expect(stored!.source).toEqual({ mode: 'api', service: 'PAGASA TenDay API', pagasaLoadedAt: '08:52:37 PM' });
  });

  it("loads the region's seasonal outlook in the same check: six months per province, PAGASA's words beside the portal's classes, a null month as 0 %", async () => {
    const seasonal = (await checkPagasa(await portalDb(), { token: GOOD_TOKEN })).status.seasonal;
    expect(seasonal).toMatchObject({ outcome: 'already_loaded', latest: { start: '2025-12' }, error: null });
    // Loaded by the check before: the route pages over provinces, three at a time here, so two pages.
    const pages = fake.calls.filter((call) => call.path === '/api/v1/seasonal/region');
    expect(pages.map((call) => [call.query.region, call.query.value, call.query.page, call.token])).toEqual([
      ['4a', 'all', '1', true],
      ['4a', 'all', '2', true],
    ]);
    const db = await portalDb();
    const rows = await db.select().from(seasonalValue).where(eq(seasonalValue.issuanceId, seasonal!.issuanceId!));
    expect(rows).toHaveLength(5 * 6);
    expect(new Set(rows.map((row) => row.month))).toEqual(new Set(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01']));
    // Batangas' first month in the sample: 121.5 % of normal, "Above Normal" to PAGASA and to the portal.
    const batangas = rows.find((row) => row.provincePsgc === '0401000000' && row.month === '2025-12-01')!;
    expect(batangas).toMatchObject({
      percent: 122,
      category: 'above_normal',
      forecastMm: 184.7,
      normalMm: 152,
      pagasaDescription: 'Above Normal',
      municipalityPsgc: null,
    });
    // The third month of Rizal came as null: 0 %, way below normal, not "no data".
    const rizal = rows.find((row) => row.provincePsgc === '0405800000' && row.month === '2026-02-01')!;
    expect(rizal).toMatchObject({ percent: 0, category: 'wb_normal', forecastMm: 0, normalMm: null, pagasaDescription: 'Way Below Normal' });
    const [issuance] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.id, seasonal!.issuanceId!));
    expect(issuance).toMatchObject({
      validFrom: '2025-12-01',
      validTo: '2026-05-31',
      updatedBy: 'system',
      source: { mode: 'api', service: 'PAGASA TenDay API' },
    });
    expect((await findIssuance(db, 'seasonal'))!).toMatchObject({ id: seasonal!.issuanceId, origin: 'tenday_api' });
  });

  it('loads nothing again once the issue is stored', async () => {
    fake.calls.length = 0;
    const { status } = await checkPagasa(await portalDb(), { token: GOOD_TOKEN });
    expect(status.outcome).toBe('already_loaded');
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/v1/tenday/issuance', '/api/v1/seasonal/issuance']);
    expect(await tenDayCount()).toBe(1);
  });

  it('stores nothing of a new issue when the quota is used up, a value is malformed, or a province is missing, and says why', async () => {
    const before = (await findIssuance(await portalDb(), 'ten_day'))!.id;
    fake.issue = '2025-11-19';
    for (const [mode, words] of [
      ['quota', /^PAGASA's limit of calls was reached \(429\)/],
      ['broken-rows', /^PAGASA's answer to \/tenday\/full is not as documented \(data\.\d+\.tmin: is not a number\): nothing was stored\.$/],
      ['empty-province', /^PAGASA gave no rows for Quezon: nothing was stored/],
    ] as const) {
      fake.mode = mode;
      const { status } = await checkPagasa(await portalDb(), { token: GOOD_TOKEN });
      expect(status.outcome, mode).toBe('failed');
      expect(status.error, mode).toMatch(words);
      expect((await findIssuance(await portalDb(), 'ten_day'))!.id, mode).toBe(before);
      expect(await tenDayCount(), mode).toBe(1);
    }
    fake.mode = 'ok';
  });

  it('checks now through the staff call, and only for staff', async () => {
    expect((await syncRoute(new Request(`${BASE}/api/weather/pagasa/sync`, { method: 'POST' }))).status).toBe(401);
    const answer = await syncRoute(new Request(`${BASE}/api/weather/pagasa/sync`, { method: 'POST', headers: callers.admin }));
    expect(answer.status).toBe(200);
    const body = await answer.json();
    // The environment sets no token here: the newer issue waits for one.
    expect(body).toMatchObject({ tokenSet: false, status: { outcome: 'no_token', latest: { forecastDate: '2025-11-19' } }, report: null });
    expect(JSON.stringify(body)).not.toContain(GOOD_TOKEN);
    const stored = await (
      await portalDb()
    )
      .select({ n: count() })
      .from(weatherIssuance)
      .where(and(eq(weatherIssuance.type, 'ten_day'), eq(weatherIssuance.forecastDate, '2025-11-19')));
    expect(stored[0]!.n).toBe(0);
  });

  it("lets a superadmin store the office's token, sealed, which the next check uses; nobody else, and never shown again", async () => {
    const put = (headers: Record<string, string>, body: unknown) =>
      tokenRoute.PUT(
        new Request(`${BASE}/api/weather/pagasa/token`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await put(callers.anonymous, { token: GOOD_TOKEN })).status).toBe(401);
    expect((await put(callers.admin, { token: GOOD_TOKEN })).status).toBe(403);
    const refused = await put(callers.superadmin, { token: 'has a space' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toMatch(/token: a token has no spaces/);

    const saved = await put(callers.superadmin, { token: GOOD_TOKEN });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body).toMatchObject({ tokenSet: true, tokenSource: 'stored', message: 'The token was stored, sealed. The next check of PAGASA uses it.' });
    expect(JSON.stringify(body)).not.toContain(GOOD_TOKEN);
    // Sealed at rest, and the audit row says it was set without holding it.
    const db = await portalDb();
    const stored = JSON.stringify(await db.select().from(appSetting));
    expect(stored).toContain('acap1.');
    expect(stored).not.toContain(GOOD_TOKEN);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'pagasa.token_set'));
    expect(audit).toMatchObject({ target: null, summary: null });

    // The waiting issue of 19 November is loaded with it.
    const { status } = await checkPagasa(db);
    expect(status).toMatchObject({ outcome: 'loaded', latest: { forecastDate: '2025-11-19' } });
    expect((await findIssuance(db, 'ten_day'))!.forecastDate).toBe('2025-11-19');

    const removed = await tokenRoute.DELETE(new Request(`${BASE}/api/weather/pagasa/token`, { method: 'DELETE', headers: callers.superadmin }));
    expect(await removed.json()).toMatchObject({ tokenSet: false, tokenSource: null, message: 'The stored token was removed.' });
    expect(JSON.stringify(await db.select().from(appSetting))).not.toContain('acap1.');
  });
  it('lets a failing seasonal half back off on its own, never delaying the 10-day outlook', async () => {
    const db = await portalDb();
    fake.seasonalIssued = '2025-12';
    fake.seasonalRefused = true;
    const now = new Date();
    const first = (await checkPagasa(db, { token: GOOD_TOKEN, now })).status;
    expect(first.seasonal).toMatchObject({ outcome: 'failed', failures: 1, latest: { start: '2026-01' } });
    expect(first.seasonal!.error).toMatch(/\(403\)/);
    expect(first.failures).toBe(0);
    // The watch's next check, a minute later, leaves the seasonal route alone until its wait has passed.
    fake.calls.length = 0;
    const second = (await checkPagasa(db, { token: GOOD_TOKEN, now: new Date(now.getTime() + 60_000), backOff: true })).status;
    expect(second.seasonal).toEqual(first.seasonal);
    expect(fake.calls.map((call) => call.path)).toEqual(['/api/v1/tenday/issuance']);
    // Staff's "check now" is not held back.
    const third = (await checkPagasa(db, { token: GOOD_TOKEN, now: new Date(now.getTime() + 120_000) })).status;
    expect(third.seasonal).toMatchObject({ outcome: 'failed', failures: 2 });
    fake.seasonalRefused = false;
    fake.seasonalIssued = '2025-11';
  });
});
