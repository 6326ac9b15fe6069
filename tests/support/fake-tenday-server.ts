import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { SHARED_DATA } from './shared-data';

/**
 * A stand-in for PAGASA's TenDay API, built from the sample answers of ../shared/docs and the pitfalls
 * the reference lists: M/D/YYYY dates without padding, some numbers as text, `total_page` on one route
 * and `total_pages` on another, 498 bodies with `forecast: []`, a province query whose substring match
 * brings another province's rows, two towns named Rosario, and a quota that answers 429.
 */
export interface FakeTenday {
  url: string;
  /** Every call, in order: path and query (the token is recorded as present or not, never its value). */
  calls: { path: string; query: Record<string, string>; token: boolean }[];
  /** The 10-day issue it serves (its first forecast day). */
  issue: string;
  /** The month (`YYYY-MM`) of the seasonal batch it serves; the outlook covers the six months after it. */
  seasonalIssued: string;
  /** The seasonal route refuses the token (403: the API is not on it), the ten-day routes still answer. */
  seasonalRefused: boolean;
  /** 'ok'; or what every token route answers instead. */
  mode: 'ok' | 'quota' | 'broken-rows' | 'empty-province';
  close: () => Promise<void>;
}

export const GOOD_TOKEN = 'office-token-of-test';
const SAMPLES = path.join(SHARED_DATA, '..', 'docs', 'pagasa-tenday-api-samples');
const sample = (name: string) => JSON.parse(fs.readFileSync(path.join(SAMPLES, name), 'utf8')) as Record<string, unknown>;

const usDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${m}/${d}/${y}`;
};
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const addMonths = (month: string, offset: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthWords = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * The seasonal sample moved to the fake's batch: each province's six rows get the batch's months in
 * order. Rizal's third month is sent as the service sends 0, as null (and its mean with it).
 */
function seasonalRows(issued: string) {
  const rows = (sample('seasonal-region-4a.json').data as Record<string, unknown>[]).map((row) => ({ ...row }));
  const seen = new Map<string, number>();
  for (const row of rows) {
    const offset = seen.get(String(row.province)) ?? 0;
    seen.set(String(row.province), offset + 1);
    row.month = monthWords(addMonths(issued, offset + 1));
    if (row.province === 'Rizal' && offset === 2)
      Object.assign(row, { percent_normal: null, mean_mm: null, min_mm: null, max_mm: null, description: 'Way Below Normal' });
  }
  return rows;
}

const RAIN = ['NO RAIN', 'LIGHT RAINS', 'MODERATE RAINS', 'HEAVY RAINS'];
const RAIN_MM = [0, 12.5, 95, 210];

function rowsOf(town: { name: string; psgc: string }, issue: string, mode: FakeTenday['mode']) {
  const seed = Number(town.psgc.slice(4, 7));
  return Array.from({ length: 10 }, (_, day) => {
    const rain = (seed + day) % 4;
    const asText = seed % 5 === 0; // Some towns come with every value as text, as Current's cache answers.
    const value = (n: number) => (asText ? String(n) : n);
    return {
      municity: town.name,
      date: usDate(addDays(issue, day)),
      rainfall_desc: RAIN[rain],
      rainfall_total: value(RAIN_MM[rain]!),
      cloud_cover: ['SUNNY', 'PARTLY CLOUDY', 'MOSTLY CLOUDY', 'CLOUDY'][rain],
      tmean: value(27.5),
      tmin: mode === 'broken-rows' && day === 3 ? 'cold' : value(23.9),
      tmax: value(31.2),
      humidity: value(80 + rain),
      wind_speed: value(2.5 + rain / 2),
      wind_direction: ['N', 'NE', 'SSW', 'W'][rain],
    };
  });
}

const tokenError = (status: number, description: string) => ({
  status,
  body: { metadata: { api: 'Full', forecast: '10-day Forecast' }, forecast: [], misc: { version: '1.0', status_code: status, description, total_pages: 0 } },
});

export async function startFakeTenday(issue: string, seasonalIssued = issue.slice(0, 7)): Promise<FakeTenday> {
  const fake: FakeTenday = { url: '', calls: [], issue, seasonalIssued, seasonalRefused: false, mode: 'ok', close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const token = request.headers.token;
    fake.calls.push({ path: url.pathname, query, token: typeof token === 'string' });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/v1/tenday/issuance') {
      return send(200, { ...sample('tenday-issuance.json'), latest_date: fake.issue, start_date: fake.issue, end_date: addDays(fake.issue, 9) });
    }
    if (url.pathname === '/api/v1/seasonal/issuance') {
      const batch = 180 + (Number(fake.seasonalIssued.slice(0, 4)) - 2025) * 12 + Number(fake.seasonalIssued.slice(5, 7)) - 1;
      return send(200, {
        latest_batch: String(batch),
        latest_date: fake.seasonalIssued,
        latest_time: '09:15:12 AM',
        start_date: addMonths(fake.seasonalIssued, 1),
        end_date: addMonths(fake.seasonalIssued, 6),
      });
    }
    if (!token) return send(498, sample('error-498-missing-token.json'));
    if (token !== GOOD_TOKEN) {
      const refused = tokenError(498, 'Invalid Token: The provided token is invalid or expired.');
      return send(refused.status, refused.body);
    }
    if (fake.mode === 'quota') {
      const limited = tokenError(429, 'Hourly limit of 100 requests exceeded. Try again later.');
      return send(limited.status, limited.body);
    }
    if (url.pathname === '/api/v1/location') {
      const province = PROVINCES.find((entry) => entry.name === query.province);
      const towns = PLACES.filter((place) => place.province === province?.psgc).map((place) => place.pagasa2025);
      // Later documents give objects with PSGC codes; the Laguna sample and the others plain names.
      const data =
        province?.name === 'Cavite'
          ? PLACES.filter((place) => place.province === province.psgc).map((place) => ({ name: place.pagasa2025, psgc_code: place.psgc }))
          : towns;
      return send(200, { metadata: { api: 'Location', province: query.province, region: 'CALABARZON (Region IV-A)' }, data, footer: { total_pages: 1 } });
    }
    if (url.pathname === '/api/v1/tenday/full') {
      const province = PROVINCES.find((entry) => entry.name.toLowerCase().includes(String(query.province).toLowerCase()));
      const towns = PLACES.filter((place) => place.province === province?.psgc).map((place) => ({ name: place.pagasa2025, psgc: place.psgc }));
      if (fake.mode === 'empty-province' && province?.name === 'Quezon') towns.length = 0;
      // The service's substring match on the province reaches another province's rows (here Occidental Mindoro's Rizal town, "Sablayan").
      if (province?.name === 'Rizal') towns.push({ name: 'Sablayan', psgc: '1705111000' });
      const data = towns.flatMap((town) => rowsOf(town, fake.issue, fake.mode));
      const paging = query.page === 'none' ? {} : { current_page: 1, per_page: 10, total_count: data.length, total_page: Math.ceil(data.length / 10) };
      return send(200, {
        metadata: {
          request_no: 1,
          api: 'Full Forecast',
          forecast: '10-day Forecast',
          issuance_date: usDate(fake.issue),
          province: province?.name,
          region: 'CALABARZON (Region IV-A)',
        },
        data: query.page === 'none' ? data : data.slice(0, 10),
        misc: { version: '1.0', ...paging, status_code: 200, description: 'OK' },
      });
    }
    if (url.pathname === '/api/v1/seasonal/region') {
      if (fake.seasonalRefused) {
        const refused = tokenError(403, 'Forbidden: Token is not activated. Please activate your token via the email link.');
        return send(refused.status, refused.body);
      }
      if (query.region?.toLowerCase() !== '4a') return send(400, { error: 'Bad Request: Invalid region parameter', status_code: 404 });
      // The route pages over provinces; this one answers at most three a page, whatever is asked.
      const perPage = Math.min(Number(query.per_page ?? 10), 3);
      const page = Number(query.page ?? 1);
      const provinces = PROVINCES.map((province) => province.name).slice((page - 1) * perPage, page * perPage);
      const rows = seasonalRows(fake.seasonalIssued).filter((row) => provinces.includes(String(row.province)));
      return send(200, {
        metadata: {
          api: 'Regional Forecast',
          forecast: 'Seasonal Forecast',
          issuance_month: monthWords(fake.seasonalIssued),
          start_month: monthWords(addMonths(fake.seasonalIssued, 1)),
          end_month: monthWords(addMonths(fake.seasonalIssued, 6)),
          region: 'CALABARZON (Region IV-A)',
        },
        data: rows,
        misc: {
          version: '1.0',
          current_page: page,
          per_page: perPage,
          total_count: PROVINCES.length,
          total_pages: Math.ceil(PROVINCES.length / perPage),
          status_code: 200,
        },
      });
    }
    return send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
