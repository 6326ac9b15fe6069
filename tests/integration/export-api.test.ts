import { describe, expect, it } from 'vitest';
import { GET as exportIndex } from '@/app/api/export/route';
import { GET as exportProvinces } from '@/app/api/export/v1/provinces/route';
import { GET as exportVillages } from '@/app/api/export/v1/villages/route';
import { GET as exportSeasonal } from '@/app/api/export/v1/weather/seasonal/route';
import { GET as exportTenDay } from '@/app/api/export/v1/weather/ten-day/route';
import { GET as exportCalendars } from '@/app/api/export/v1/calendars/route';
import { GET as exportRecommendations } from '@/app/api/export/v1/recommendations/route';
import { GET as exportNationalProvinces } from '@/app/api/export/v1/national/provinces/route';
import { GET as calendarExport } from '@/app/api/calendar/export/route';
import { POST as importCalendar } from '@/app/api/calendar/import/route';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { GET as provinceConstants } from '@/app/api/constants/provinces/route';
import { GET as villageConstants } from '@/app/api/constants/villages/route';
import { POST as createRecommendation } from '@/app/api/recommendations/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { GET as tenDayOutlook } from '@/app/api/weather/tenday/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { CALENDAR_COLUMNS } from '@/modules/calendar/rules/calendar-layout';
import { parse as parseCsv } from 'csv-parse/sync';
import { databaseWithCallers, type Caller } from '../support/callers';
import { uploadForm } from '../support/calendar-files';
import { readWholeTenDayIssue } from '../support/shared-data';
import { documented } from '../support/documented-answers';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const READERS: Caller[] = ['anonymous', 'admin', 'superadmin'];

type Handler = (request: Request) => Promise<Response>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads of documented JSON

