import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/weather/10day/route';
import { GET as template } from '@/app/api/weather/10day/template/route';
import { GET } from '@/app/api/weather/tenday/route';
import { parse as parseCsv } from 'csv-parse/sync';
import { manilaToday } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { readTenDayDay } from '../support/shared-data';
import { databaseWithCallers } from '../support/callers';
import { documented } from '../support/documented-answers';

const callers = databaseWithCallers();

const URL_BASE = 'http://localhost:3000';

function upload(headers: Record<string, string>, days: number[]) {
  const form = new FormData();
  for (const day of days) {
    const file = readTenDayDay(day);
    form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  }
  return POST(new Request(`${URL_BASE}/api/weather/10day`, { method: 'POST', headers, body: form }));
}

function encode(headers: Record<string, string>, body: unknown) {
  return POST(
    new Request(`${URL_BASE}/api/weather/10day`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const read = (query: string) => GET(new Request(`${URL_BASE}/api/weather/tenday${query}`));

const oneDay = {
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
};

describe('the 10-day outlook API', () => {
  it('answers the empty-data message before anything is loaded', async () => {
    const answer = await read('');
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.message).toBe('Received an empty weather data.');
  });

  it('refuses uploads from anonymous callers (401) and users without a level (403)', async () => {
    expect((await upload(callers.anonymous, [1])).status).toBe(401);
    expect((await upload(callers.noLevel, [1])).status).toBe(403);
    expect((await encode(callers.noLevel, {})).status).toBe(403);
  });

  it('lets an admin upload PAGASA workbooks and reports what it kept', async () => {
    const answer = await upload(callers.admin, [1, 2]);
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body.files.map((f: { rowsKept: number }) => f.rowsKept)).toEqual([142, 142]);
    expect(body.issuanceId).toEqual(expect.any(String));
  });

  it('serves the latest outlook per province and municipality, to anyone, with who and when', async () => {
    const answer = await read('?province=Laguna&municipality=City%20of%20Calamba');
    expect(answer.status).toBe(200);
    const body = await answer.json();
    // PAGASA's workbooks are `system`, whoever uploaded them (issue 15).
    expect(body.issuance).toMatchObject({ type: 'ten_day', dateRange: 'Aug 18 - 27, 2025', updatedBy: 'system', source: 'excel' });
    expect(JSON.stringify(body)).not.toContain('@example.ph');
    expect(body.issuance.dateCreated._seconds).toEqual(expect.any(Number));
    expect(body.municipalities).toHaveLength(1);
    expect(body.municipalities[0]).toMatchObject({ id: '0403405000', label: 'City of Calamba' });
    expect(body.municipalities[0].days.map((d: { date: string }) => d.date)).toEqual(['2025-08-18', '2025-08-19']);
    const province = await (await read('?province=0405800000')).json();
    expect(province.municipalities).toHaveLength(14);
  });

  it('lets a superadmin enter a 10-day outlook by hand, which then is the latest', async () => {
    const answer = await encode(callers.superadmin, { forecastDate: '2025-09-01', validFrom: '2025-09-01', validTo: '2025-09-10', values: [oneDay] });
    expect(answer.status).toBe(201);
    const body = await (await read('?municipality=0403405000')).json();
    expect(body.issuance).toMatchObject({ dateRange: 'Sep 1 - 10, 2025', source: 'encode', updatedBy: 'admin' });
    expect(body.municipalities[0].days[0]).toMatchObject({ rainfall: { code: 'near_normal', label: 'MODERATE RAINS', amount: '60-180' } });
  });

  it('says when the latest outlook has ended, and that one covering today is current', async () => {
    const ended = await (await read('?municipality=0403405000')).json();
    expect(ended.issuance).toMatchObject({ validTo: '2025-09-10', validUntil: '2025-09-10T15:59:59.999Z', expired: true });

    const today = manilaToday();
    const tenthDay = new Date(Date.parse(`${today}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
    const current = await encode(callers.admin, { forecastDate: today, validFrom: today, validTo: tenthDay, values: [{ ...oneDay, date: today }] });
    expect(current.status).toBe(201);
    const body = await (await read('?municipality=0403405000')).json();
    expect(body.issuance).toMatchObject({ validFrom: today, validTo: tenthDay, expired: false });
  });

  it('still serves an older issuance by id', async () => {
    const older = await upload(callers.admin, [3]);
    const { issuanceId } = await older.json();
    await encode(callers.admin, { forecastDate: '2025-09-01', validFrom: '2025-09-01', validTo: '2025-09-10', values: [oneDay] });
    const body = await (await read(`?issuance=${issuanceId}&municipality=0401007000`)).json();
    expect(body.municipalities[0].days[0].date).toBe('2025-08-20');
  });

  it('answers bad input with a 4xx that names the problem', async () => {
    const cases: [Response, number, RegExp][] = [
      [await encode(callers.admin, '{"forecastDate": '), 400, /not valid JSON/],
      [
        await encode(callers.admin, { forecastDate: '2025-09-01', validFrom: '2025-09-01', validTo: '2025-09-10', values: [{ ...oneDay, humidity: 140 }] }),
        400,
        /humidity must be at most 100/,
      ],
      [
        await encode(callers.admin, {
          forecastDate: '2025-09-01',
          validFrom: '2025-09-01',
          validTo: '2025-09-10',
          values: [{ ...oneDay, municipality: '0499999000' }],
        }),
        400,
        /Unknown place code\(s\): 0499999000/,
      ],
      [
        await encode(callers.admin, {
          forecastDate: '2025-09-01',
          validFrom: '2025-09-01',
          validTo: '2025-09-10',
          values: [{ ...oneDay, date: '2025-10-01' }],
        }),
        400,
        /outside 2025-09-01\.\.2025-09-10/,
      ],
      [
        await encode(callers.admin, { forecastDate: '2025-09-01', validFrom: '2025-09-01', validTo: '2025-09-10', values: [oneDay], extra: 1 }),
        400,
        /extra|Unrecognized/i,
      ],
      [
        await POST(new Request(`${URL_BASE}/api/weather/10day`, { method: 'POST', headers: callers.admin, body: new FormData() })),
        400,
        /No file was sent in the field "excel-files"/,
      ],
      [await read('?province=Atlantis'), 404, /Unknown province "Atlantis"/],
      [await read('?municipality=Rosario'), 400, /more than one place/],
      [await read('?issuance=nope'), 400, /issuance must be an issuance id/],
    ];
    for (const [answer, status, message] of cases) {
      expect(answer.status).toBe(status);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });
});

describe('the long layout and its template', () => {
  const getTemplate = (headers: Record<string, string>, query = '') =>
    documented(template)(new Request(`${URL_BASE}/api/weather/10day/template${query}`, { headers }));

  it('gives staff the template as CSV or .xlsx, and nobody else', async () => {
    expect((await getTemplate(callers.anonymous)).status).toBe(401);
    expect((await getTemplate(callers.noLevel)).status).toBe(403);
    const csv = await getTemplate(callers.admin, '?start=2026-05-04');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="tenday-outlook-template-2026-05-04.csv"');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'psgc_code,place,province,date,tmin_c,tmax_c,tmean_c,rainfall_class,rainfall_mm,cloud_cover,humidity_pct,wind_speed_mps,wind_direction',
    );
    expect(text.trim().split('\r\n')).toHaveLength(6);
    const xlsx = await getTemplate(callers.superadmin, '?format=xlsx');
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    for (const [query, message] of [
      ['?format=pdf', /format must be csv or xlsx/],
      ['?start=2026-13-01', /start must be YYYY-MM-DD/],
      ['?extra=1', /extra|Unrecognized/i],
    ] as const) {
      const answer = await getTemplate(callers.admin, query);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });

  it('takes the filled template in the same upload field, as an `admin` outlook with the importer’s report', async () => {
    const rows: string[][] = parseCsv(await (await getTemplate(callers.admin, '?start=2026-05-04')).text(), { bom: true });
    const [headings, ...examples] = rows;
    // Filled in: the examples' places and day with the outlook's own humidity (as downloaded, it is refused).
    const humidity = headings!.indexOf('humidity_pct');
    const filled = examples.map((row, i) => row.map((cell, column) => (column === humidity ? String(60 + i) : cell)));
    const form = new FormData();
    form.append('excel-files[]', new Blob([formatCsv([headings!, ...filled])], { type: 'text/csv' }), 'outlook.csv');
    const answer = await POST(new Request(`${URL_BASE}/api/weather/10day`, { method: 'POST', headers: callers.admin, body: form }));
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body).toMatchObject({
      source: 'long-layout',
      forecastDate: '2026-05-04',
      dateRange: 'May 4 - 13, 2026',
      files: [{ file: 'outlook.csv', rowsKept: 5, problems: [] }],
    });
    // An earlier test stored today's outlook: May's goes to the archive, and the upload says so.
    expect(body.archived).toMatch(/^Older than the live outlook of .*: kept in the archive, the live outlook is unchanged\.$/);
    const outlook = await (await read(`?province=Batangas&issuance=${body.issuanceId}`)).json();
    expect(outlook.issuance).toMatchObject({ dateRange: 'May 4 - 13, 2026', source: 'encode', updatedBy: 'admin', origin: 'long_layout' });
  });

  it('refuses a wrong long-layout file with the row and column of each problem', async () => {
    const form = new FormData();
    form.append(
      'excel-files[]',
      new Blob([
        'psgc_code,date,tmin_c,tmax_c,rainfall_mm,cloud_cover,humidity_pct,wind_speed_mps,wind_direction\r\n0403405000,2026-05-04,24,31,-5,CLOUDY,80,2,SW\r\n',
      ]),
      'bad.csv',
    );
    const answer = await POST(new Request(`${URL_BASE}/api/weather/10day`, { method: 'POST', headers: callers.admin, body: form }));
    expect(answer.status).toBe(400);
    const { error } = await answer.json();
    expect(error.message).toMatch(/1 value\(s\) in the upload are wrong; nothing was stored/);
    expect(error.details.report.files[0].problems).toEqual([{ sheet: 'CSV', row: 2, column: 'E', message: 'rainfall -5 mm is outside 0..2000' }]);
  });
});
