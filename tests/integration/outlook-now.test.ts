import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weatherIssuance } from '@/db/schema';
import { deleteIssuance } from '@/modules/weather/server/delete-issuance';
import { GET as mapRoute } from '@/app/maps/[locale]/[tab]/[issuance]/[scope]/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { manilaToday } from '@/platform/format/manila-time';
import { addMonths, MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { getRegionOutlookSummary } from '@/modules/weather/server/get-region-outlook-summary';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const getMap = atRoute('/maps/[locale]/[tab]/[issuance]/[scope]', mapRoute);
const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const TODAY = manilaToday();

/** Ten days from `from` for every place of Laguna and Quezon: light rains, heavy on days 3 and 4. */
async function loadTenDay(from: string): Promise<string> {
  const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
  const wanted = provinces.filter((p) => p.name === 'Laguna' || p.name === 'Quezon').map((p) => p.psgc);
  const values = municipalities
    .filter((m) => wanted.includes(m.provincePsgc))
    .flatMap((m) =>
      Array.from({ length: 10 }, (_, day) => ({
        municipality: m.psgc,
        date: addDays(from, day),
        ...{
          tempMin: 24,
          tempMax: 31,
          tempMean: 27,
          rainfall: day === 2 || day === 3 ? 'above_normal' : 'b_normal',
          rainfallAmount: null,
          cloudCover: 'CLOUDY',
          humidity: 85,
          windSpeed: 3,
          windDirection: 'SW',
        },
      })),
    );
  const answer = await post(postTenDay, '/api/weather/10day', { forecastDate: from, validFrom: from, validTo: addDays(from, 9), values });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

async function saveAdvisory(advisory: Record<string, unknown>): Promise<string> {
  const answer = await post(postSpecial, '/api/weather/special', advisory);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

const typhoon = (issuedAt: Date) => ({
  activeCyclone: true,
  name: 'Kristine',
  bulletinNumber: '14',
  issuedAt: issuedAt.toISOString(),
  centre: '120 km east of Infanta, Quezon',
  movement: 'West northwestward at 20 km/h',
  strength: 'Maximum sustained winds of 120 km/h',
  signals: [
    { province: 'Quezon', signal: 'signal_number_3' },
    { province: 'Batangas', municipality: 'Nasugbu', signal: 'signal_number_2' },
    { province: 'Batangas', municipality: 'Lian', signal: 'signal_number_1' },
  ],
});

const map = async (path: string) => (await getMap(new Request(`${BASE}${path}`))).text();

describe('what is happening now', () => {
  it('has no cyclone and no outlooks before anything is loaded', async () => {
    expect(await getCycloneStatus(await portalDb())).toBeNull();
    expect(await getRegionOutlookSummary(await portalDb())).toEqual({ tenDay: null, seasonal: null });
    expect((await getOutlookStates(await portalDb())).latest).toEqual({ seasonal: null, ten_day: null, special_weather: null });
  });

  it('summarises a current 10-day outlook per province from today, with its wetter days', async () => {
    const issuance = await loadTenDay(addDays(TODAY, -1));
    const { tenDay } = await getRegionOutlookSummary(await portalDb());
    expect(tenDay?.issuance).toMatchObject({ id: issuance, expired: false, validTo: addDays(TODAY, 8) });
    // Yesterday has passed: nine days are still to come.
    expect(tenDay?.days).toEqual(Array.from({ length: 9 }, (_, i) => addDays(TODAY, i)));
    expect(tenDay?.provinces).toEqual([
      {
        psgc: expect.any(String),
        name: 'Laguna',
        slug: 'laguna',
        overall: 'b_normal',
        wettest: { code: 'above_normal', dates: [addDays(TODAY, 1), addDays(TODAY, 2)] },
      },
      {
        psgc: expect.any(String),
        name: 'Quezon',
        slug: 'quezon',
        overall: 'b_normal',
        wettest: { code: 'above_normal', dates: [addDays(TODAY, 1), addDays(TODAY, 2)] },
      },
    ]);
    const svg = await map(`/maps/en/ten-day/${issuance}/region?period=${TODAY}&title=Map`);
    expect(svg).not.toContain('data-ended');
  });

  it("summarises the seasonal outlook's next three months, from the current one", async () => {
    const start = addMonths(TODAY.slice(0, 7), -1);
    const first = MONTH_CODES.indexOf(MONTH_CODES[Number(start.slice(5, 7)) - 1]!);
    const months = [35, 60, 100, 130, 90, 110].map((val, i) => ({ mo: MONTH_CODES[(first + i) % 12], val }));
    const answer = await post(postSeasonal, '/api/weather/seasonal/region', { region: 'calabarzon', start, provinces: [{ name: 'Laguna', months }] });
    expect(answer.status).toBe(201);
    const { seasonal } = await getRegionOutlookSummary(await portalDb());
    expect(seasonal?.issuance.expired).toBe(false);
    expect(seasonal?.months).toEqual([1, 2, 3].map((i) => addMonths(start, i)));
    expect(seasonal?.provinces).toEqual([
      {
        psgc: expect.any(String),
        name: 'Laguna',
        slug: 'laguna',
        months: [
          { month: addMonths(start, 1), category: 'b_normal', percent: 60 },
          { month: addMonths(start, 2), category: 'near_normal', percent: 100 },
          { month: addMonths(start, 3), category: 'above_normal', percent: 130 },
        ],
      },
    ]);
  });

  // Before the fresher advisory below: the live advisory is the newest by PAGASA's issue time.
  it('keeps an advisory older than its horizon active, but says it may be out of date, on the map too', async () => {
    const issuance = await saveAdvisory(typhoon(new Date(Date.now() - 30 * 3_600_000)));
    expect(await getCycloneStatus(await portalDb())).toMatchObject({ active: true, issuanceId: issuance, stale: true, highest: 'signal_number_3' });
    const svg = await map(`/maps/en/special/${issuance}/region?title=Map&state=ended`);
    expect(svg).toMatch(/data-ended="true".*Last advisory 30 hours ago \([A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} PHT\); it may be out of date\./);
  });

  it("gives an active cyclone's signals: the region's highest and each province's, linked by slug", async () => {
    const issuedAt = new Date(Date.now() - 2 * 3_600_000);
    const issuance = await saveAdvisory(typhoon(issuedAt));
    const status = await getCycloneStatus(await portalDb());
    expect(status).toMatchObject({
      active: true,
      issuanceId: issuance,
      name: 'Kristine',
      bulletinNumber: '14',
      issuedAt: issuedAt.toISOString(),
      stale: false,
      highest: 'signal_number_3',
    });
    if (!status?.active) throw new Error('expected an active cyclone');
    expect(status.provinces.map(({ name, slug, highest, uniform }) => ({ name, slug, highest, uniform }))).toEqual([
      { name: 'Batangas', slug: 'batangas', highest: 'signal_number_2', uniform: false },
      { name: 'Cavite', slug: 'cavite', highest: null, uniform: false },
      { name: 'Laguna', slug: 'laguna', highest: null, uniform: false },
      { name: 'Quezon', slug: 'quezon', highest: 'signal_number_3', uniform: true },
      { name: 'Rizal', slug: 'rizal', highest: null, uniform: false },
    ]);
    expect((await getOutlookStates(await portalDb())).latest.special_weather).toMatchObject({ id: issuance, expired: false });
    expect(await map(`/maps/en/special/${issuance}/region?title=Map`)).not.toContain('data-ended');
  });

  it('says "no active cyclone" once the office saves it', async () => {
    await saveAdvisory({ activeCyclone: false });
    expect(await getCycloneStatus(await portalDb())).toEqual({ active: false, issuedAt: expect.any(String) });
  });

  it('never passes an ended 10-day outlook as current: no days, no provinces, and its map says it ended', async () => {
    // An older issue loaded after the current one goes to the archive; only once the current one is
    // deleted is the ended one the live outlook.
    const db = await portalDb();
    for (const { id } of await db.select({ id: weatherIssuance.id }).from(weatherIssuance).where(eq(weatherIssuance.type, 'ten_day')))
      await deleteIssuance(db, id, { id: 'test', email: 'test@example.ph' });
    const issuance = await loadTenDay(addDays(TODAY, -40));
    const { tenDay } = await getRegionOutlookSummary(await portalDb());
    expect(tenDay).toMatchObject({ issuance: { id: issuance, expired: true, validTo: addDays(TODAY, -31) }, days: [], provinces: [] });
    expect((await getOutlookStates(await portalDb())).latest.ten_day).toMatchObject({ id: issuance, expired: true });
    const english = await map(`/maps/en/ten-day/${issuance}/region?period=${addDays(TODAY, -40)}&title=Map&state=ended`);
    expect(english).toMatch(/data-ended="true".*Ended on [A-Z][a-z]+ \d{1,2}, \d{4}: not a current outlook/);
    const tagalog = await map(`/maps/tl/ten-day/${issuance}/region?period=${addDays(TODAY, -40)}&title=Mapa&state=ended`);
    expect(tagalog).toContain('Natapos noong');
    // The caption follows the issuance, not the address: a map asked for as current still says it ended.
    expect(await map(`/maps/en/ten-day/${issuance}/region?period=${addDays(TODAY, -40)}&title=Map`)).toContain('data-ended="true"');
    expect((await getMap(new Request(`${BASE}/maps/en/ten-day/${issuance}/region?state=old`))).status).toBe(400);
  });
});
