import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weatherIssuance } from '@/db/schema';
import { deleteIssuance } from '@/modules/weather/server/delete-issuance';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postRecommendation } from '@/app/api/recommendations/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { manilaToday } from '@/platform/format/manila-time';
import { addMonths, MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { getRegionState, type RegionState } from '@/modules/bulletins/server/get-region-state';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { databaseWithCallers } from '../support/callers';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const send = (handler: (r: Request) => Promise<Response>, method: string, path: string, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method, headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = manilaToday();
const state = async () => getRegionState(await portalDb());
const row = (region: RegionState, type: string) => region.outlooks.find((outlook) => outlook.type === type)!;

/** Ten days from `from` for every place of Laguna: light rains throughout. */
async function loadTenDay(from: string): Promise<string> {
  const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
  const laguna = provinces.find((p) => p.name === 'Laguna')!.psgc;
  const values = municipalities
    .filter((m) => m.provincePsgc === laguna)
    .flatMap((m) =>
      Array.from({ length: 10 }, (_, day) => ({
        municipality: m.psgc,
        date: addDays(from, day),
        ...{
          tempMin: 24,
          tempMax: 31,
          tempMean: 27,
          rainfall: 'b_normal',
          rainfallAmount: null,
          cloudCover: 'CLOUDY',
          humidity: 85,
          windSpeed: 3,
          windDirection: 'SW',
        },
      })),
    );
  const answer = await send(postTenDay, 'POST', '/api/weather/10day', { forecastDate: from, validFrom: from, validTo: addDays(from, 9), values });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

async function saveAdvisory(advisory: Record<string, unknown>): Promise<string> {
  const answer = await send(postSpecial, 'POST', '/api/weather/special', advisory);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

const typhoon = (issuedAt: Date) => ({
  activeCyclone: true,
  name: 'Kristine',
  bulletinNumber: '14',
  issuedAt: issuedAt.toISOString(),
  centre: '120 km east of Infanta, Quezon',
  signals: [
    { province: 'Quezon', signal: 'signal_number_3' },
    { province: 'Batangas', municipality: 'Nasugbu', signal: 'signal_number_2' },
  ],
});

describe('the state of the region on the staff dashboard', () => {
  it('says nothing is loaded, with uploading each outlook as the urgent next step', async () => {
    const region = await state();
    expect(region.outlooks.map(({ type, status, issuance, loadedAt }) => ({ type, status, issuance, loadedAt }))).toEqual([
      { type: 'ten_day', status: 'none', issuance: null, loadedAt: null },
      { type: 'seasonal', status: 'none', issuance: null, loadedAt: null },
      { type: 'special_weather', status: 'none', issuance: null, loadedAt: null },
    ]);
    expect(row(region, 'ten_day').next).toEqual([
      { kind: 'upload', href: '/admin/weather/ten-day#upload', urgent: true },
      { kind: 'encode', href: '/admin/weather/ten-day#encode', urgent: false },
    ]);
    expect(row(region, 'seasonal').next[0]).toEqual({ kind: 'upload', href: '/admin/weather/seasonal#upload', urgent: true });
    // No cyclone advisory is the region's usual state: offered, never urgent.
    expect(row(region, 'special_weather').next).toEqual([{ kind: 'advisory', href: '/admin/weather/special', urgent: false }]);
    expect(region.cyclone).toBeNull();
    // Nothing to check without outlooks; general advice is still missing for every forecast.
    expect(region.gaps).toMatchObject({
      gaps: 0,
      uncovered: 0,
      checked: 0,
      next: { kind: 'fill_gaps', href: '/admin/recommendations/coverage', urgent: false },
    });
    expect(region.gaps.triggersWithoutGeneral).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(region.checkedAt))).toBe(false);
  });

  it('gives each live outlook with when it was loaded and its end, and nothing urgent', async () => {
    const before = Date.now();
    const tenday = await loadTenDay(addDays(TODAY, -1));
    const start = addMonths(TODAY.slice(0, 7), -1);
    const first = Number(start.slice(5, 7)) - 1;
    const months = [35, 60, 100, 130, 90, 110].map((val, i) => ({ mo: MONTH_CODES[(first + i) % 12], val }));
    expect(
      (await send(postSeasonal, 'POST', '/api/weather/seasonal/region', { region: 'calabarzon', start, provinces: [{ name: 'Laguna', months }] })).status,
    ).toBe(201);

    const region = await state();
    const ten = row(region, 'ten_day');
    expect(ten).toMatchObject({ status: 'current', issuance: { id: tenday, expired: false, validFrom: addDays(TODAY, -1), validTo: addDays(TODAY, 8) } });
    expect(Date.parse(ten.loadedAt!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(ten.next.every((step) => !step.urgent)).toBe(true);
    const seasonal = row(region, 'seasonal');
    expect(seasonal).toMatchObject({ status: 'current', issuance: { expired: false, validFrom: `${start}-01` } });
    expect(seasonal.issuance!.validTo.slice(0, 7)).toBe(addMonths(start, 5));
    expect(seasonal.next[0]).toMatchObject({ kind: 'upload', urgent: false });
  });

  it('marks an outlook past its last day as ended, with uploading a newer one urgent again', async () => {
    // An older issue loaded after the current one goes to the archive: the current one is deleted first.
    const db = await portalDb();
    for (const { id } of await db.select({ id: weatherIssuance.id }).from(weatherIssuance).where(eq(weatherIssuance.type, 'ten_day')))
      await deleteIssuance(db, id, { id: 'test', email: 'test@example.ph' });
    const ended = await loadTenDay(addDays(TODAY, -40));
    const ten = row(await state(), 'ten_day');
    expect(ten).toMatchObject({ status: 'ended', issuance: { id: ended, expired: true, validTo: addDays(TODAY, -31) } });
    expect(ten.next[0]).toEqual({ kind: 'upload', href: '/admin/weather/ten-day#upload', urgent: true });
    // The seasonal outlook is untouched by it.
    expect(row(await state(), 'seasonal').status).toBe('current');
  });

  it('counts the advice gaps of the coverage view, and none once a recommendation fills them', async () => {
    await loadTenDay(addDays(TODAY, -1));
    // Bay, Laguna: rice in the vegetative stage all year, so the ten days always reach it.
    const calendar = await send(putCalendar, 'PUT', '/api/calendar', {
      province: 'Laguna',
      crop: 'rice',
      mode: 'ten_day',
      rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }],
    });
    expect(calendar.status).toBe(200);
    const gaps = (await state()).gaps;
    expect(gaps).toMatchObject({ gaps: 1, uncovered: 1, checked: 1, next: { kind: 'fill_gaps', href: '/admin/recommendations/coverage', urgent: true } });

    const added = await send(postRecommendation, 'POST', '/api/recommendations', {
      type: 'tenday',
      crop: 'rice',
      stage: 'veg',
      farmOperation: 'Water management',
      practiceEn: '● Keep 2–3 cm of water',
    });
    expect(added.status).toBe(201);
    const filled = (await state()).gaps;
    expect(filled).toMatchObject({ gaps: 0, uncovered: 0, checked: 1 });
    // General advice for every crop is still missing: worth filling, not urgent.
    expect(filled.next).toEqual({ kind: 'fill_gaps', href: '/admin/recommendations/coverage', urgent: false });
  });

  // Before the fresher advisory below: the live advisory is the newest by PAGASA's issue time.
  it("marks an active cyclone's advisory past its validity as ended, with the next one urgent", async () => {
    const issuance = await saveAdvisory({ ...typhoon(new Date(Date.now() - 30 * 3_600_000)), bulletinNumber: '14-FINAL' });
    const region = await state();
    const special = row(region, 'special_weather');
    expect(special).toMatchObject({ status: 'ended', issuance: { id: issuance, expired: true } });
    // "14-FINAL" is no plain number: no guess at the next one.
    expect(special.next).toEqual([{ kind: 'advisory', href: '/admin/weather/special', urgent: true }]);
    expect(region.cyclone).toMatchObject({ active: true, stale: true });
  });

  it('gives the active cyclone with its signals per province, and its next bulletin number', async () => {
    const issuedAt = new Date(Date.now() - 2 * 3_600_000);
    const issuance = await saveAdvisory(typhoon(issuedAt));
    const region = await state();
    expect(row(region, 'special_weather')).toMatchObject({
      status: 'current',
      issuance: { id: issuance, expired: false },
      next: [{ kind: 'advisory', href: '/admin/weather/special', urgent: false, bulletinNumber: '15' }],
    });
    expect(region.cyclone).toMatchObject({
      active: true,
      issuanceId: issuance,
      name: 'Kristine',
      bulletinNumber: '14',
      issuedAt: issuedAt.toISOString(),
      highest: 'signal_number_3',
      stale: false,
    });
    if (!region.cyclone?.active) throw new Error('expected an active cyclone');
    expect(region.cyclone.provinces.map(({ name, highest, uniform }) => ({ name, highest, uniform }))).toEqual([
      { name: 'Batangas', highest: 'signal_number_2', uniform: false },
      { name: 'Cavite', highest: null, uniform: false },
      { name: 'Laguna', highest: null, uniform: false },
      { name: 'Quezon', highest: 'signal_number_3', uniform: true },
      { name: 'Rizal', highest: null, uniform: false },
    ]);
  });

  it('says no cyclone is active once the office saves it: a state, neither ended nor urgent', async () => {
    await saveAdvisory({ activeCyclone: false });
    const region = await state();
    expect(row(region, 'special_weather')).toMatchObject({ status: 'no_cyclone', next: [{ kind: 'advisory', urgent: false }] });
    expect(region.cyclone).toEqual({ active: false, issuedAt: expect.any(String) });
  });
});
