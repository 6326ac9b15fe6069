import { expect } from 'vitest';
import { manilaToday } from '@/platform/format/manila-time';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';

/** What the browser tests load through the API as staff do, and the clean-up every file owes the others. */

export type ApiCall = (path: string, init?: { method?: string; json?: unknown; body?: FormData }) => Promise<Response>;

export const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** `count` days starting `offset` days from today in Manila (negative: days that have passed). */
export function manilaDays(offset = 0, count = 10): string[] {
  const today = manilaToday();
  return Array.from({ length: count }, (_, i) => addDays(today, offset + i));
}

/** Readings as unrounded as PAGASA's workbooks carry them: pages must round them. */
export const RAW_READING = {
  tempMin: 22.876,
  tempMax: 31.644,
  tempMean: 27.25,
  cloudCover: 'PARTLY CLOUDY',
  humidity: 90.67,
  windSpeed: 3.87,
  windDirection: 'NE',
};

type RainfallCode = 'wb_normal' | 'b_normal' | 'near_normal' | 'above_normal';

async function issuanceOf(answer: Response): Promise<string> {
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

/** Every city and municipality of the region, from the open API. */
export async function listPlaces(url: string): Promise<{ psgc: string; name: string; province: string }[]> {
  const list = (await (await fetch(`${url}/api/v1/places`)).json()) as { places: { psgc: string; name: string; province: { name: string } }[] };
  return list.places.map((p) => ({ psgc: p.psgc, name: p.name, province: p.province.name }));
}

/** A hand-entered 10-day issue for the given places and days; answers its issuance id. */
export async function loadTenDayOutlook(
  admin: ApiCall,
  options: { places: string[]; days: string[]; rainfall?: (place: number, day: number) => RainfallCode; reading?: Partial<typeof RAW_READING> },
): Promise<string> {
  const { places, days, rainfall = () => 'above_normal', reading = {} } = options;
  const values = places.flatMap((municipality, p) =>
    days.map((date, d) => ({ municipality, date, ...RAW_READING, ...reading, rainfall: rainfall(p, d), rainfallAmount: null })),
  );
  return issuanceOf(await admin('/api/weather/10day', { json: { forecastDate: days[0], validFrom: days[0], validTo: days.at(-1), values } }));
}

/** A seasonal outlook for every province from this month, with unrounded percents of normal. */
export async function loadSeasonalOutlook(admin: ApiCall, percents = [62.5, 87.45, 101.333, 128.6, 140.01, 95.5]): Promise<string> {
  const today = manilaToday();
  const first = Number(today.slice(5, 7)) - 1;
  const months = percents.map((val, i) => ({ mo: MONTH_CODES[(first + i) % 12]!, val }));
  const provinces = ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'].map((name) => ({ name, months }));
  return issuanceOf(await admin('/api/weather/seasonal/region', { json: { region: 'calabarzon', start: today.slice(0, 7), provinces } }));
}

/** A cyclone advisory (or `{ activeCyclone: false }`); answers its issuance id. */
export async function saveCycloneAdvisory(admin: ApiCall, advisory: Record<string, unknown>): Promise<string> {
  return issuanceOf(await admin('/api/weather/special', { json: advisory }));
}

/** One place's 10-day calendar for a crop (24 half-month slots). */
export async function putTenDayCalendar(admin: ApiCall, row: { province: string; municipality: string; crop: string; slots: (string | null)[] }) {
  const answer = await admin('/api/calendar', {
    method: 'PUT',
    json: { province: row.province, crop: row.crop, mode: 'ten_day', rows: [{ municipality: row.municipality, slots: row.slots }] },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

const REPORT_PATHS: Record<string, string> = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' };

/**
 * Deletes every stored outlook of a type (as a superadmin): the live outlook is the newest by forecast
 * date, so a test that wants an older one live removes the newer ones first.
 */
export async function deleteOutlooksOfType(api: (account: 'admin' | 'superadmin') => Promise<ApiCall>, type: 'ten_day' | 'seasonal') {
  const superadmin = await api('superadmin');
  const { items } = (await (await superadmin(`/api/weather/issuances?type=${type}&limit=200`)).json()) as { items: { id: string }[] };
  for (const { id } of items) expect((await superadmin(`/api/weather/issuances/${id}`, { method: 'DELETE' })).status, `deleting ${type} ${id}`).toBe(200);
}

/**
 * The other browser tests expect an empty archive and no outlook. What was sent stays (issue 31), so
 * this ends things as the office would: published bulletins are withdrawn (they leave the archive,
 * feeds and API), bulletins in review are sent back, drafts deleted; outlooks are deleted, except a
 * cyclone advisory that went out as a CAP alert, which stays, and whose thread a "no active cyclone"
 * advisory then ends (a Cancel).
 */
export async function removeBulletinsAndOutlooks(api: (account: 'admin' | 'superadmin') => Promise<ApiCall>) {
  const superadmin = await api('superadmin');
  const ending = 'End of a browser test.';
  for (const account of ['admin', 'superadmin'] as const) {
    const reports = (await (await (await api(account))('/api/reports')).json()) as { id: string; type: string; state: string }[];
    for (const report of Array.isArray(reports) ? reports : []) {
      if (report.state === 'published') {
        expect((await superadmin(`/api/review/${report.id}/withdraw`, { json: { reason: ending } })).status).toBe(200);
        continue;
      }
      if (report.state === 'in_review') expect((await superadmin('/api/review/return', { json: { ids: [report.id], comment: ending } })).status).toBe(200);
      if (report.state !== 'withdrawn')
        expect((await superadmin(`/api/reports/${REPORT_PATHS[report.type]}/crops`, { method: 'DELETE', json: { docId: report.id } })).status).toBe(200);
    }
  }
  const { items } = (await (await superadmin('/api/weather/issuances?limit=200')).json()) as { items: { id: string; type: string }[] };
  let sentAlerts = 0;
  for (const { id, type } of items) {
    const answer = await superadmin(`/api/weather/issuances/${id}`, { method: 'DELETE' });
    if (answer.status === 409 && type === 'special_weather') sentAlerts += 1;
    else expect(answer.status, `deleting ${type} ${id}`).toBeLessThan(300);
  }
  if (sentAlerts > 0) {
    // The live advisory is the newest by issue time: the closing "no active cyclone" is issued after the
    // live one, whatever time a test gave it, so the next file starts with no cyclone.
    const live = (await (await superadmin('/api/weather/special')).json()) as { advisory?: { issuedAt?: string | null } };
    const latest = Date.parse(live.advisory?.issuedAt ?? '') || 0;
    await saveCycloneAdvisory(superadmin, { activeCyclone: false, issuedAt: new Date(Math.max(Date.now(), latest + 1_000)).toISOString() });
  }
}

/**
 * Public pages are cached and dropped on every write: waits until a page does (or no longer does)
 * show a text. A plain loop, so it also works in beforeAll.
 */
export async function waitForPage(url: string, path: string, text: string | RegExp, present = true, timeoutMs = 10_000) {
  const shows = (body: string) => (typeof text === 'string' ? body.includes(text) : text.test(body));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = await (await fetch(`${url}${path}`)).text();
    if (shows(body) === present) return;
    if (Date.now() > until) throw new Error(`${path} still ${present ? 'lacks' : 'shows'} ${String(text)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * How many bulletins of a type an account has saved: earlier browser tests leave withdrawn ones (a
 * published bulletin is never erased), so the staff list is counted from here.
 */
export async function ownReportCount(account: ApiCall, type: 'seasonal' | 'ten_day' | 'special_weather'): Promise<number> {
  const reports = (await (await account(`/api/reports?type=${type}`)).json()) as unknown[];
  return reports.length;
}
