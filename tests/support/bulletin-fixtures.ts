import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postTenday } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { expect } from 'vitest';

const BASE = 'http://localhost:3000';
const BAY = '0403402000';

const json = (handler: (r: Request) => Promise<Response>, method: string, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));

/**
 * Bay, Laguna: rice tillering (veg) all year in both calendars, a 10-day outlook of heavy rain from
 * 2025-08-18, a seasonal outlook from 2025-09, and an active cyclone with Signal No. 2 over Laguna.
 */
export async function loadBayOutlooks(headers: Record<string, string>) {
  for (const mode of ['ten_day', 'seasonal']) {
    const saved = await json(putCalendar, 'PUT', '/api/calendar', headers, { province: 'Laguna', crop: 'rice', mode, rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] });
    expect(saved.status).toBe(200);
  }
  const values = Array.from({ length: 10 }, (_, i) => ({
    municipality: BAY,
    date: `2025-08-${String(18 + i).padStart(2, '0')}`,
    ...{ tempMin: 24, tempMax: 31, tempMean: 27, rainfall: i < 7 ? 'above_normal' : 'near_normal', rainfallAmount: null, cloudCover: 'CLOUDY', humidity: 85, windSpeed: 3, windDirection: 'SW' },
  }));
  const tenday = await json(postTenday, 'POST', '/api/weather/10day', headers, { forecastDate: '2025-08-18', validFrom: '2025-08-18', validTo: '2025-08-27', values });
  expect(tenday.status).toBe(201);
  const months = ['sep', 'oct', 'nov', 'dec', 'jan', 'feb'].map((mo, i) => ({ mo, val: [35, 60, 100, 130, 90, 110][i] }));
  const seasonal = await json(postSeasonal, 'POST', '/api/weather/seasonal/region', headers, { region: 'calabarzon', start: '2025-09', provinces: [{ name: 'Laguna', months }] });
  expect(seasonal.status).toBe(201);
  const special = await json(postSpecial, 'POST', '/api/weather/special', headers, {
    activeCyclone: true,
    name: 'Bagyong Kristine',
    bulletinNumber: '12',
    issuedAt: '2025-10-23T05:00:00+08:00',
    centre: '120 km east of Infanta, Quezon',
    movement: 'West northwest at 20 km/h',
    strength: '85 km/h near the centre, gusts to 105 km/h',
    forecastPositions: [],
    signals: [{ province: 'Laguna', signal: 'signal_number_2' }],
  });
  expect(special.status).toBe(201);
}