// Every answer is held against the OpenAPI document that describes its call (decision 093).
const get = (handler: Handler, path: string, headers: Record<string, string> = {}) => documented(handler)(new Request(`${BASE}${path}`, { headers }));
const json = async (handler: Handler, path: string, headers: Record<string, string> = {}) => {
  const answer = await get(handler, path, headers);
  expect(answer.status, `${path}: ${answer.status}`).toBe(200);
  return (await answer.json()) as Json;
};
const errorOf = async (answer: Response) => ((await answer.json()) as { error: { code: string; message: string } }).error;
const send = (handler: Handler, method: string, path: string, headers: Record<string, string>, body: unknown) =>
  documented(handler)(new Request(`${BASE}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const documentsOf = (body: Json, path: string): Json[] => body.collections.find((collection: Json) => collection.path === path)?.documents ?? [];

describe('exports before anything is loaded', () => {
  it('answer 404 with the spec’s empty messages, except the constants', async () => {
    for (const [handler, path] of [
      [exportTenDay, '/api/export/v1/weather/ten-day'],
      [exportSeasonal, '/api/export/v1/weather/seasonal'],
    ] as const) {
      const answer = await get(handler, path);
      expect(answer.status).toBe(404);
      expect(await errorOf(answer)).toEqual({ code: 'NOT_FOUND', message: 'Received an empty weather data.' });
    }
    for (const [handler, path] of [
      [exportCalendars, '/api/export/v1/calendars'],
      [exportRecommendations, '/api/export/v1/recommendations'],
    ] as const) {
      const answer = await get(handler, path);
      expect(answer.status).toBe(404);
      expect((await errorOf(answer)).message).toBe('Received empty data');
    }
    expect((await get(exportProvinces, '/api/export/v1/provinces')).status).toBe(200);
    expect((await get(exportVillages, '/api/export/v1/villages')).status).toBe(200);
  });

  it('are listed in the index with nothing available but the constants', async () => {
    const index = await json(exportIndex, '/api/export');
    expect(index.exports.map((entry: Json) => entry.href)).toEqual([
      '/api/export/v1/provinces',
      '/api/export/v1/villages',
      '/api/export/v1/weather/seasonal',
      '/api/export/v1/weather/ten-day',
      '/api/export/v1/calendars',
      '/api/export/v1/recommendations',
      '/api/export/v1/national/provinces',
      '/api/export/v1/national/ten-day',
      '/api/export/v1/national/seasonal',
      '/api/export/v1/national/cyclone-advisory',
      '/api/export/v1/national/reports',
      '/api/export/v1/national/changes',
    ]);
    expect(index.meta).toMatchObject({ format: 'acap-exchange', export: 'index', data_as_of: null });
    const available = index.exports.flatMap((entry: Json) => entry.downloads.filter((d: Json) => d.available).map((d: Json) => d.href));
    // The changes read always answers (nothing changed yet is an answer too).
    expect(available).toEqual([
      '/api/export/v1/provinces?download=1',
      '/api/export/v1/villages?download=1',
      '/api/export/v1/national/provinces?download=1',
      '/api/export/v1/national/changes?download=1',
    ]);
    expect(index.exports[1]).toMatchObject({ id: 'villages', holds: '3,993 barangays in 142 cities and municipalities', data_as_of: null });
    expect(index.exports[3]).toMatchObject({ holds: 'No issuance yet', data_as_of: null });
  });
});

describe('the provinces constants export', () => {
  it('is the constants/provinces document built from /api/constants/provinces, the same for every caller', async () => {
    const bodies = await Promise.all(READERS.map((caller) => json(exportProvinces, '/api/export/v1/provinces', callers[caller])));
    for (const body of bodies.slice(1)) expect(body.collections).toEqual(bodies[0]!.collections);
    const body = bodies[0]!;
    expect(body.meta).toMatchObject({ export: 'provinces', region: { key: 'calabarzon', label: 'Region 4a' }, data_as_of: null });
    expect(body.meta.generated_at).toEqual({ _seconds: expect.any(Number), _nanoseconds: expect.any(Number) });
    expect(body.collections).toHaveLength(1);
    expect(body.collections[0].path).toBe('constants');
    const [document] = body.collections[0].documents;
    expect(document.id).toBe('provinces');
    expect(document.data.region).toBe('calabarzon');
    const provinces = document.data.provinces as Json[];
    expect(provinces.map((p) => p.id)).toEqual(['batangas', 'cavite', 'laguna', 'quezon', 'rizal']);
    expect(provinces.map((p) => p.municipalities.length)).toEqual([34, 23, 30, 41, 14]);
    const constants = (await (await get(provinceConstants, '/api/constants/provinces')).json()) as Json[];
    expect(provinces.map((p) => [p.psgc, p.label, p.municipalities.map((m: Json) => m.psgc)])).toEqual(
      constants.map((p) => [p.id, p.label, p.municipalities.map((m: Json) => m.id)]),
    );
    const calamba = provinces[2]!.municipalities.find((m: Json) => m.psgc === '0403405000');
    expect(calamba).toEqual({ label: 'City of Calamba', municipality: 'City of Calamba', psgc: '0403405000', kind: 'city' });
    expect(provinces[3]!.municipalities.some((m: Json) => m.psgc === '0431200000')).toBe(true);
  });

  it('answers 304 to a caller holding the same data, and a named file when asked to download', async () => {
    const first = await get(exportProvinces, '/api/export/v1/provinces');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('content-disposition')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
    const again = await get(exportProvinces, '/api/export/v1/provinces', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get(exportProvinces, '/api/export/v1/provinces', { 'if-none-match': '"something-else"' })).status).toBe(200);
    const file = await get(exportProvinces, '/api/export/v1/provinces?download=1');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-provinces.json"');
    expect(file.headers.get('content-type')).toBe('application/json');
  });
});

describe('the provinces constants in the national shape', () => {
  it('is constant_data/provinces as {data: [{id, label, municipalities: [{id, label}]}]}, the same places as /api/constants/provinces', async () => {
    const bodies = await Promise.all(READERS.map((caller) => json(exportNationalProvinces, '/api/export/v1/national/provinces', callers[caller])));
    for (const body of bodies.slice(1)) expect(body.collections).toEqual(bodies[0]!.collections);
    const body = bodies[0]!;
    expect(body.meta).toMatchObject({ export: 'national-provinces', data_as_of: null });
    expect(body.collections.map((collection: Json) => collection.path)).toEqual(['constant_data']);
    const [document] = body.collections[0].documents;
    expect(document.id).toBe('provinces');
    expect(Object.keys(document.data)).toEqual(['data']);
    const constants = (await (await get(provinceConstants, '/api/constants/provinces')).json()) as Json[];
    expect(document.data.data).toEqual(
      constants.map((province) => ({
        id: province.id,
        label: province.label,
        municipalities: province.municipalities.map((place: Json) => ({ id: place.id, label: place.label })),
      })),
    );
    expect(document.data.data[2]).toMatchObject({ id: '0403400000', label: 'Laguna' });
    expect(document.data.data[2].municipalities).toContainEqual({ id: '0403405000', label: 'City of Calamba' });
    const file = await get(exportNationalProvinces, '/api/export/v1/national/provinces?download=1');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-national-provinces.json"');
  });
});

describe('the villages constants export', () => {
  it('is the constants/villages document built from /api/constants/villages, grouped by city or municipality', async () => {
    const bodies = await Promise.all(READERS.map((caller) => json(exportVillages, '/api/export/v1/villages', callers[caller])));
    for (const body of bodies.slice(1)) expect(body.collections).toEqual(bodies[0]!.collections);
    const body = bodies[0]!;
    expect(body.meta).toMatchObject({ export: 'villages', region: { key: 'calabarzon' }, data_as_of: null });
    expect(body.meta.mapping.join('\n')).toMatch(/Philippine Statistics Authority \(PSA\).*@jobuntux\/psgc package \(MIT licence/);
    expect(body.collections).toHaveLength(1);
    expect(body.collections[0].path).toBe('constants');
    const [document] = body.collections[0].documents;
    expect(document.id).toBe('villages');
    expect(document.data).toMatchObject({ region: 'calabarzon', psgc_release: '2025-2Q', count: 3993 });
    const municipalities = document.data.municipalities as Json[];
    expect(municipalities).toHaveLength(142);
    const constants = (await (await get(villageConstants, '/api/constants/villages')).json()) as Json[];
    expect(municipalities.flatMap((m) => m.villages.map((v: Json) => [v.psgc, v.label, v.former_label, m.psgc, m.label]))).toEqual(
      constants.map((v) => [v.id, v.label, v.formerLabel, v.municipality.id, v.municipality.label]),
    );
    const calamba = municipalities.find((m) => m.psgc === '0403405000')!;
    expect(calamba).toMatchObject({ label: 'City of Calamba', municipality: 'City of Calamba', province: 'laguna' });
    expect(calamba.villages).toHaveLength(54);
    expect(calamba.villages).toContainEqual({ psgc: '0403405057', label: 'Milagrosa', former_label: 'Tulo' });
    expect(municipalities.find((m) => m.psgc === '0431200000')).toMatchObject({ label: 'City of Lucena', province: 'quezon' });
    // Well inside a document database's 1 MiB document limit.
    expect(JSON.stringify(document.data).length).toBeLessThan(400_000);
  });

  it('answers 304 to a caller holding the same data, and a named file when asked to download', async () => {
    const first = await get(exportVillages, '/api/export/v1/villages');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get(exportVillages, '/api/export/v1/villages', { 'if-none-match': etag })).status).toBe(304);
    const file = await get(exportVillages, '/api/export/v1/villages?download=1');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-villages.json"');
    expect((await errorOf(await get(exportVillages, '/api/export/v1/villages?download=maybe'))).message).toBe('download: download must be 1 or 0');
  });
});

describe('the 10-day forecast export', () => {
  let workbookIssuance = '';

  it('gives the real PAGASA issue of 2025-08-18 as one document per province, every place with its ten days', async () => {
    const form = new FormData();
    for (const file of readWholeTenDayIssue()) form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
    const imported = await postTenDay(new Request(`${BASE}/api/weather/10day`, { method: 'POST', headers: callers.admin, body: form }));
    expect(imported.status).toBe(201);
    workbookIssuance = ((await imported.json()) as { issuanceId: string }).issuanceId;

    const body = await json(exportTenDay, '/api/export/v1/weather/ten-day');
    expect(body.meta).toMatchObject({
      export: 'weather-ten-day',
      // The August 2025 issue ended long ago: the export says so, so no client passes it off as current.
      issuance: {
        id: workbookIssuance,
        type: 'ten_day',
        date_forecast: '08/18/2025 @8AM',
        date_range: 'August 18-27, 2025',
        source: 'excel',
        valid_to: '2025-08-27',
        expired: true,
      },
    });
    const documents = documentsOf(body, 'weather_forecasts/calabarzon/ten_day');
    expect(documents.map((d) => d.id)).toEqual(['batangas', 'cavite', 'laguna', 'quezon', 'rizal']);
    expect(documents.map((d) => Object.keys(d.data.municipalities).length)).toEqual([34, 23, 30, 41, 14]);
    for (const document of documents) {
      expect(document.data).toMatchObject({ name: expect.any(String), updated_by: 'system', date_created: { _seconds: expect.any(Number), _nanoseconds: 0 } });
      for (const place of Object.values<Json>(document.data.municipalities)) {
        expect(place.days.map((day: Json) => day.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2025-08-${18 + i}`));
      }
    }
    expect(body.meta.data_as_of).toEqual(documents[0]!.data.date_created);
  });

  it('carries the same values the public 10-day outlook shows', async () => {
    const body = await json(exportTenDay, '/api/export/v1/weather/ten-day');
    const calamba = documentsOf(body, 'weather_forecasts/calabarzon/ten_day')[2]!.data.municipalities['City of Calamba'];
    expect(calamba).toMatchObject({ psgc: '0403405000', date_forecast: '08/18/2025 @8AM', date_range: 'August 18-27, 2025' });
    const outlook = (await (await get(tenDayOutlook, '/api/weather/tenday?municipality=0403405000')).json()) as Json;
    const days = outlook.municipalities[0].days as Json[];
    expect(calamba.days).toEqual(
      days.map((day) => ({
        date: day.date,
        rainfall: day.rainfall?.code ?? null,
        rainfall_desc: day.rainfall?.label ?? null,
        rainfall_amount: day.rainfall?.amount ?? null,
        temp_min: day.tempMin,
        temp_max: day.tempMax,
        temp_mean: day.tempMean,
        humidity: day.humidity,
        wind_speed: day.windSpeed,
        wind_direction: day.windDirection,
        cloud_cover: day.cloudCover,
      })),
    );
    expect(calamba.days.every((day: Json) => ['wb_normal', 'b_normal', 'near_normal', 'above_normal', null].includes(day.rainfall))).toBe(true);
    expect(calamba.days.some((day: Json) => typeof day.temp_max === 'number')).toBe(true);
  });

  it('follows a newer hand-entered issuance (admin) and still serves the older one by id', async () => {
    const entered = await send(postTenDay, 'POST', '/api/weather/10day', callers.superadmin, {
      forecastDate: '2025-09-01',
      validFrom: '2025-09-01',
      validTo: '2025-09-10',
      values: [
        {
          municipality: '0403405000',
          date: '2025-09-01',
          tempMin: 24,
          tempMax: 31.5,
          tempMean: 27.75,
          rainfall: 'near_normal',
          rainfallAmount: '60-180',
          cloudCover: 'MOSTLY CLOUDY',
          humidity: 88,
          windSpeed: 2.5,
          windDirection: 'SW',
        },
      ],
    });
    expect(entered.status).toBe(201);
    const latest = await json(exportTenDay, '/api/export/v1/weather/ten-day?download=1');
    const documents = documentsOf(latest, 'weather_forecasts/calabarzon/ten_day');
    expect(documents.map((d) => [d.id, d.data.updated_by, Object.keys(d.data.municipalities)])).toEqual([['laguna', 'admin', ['City of Calamba']]]);
    expect(documents[0]!.data.municipalities['City of Calamba'].days).toEqual([
      {
        date: '2025-09-01',
        rainfall: 'near_normal',
        rainfall_desc: 'MODERATE RAINS',
        rainfall_amount: '60-180',
        temp_min: 24,
        temp_max: 31.5,
        temp_mean: 27.75,
        humidity: 88,
        wind_speed: 2.5,
        wind_direction: 'SW',
        cloud_cover: 'MOSTLY CLOUDY',
      },
    ]);
    const download = await get(exportTenDay, '/api/export/v1/weather/ten-day?download=1');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-weather-ten-day-2025-09-01.json"');

    const older = await json(exportTenDay, `/api/export/v1/weather/ten-day?issuance=${workbookIssuance}`);
    expect(older.meta.issuance.id).toBe(workbookIssuance);
    expect(documentsOf(older, 'weather_forecasts/calabarzon/ten_day')).toHaveLength(5);
    const missing = await get(exportTenDay, '/api/export/v1/weather/ten-day?issuance=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('No ten-day issuance 00000000-0000-4000-8000-000000000000.');
  });
});

