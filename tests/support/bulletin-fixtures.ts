import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { expect } from 'vitest';
import { manilaToday } from '@/platform/format/manila-time';

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
    const saved = await json(putCalendar, 'PUT', '/api/calendar', headers, {
      province: 'Laguna',
      crop: 'rice',
      mode,
      rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }],
    });
    expect(saved.status).toBe(200);
  }
  const values = Array.from({ length: 10 }, (_, i) => ({
    municipality: BAY,
    date: `2025-08-${String(18 + i).padStart(2, '0')}`,
    ...{
      tempMin: 24,
      tempMax: 31,
      tempMean: 27,
      rainfall: i < 7 ? 'above_normal' : 'near_normal',
      rainfallAmount: null,
      cloudCover: 'CLOUDY',
      humidity: 85,
      windSpeed: 3,
      windDirection: 'SW',
    },
  }));
  const tenday = await json(postTenDay, 'POST', '/api/weather/10day', headers, {
    forecastDate: '2025-08-18',
    validFrom: '2025-08-18',
    validTo: '2025-08-27',
    values,
  });
  expect(tenday.status).toBe(201);
  const months = ['sep', 'oct', 'nov', 'dec', 'jan', 'feb'].map((mo, i) => ({ mo, val: [35, 60, 100, 130, 90, 110][i] }));
  const seasonal = await json(postSeasonal, 'POST', '/api/weather/seasonal/region', headers, {
    region: 'calabarzon',
    start: '2025-09',
    provinces: [{ name: 'Laguna', months }],
  });
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

export const GENERAL_EMILIO_AGUINALDO = '0402107000';
export const DASMARINAS = '0402106000';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Long names in Cavite, with outlooks current today: General Emilio Aguinaldo (upland vegetables in
 * their vegetative stage all year) and City of Dasmariñas (upland vegetables with no stage until land
 * preparation in six months); a 10-day issue from today with unrounded readings, a seasonal outlook
 * from this month, and Signal No. 3 over Cavite issued an hour ago with Tagalog texts.
 */
export async function loadCaviteOutlooks(headers: Record<string, string>, today = new Date()) {
  const month = Number(manilaToday(today).slice(5, 7)) - 1;
  const soon = Array<string>(24).fill('');
  const next = ((month + 6) % 12) * 2;
  soon[next] = 'prep';
  soon[next + 1] = 'prep';
  for (const mode of ['ten_day', 'seasonal']) {
    const rows = [
      { municipality: 'General Emilio Aguinaldo', slots: Array(24).fill('veg') },
      { municipality: 'City of Dasmariñas', slots: soon },
    ];
    const saved = await json(putCalendar, 'PUT', '/api/calendar', headers, { province: 'Cavite', crop: 'upland_vegetables', mode, rows });
    expect(saved.status).toBe(200);
  }
  const start = manilaToday(today);
  const days = Array.from({ length: 10 }, (_, i) => isoDay(new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000)));
  const values = [GENERAL_EMILIO_AGUINALDO, DASMARINAS].flatMap((municipality, m) =>
    days.map((date, i) => ({
      municipality,
      date,
      ...{
        tempMin: 22.88 + m,
        tempMax: 31.64,
        tempMean: 27.26,
        rainfall: i < 4 + m * 3 ? 'above_normal' : 'b_normal',
        rainfallAmount: null,
        cloudCover: 'MOSTLY CLOUDY',
        humidity: 90.67,
        windSpeed: 3.94,
        windDirection: 'NE',
      },
    })),
  );
  const tenday = await json(postTenDay, 'POST', '/api/weather/10day', headers, { forecastDate: start, validFrom: start, validTo: days.at(-1), values });
  expect(tenday.status).toBe(201);
  const codes = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const months = Array.from({ length: 6 }, (_, i) => ({ mo: codes[(month + i) % 12]!, val: [35.55, 64.2, 100.49, 130.7, 90.1, 110.66][i] }));
  const seasonal = await json(postSeasonal, 'POST', '/api/weather/seasonal/region', headers, {
    region: 'calabarzon',
    start: start.slice(0, 7),
    provinces: [{ name: 'Cavite', months }],
  });
  expect(seasonal.status).toBe(201);
  const special = await json(postSpecial, 'POST', '/api/weather/special', headers, {
    activeCyclone: true,
    name: 'Bagyong Pepito',
    bulletinNumber: '7',
    issuedAt: new Date(today.getTime() - 3_600_000).toISOString(),
    centre: '95 km west of Calatagan, Batangas',
    centreTl: '95 km kanluran ng Calatagan, Batangas',
    movement: 'North northwest at 15 km/h',
    movementTl: 'Pahilaga-hilagang-kanluran, 15 km/h',
    strength: '150 km/h near the centre, gusts to 185 km/h',
    strengthTl: '150 km/h malapit sa gitna, bugso hanggang 185 km/h',
    forecastPositions: [{ at: '24 h', location: '150 km kanluran ng Iba, Zambales' }],
    signals: [
      { province: 'Cavite', signal: 'signal_number_3' },
      { province: 'Cavite', municipality: 'City of Dasmariñas', signal: 'signal_number_2' },
    ],
  });
  expect(special.status).toBe(201);
}
