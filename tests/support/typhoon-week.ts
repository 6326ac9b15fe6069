import { expect } from 'vitest';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { manilaToday } from '@/platform/format/manila-time';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { databaseWithCallers } from './callers';
import { signIn } from './sign-in';
import { portalDb } from './test-database';

/**
 * The typhoon week of issue 29, loaded through the portal's routes: a current 10-day outlook of light
 * rains for every place of Laguna (its advice: catch rainwater), and RAMON's advisories with Signal No. 2
 * for Laguna and Batangas and No. 3 for City of Calamba.
 */
const BASE = 'http://localhost:3000';
const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string>) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function loadDryTenDay(admin: Record<string, string>): Promise<void> {
  const from = manilaToday();
  const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
  const laguna = provinces.find((p) => p.name === 'Laguna')!.psgc;
  const values = municipalities
    .filter((m) => m.provincePsgc === laguna)
    .flatMap((m) =>
      Array.from({ length: 10 }, (_, day) => ({
        municipality: m.psgc,
        date: addDays(from, day),
        tempMin: 24,
        tempMax: 33,
        tempMean: 28,
        rainfall: 'b_normal',
        rainfallAmount: null,
        cloudCover: 'PARTLY CLOUDY',
        humidity: 70,
        windSpeed: 3,
        windDirection: 'NE',
      })),
    );
  const answer = await post(postTenDay, '/api/weather/10day', { forecastDate: from, validFrom: from, validTo: addDays(from, 9), values }, admin);
  expect(answer.status).toBe(201);
}

/** Saves advisory `bulletinNumber` of RAMON (or "no active cyclone"), issued at `issuedAt`. */
export async function raiseSignals(
  admin: Record<string, string>,
  issuedAt: Date,
  options: { activeCyclone?: boolean; bulletinNumber?: string; calamba?: 'signal_number_2' | 'signal_number_3' } = {},
): Promise<string> {
  const advisory =
    options.activeCyclone === false
      ? { activeCyclone: false, issuedAt: issuedAt.toISOString() }
      : {
          activeCyclone: true,
          name: 'RAMON',
          bulletinNumber: options.bulletinNumber ?? '8',
          issuedAt: issuedAt.toISOString(),
          hazardRainfall: 'Heavy to intense rains (100–200 mm) over Laguna and Batangas',
          hazardRainfallTl: 'Malakas hanggang matinding ulan (100–200 mm) sa Laguna at Batangas',
          hazardFlooding: 'Flooding and rain-induced landslides are likely in low-lying and mountainous areas',
          signals: [
            { province: 'Laguna', signal: 'signal_number_2' },
            { province: 'Batangas', signal: 'signal_number_2' },
            { province: 'Laguna', municipality: 'City of Calamba', signal: options.calamba ?? 'signal_number_3' },
          ],
        };
  const answer = await post(postSpecial, '/api/weather/special', advisory, admin);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { issuanceId: string }).issuanceId;
}

/**
 * The portal of a typhoon-week test file: a fresh database with the demo data, an author and a reviewer
 * (admins) signed in, a JSON post through a route handler, and publishing as the office does.
 */
export function typhoonWeekPortal() {
  const staff = { author: {} as Record<string, string>, reviewer: {} as Record<string, string> };
  const callers = databaseWithCallers({
    afterSetUp: async () => {
      await seedDemoData(await portalDb());
      staff.author = (await signIn('admin')).headers;
      staff.reviewer = (await signIn('admin', { reviewer: true })).headers;
    },
  });
  const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = callers.admin) =>
    handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  async function publish(...ids: string[]): Promise<void> {
    expect((await post(submitRoute, '/api/review/submit', { ids }, staff.author)).status).toBe(200);
    const approved = await post(approveRoute, '/api/review/approve', { ids, acknowledged: CHECK_CODES }, staff.reviewer);
    expect(approved.status, await approved.clone().text()).toBe(200);
  }
  return { callers, staff, post, publish };
}