describe('the seasonal forecast export', () => {
  const MONTHS = ['sep', 'oct', 'nov', 'dec', 'jan', 'feb'];

  it('gives the latest outlook per province with six months of percent of normal and condition', async () => {
    const saved = await send(postSeasonal, 'POST', '/api/weather/seasonal/region', callers.superadmin, {
      region: 'calabarzon',
      start: '2025-09',
      provinces: [
        {
          name: 'Laguna',
          months: MONTHS.map((mo, i) => ({ mo, val: [35, 60, 100, 130, 'nda', 81][i] })),
          municipalities: [{ name: 'Calamba', months: MONTHS.map((mo) => ({ mo, val: 121 })) }],
        },
        { name: 'Rizal', months: MONTHS.map((mo) => ({ mo, forecast: 150, normal: 200 })) },
      ],
    });
    expect(saved.status).toBe(201);
    const body = await json(exportSeasonal, '/api/export/v1/weather/seasonal', callers.admin);
    expect(body.meta.issuance).toMatchObject({ type: 'seasonal', date_range: 'September 2025-February 2026', source: 'encode' });
    const documents = documentsOf(body, 'weather_forecasts/calabarzon/seasonal');
    expect(documents.map((d) => d.id)).toEqual(['laguna', 'rizal']);
    const laguna = documents[0]!.data;
    expect(laguna).toMatchObject({
      name: 'Laguna',
      psgc: '0403400000',
      updated_by: 'admin',
      date_range: 'September 2025-February 2026',
      date_created: { _seconds: expect.any(Number) },
    });
    expect(laguna.months.map((m: Json) => [m.mo, m.month, m.val, m.condition])).toEqual([
      ['sep', '2025-09', 35, 'wb_normal'],
      ['oct', '2025-10', 60, 'b_normal'],
      ['nov', '2025-11', 100, 'near_normal'],
      ['dec', '2025-12', 130, 'above_normal'],
      ['jan', '2026-01', null, 'nda'],
      ['feb', '2026-02', 81, 'near_normal'],
    ]);
    expect(Object.keys(laguna.municipalities)).toHaveLength(30);
    expect(laguna.municipalities['City of Calamba']).toMatchObject({ psgc: '0403405000', from_province: false });
    expect(laguna.municipalities['City of Calamba'].months[0]).toMatchObject({ val: 121, condition: 'above_normal' });
    expect(laguna.municipalities.Bay).toMatchObject({ from_province: true, months: laguna.months });
    expect(documents[1]!.data.months[0]).toEqual({ mo: 'sep', month: '2025-09', val: 75, condition: 'b_normal', forecast_mm: 150, normal_mm: 200 });
    const download = await get(exportSeasonal, '/api/export/v1/weather/seasonal?download=1');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-weather-seasonal-2025-09.json"');
  });
});

describe('the cropping calendar export', () => {
  const RICE = ['', '', '', '', '', '', '', '', '', '', 'prep', 'seed', 'plant', 'estab', 'veg', 'veg', 'repro', 'repro', 'mat', '', '', '', '', ''];

  it('offers the interchange CSV, byte for byte the calendar export’s, which imports again unchanged', async () => {
    const grid = (mode: string, crop: string, province: string, municipalities: string[]) =>
      send(putCalendar, 'PUT', '/api/calendar', callers.admin, {
        province,
        crop,
        mode,
        rows: municipalities.map((municipality) => ({ municipality, slots: RICE.map((s) => s || null) })),
      });
    expect((await grid('ten_day', 'rice', 'Laguna', ['Bay', 'City of Calamba'])).status).toBe(200);
    expect((await grid('seasonal', 'rice', 'Rizal', ['City of Antipolo'])).status).toBe(200);

    const answer = await get(exportCalendars, '/api/export/v1/calendars?mode=ten_day&format=csv&download=1', callers.superadmin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-calendars-ten_day.csv"');
    const text = await answer.text();
    const [header, ...rows] = parseCsv(text).filter((row) => row.some(Boolean));
    expect(header).toEqual([...CALENDAR_COLUMNS]);
    expect(rows).toEqual([
      ['Laguna', 'Bay', 'rice', ...RICE],
      ['Laguna', 'City of Calamba', 'rice', ...RICE],
    ]);
    const same = await get(calendarExport, '/api/calendar/export?mode=ten_day&format=csv');
    expect(await same.text()).toBe(text);
    const again = await importCalendar(
      new Request(`${BASE}/api/calendar/import`, {
        method: 'POST',
        headers: callers.admin,
        body: uploadForm('file', 'national.csv', Buffer.from(text), { mode: 'ten_day' }),
      }),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ rows: 2 });
    const etag = answer.headers.get('etag')!;
    expect((await get(exportCalendars, '/api/export/v1/calendars?mode=ten_day&format=csv', { 'if-none-match': etag })).status).toBe(304);
  });

  it('gives the same rows as documents, one sub-collection per mode, narrowed by the query', async () => {
    const body = await json(exportCalendars, '/api/export/v1/calendars');
    expect(body.collections.map((c: Json) => [c.path, c.documents.map((d: Json) => d.id)])).toEqual([
      ['cropping_calendars/calabarzon/ten_day', ['0403402000_rice', '0403405000_rice']],
      ['cropping_calendars/calabarzon/seasonal', ['0405802000_rice']],
    ]);
    const bay = body.collections[0].documents[0].data;
    expect(bay).toMatchObject({
      prov: 'Laguna',
      muni: 'Bay',
      crop: 'rice',
      '06_15_CAL': 'prep',
      '10_15_CAL': 'mat',
      '12_30_CAL': '',
      is_demo: false,
      updated_by: 'admin',
    });
    expect(body.meta.data_as_of).toEqual({ _seconds: expect.any(Number), _nanoseconds: expect.any(Number) });

    const narrowed = await json(exportCalendars, '/api/export/v1/calendars?province=Rizal&crop=rice&mode=seasonal');
    expect(narrowed.meta.filters).toEqual({ mode: 'seasonal', crop: 'rice', province: 'Rizal' });
    expect(narrowed.collections.map((c: Json) => c.documents.length)).toEqual([1]);
    const download = await get(exportCalendars, '/api/export/v1/calendars?province=Rizal&mode=seasonal&download=1');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-calendars-seasonal-rizal.json"');
  });

  it('names what is wrong with a query', async () => {
    const cases: [string, number, RegExp][] = [
      ['format=csv', 400, /^mode: mode is required for format=csv/],
      ['format=pdf', 400, /format must be json or csv/],
      ['mode=weekly', 400, /mode must be ten_day or seasonal/],
      ['province=Bulacan', 404, /^Unknown province "Bulacan"\.$/],
      ['crop=coffee', 404, /^Received empty data$/],
      ['crop=durian-x', 404, /^Unknown crop "durian-x"\.$/],
    ];
    for (const [query, status, message] of cases) {
      const answer = await get(exportCalendars, `/api/export/v1/calendars?${query}`);
      expect(answer.status, query).toBe(status);
      expect((await errorOf(answer)).message, query).toMatch(message);
    }
  });
});

describe('the recommendation export', () => {
  const advice = {
    type: 'seasonal',
    crop: 'rice',
    stage: 'veg',
    farmOperation: 'Water management',
    trigger: 'above_normal',
    risk: 'flood_submergence',
    impactEn: 'Fields may flood',
    impactTl: 'Maaaring bahain ang bukid',
    practiceEn: '● Clean the canals\n● Raise the dikes',
    practiceTl: '● Linisin ang mga kanal',
    sms: 'Linisin ang kanal.',
  };

  it('gives one document per recommendation in the national fields, and the lite document', async () => {
    for (const [caller, body] of [
      ['admin', advice],
      ['admin', { ...advice, stage: 'repro', trigger: null, risk: null, impactTl: '', sms: null }],
      ['superadmin', { ...advice, type: 'special', stage: 'mat', trigger: 'signal_number_3', farmOperation: 'Harvesting' }],
    ] as const) {
      expect((await send(createRecommendation, 'POST', '/api/recommendations', callers[caller], body)).status).toBe(201);
    }
    const body = await json(exportRecommendations, '/api/export/v1/recommendations?type=seasonal');
    expect(body.meta.filters).toEqual({ type: 'seasonal' });
    expect(body.collections.map((c: Json) => c.path)).toEqual(['n_list_crop_recommendations_seasonal', 'n_list_crop_recommendations']);
    const [first, second] = documentsOf(body, 'n_list_crop_recommendations_seasonal');
    expect(first!.data).toMatchObject({
      crop: 'rice',
      crop_stage: 'veg',
      crop_stage_label: 'Active tillering',
      farm_operation: 'Water management',
      forecast: 'above_normal',
      forecast_label: 'Above Normal',
      risk: 'flood_submergence',
      impact: expect.stringContaining('Fields may flood'),
      impact_tag: expect.stringContaining('Maaaring bahain'),
      practice: '<ul><li>Clean the canals</li><li>Raise the dikes</li></ul>',
      practice_tag: '<ul><li>Linisin ang mga kanal</li></ul>',
      sms: 'Linisin ang kanal.',
      is_demo: false,
      updated_by: 'admin',
    });
    expect(second!.data).toMatchObject({ crop_stage: 'repro', forecast: null, forecast_label: 'Any forecast', risk: null, impact_tag: '', sms: null });
    const [lite] = documentsOf(body, 'n_list_crop_recommendations');
    expect(lite!.id).toBe('seasonal');
    expect(lite!.data.data.map((row: Json) => row.id)).toEqual([first!.id, second!.id]);
    expect(lite!.data.metadata).toEqual({ count: 2, date_created: { _seconds: expect.any(Number), _nanoseconds: expect.any(Number) } });
  });

  it('holds every type when none is named, and 404s a type with none', async () => {
    const all = await json(exportRecommendations, '/api/export/v1/recommendations');
    expect(all.collections.map((c: Json) => `${c.path}:${c.documents.length}`)).toEqual([
      'n_list_crop_recommendations_seasonal:2',
      'n_list_crop_recommendations:1',
      'n_list_crop_recommendations_special:1',
      'n_list_crop_recommendations:1',
    ]);
    expect(documentsOf(all, 'n_list_crop_recommendations_special')[0]!.data).toMatchObject({
      forecast: 'signal_number_3',
      forecast_label: 'Signal No. 3',
      crop_stage: 'mat',
    });
    const none = await get(exportRecommendations, '/api/export/v1/recommendations?type=tenday');
    expect(none.status).toBe(404);
    expect((await errorOf(none)).message).toBe('Received empty data');
    const file = await get(exportRecommendations, '/api/export/v1/recommendations?type=special&download=1');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="acap-calabarzon-recommendations-special.json"');
  });
});

describe('the export index with data', () => {
  it('gives each export’s latest data date and the downloads that have data, the same for every caller', async () => {
    const bodies = await Promise.all(READERS.map((caller) => json(exportIndex, '/api/export', callers[caller])));
    for (const body of bodies.slice(1)) expect(body.exports).toEqual(bodies[0]!.exports);
    const byId = Object.fromEntries((bodies[0]!.exports as Json[]).map((entry) => [entry.id, entry]));
    expect(byId['weather-ten-day']).toMatchObject({ holds: 'Sep 1 - 10, 2025 (ended on September 10, 2025)', data_as_of: { _seconds: expect.any(Number) } });
    expect(byId['weather-seasonal']).toMatchObject({ holds: 'Sep 2025 - Feb 2026 (ended on February 28, 2026)' });
    expect(byId.calendars.holds).toBe('3 rows (10-day 2, seasonal 1)');
    expect(byId.recommendations.downloads.map((d: Json) => [d.href, d.available])).toEqual([
      ['/api/export/v1/recommendations?type=seasonal&download=1', true],
      ['/api/export/v1/recommendations?type=tenday&download=1', false],
      ['/api/export/v1/recommendations?type=special&download=1', true],
    ]);
    expect(byId.calendars.downloads.every((d: Json) => d.available)).toBe(true);
    expect(bodies[0]!.meta.data_as_of).not.toBeNull();
  });
});

describe('bad export queries', () => {
  it('are 400 with a message naming the parameter', async () => {
    const cases: [Handler, string, RegExp][] = [
      [exportIndex, '/api/export?format=csv', /Unrecognized key.*format/],
      [exportProvinces, '/api/export/v1/provinces?download=maybe', /^download: download must be 1 or 0$/],
      [exportTenDay, '/api/export/v1/weather/ten-day?issuance=latest', /^issuance: issuance must be an issuance id$/],
      [exportSeasonal, '/api/export/v1/weather/seasonal?province=Laguna', /Unrecognized key.*province/],
      [exportRecommendations, '/api/export/v1/recommendations?type=ten_day', /^type: type must be seasonal, tenday or special$/],
    ];
    for (const [handler, path, message] of cases) {
      const answer = await get(handler, path);
      expect(answer.status, path).toBe(400);
      expect((await errorOf(answer)).message, path).toMatch(message);
    }
  });
});
