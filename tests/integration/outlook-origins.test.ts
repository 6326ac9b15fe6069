import { createElement, type ComponentProps } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { NextIntlClientProvider } from 'next-intl';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GET as placeOutlooksRoute } from '@/app/api/v1/places/[psgc]/outlooks/route';
import { POST as postTenDay } from '@/app/api/weather/10day/route';
import { POST as postSeasonalExcel } from '@/app/api/weather/seasonal/excel/route';
import { POST as postSeasonalRegion } from '@/app/api/weather/seasonal/region/route';
import { GET as getSeasonal } from '@/app/api/weather/seasonal/route';
import { GET as getSeasonalTemplate } from '@/app/api/weather/seasonal/template/route';
import { GET as getTenDay } from '@/app/api/weather/tenday/route';
import { IssuanceNote } from '@/modules/weather/components/issuance-note';
import { LONG_LAYOUT_COLUMNS } from '@/modules/weather/rules/ten-day-long-layout';
import { addMonths, MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';
import { manilaToday } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import en from '../../messages/en.json';
import tl from '../../messages/tl.json';
import { atRoute } from '../support/route-context';
import { databaseWithCallers } from '../support/callers';
import { readTenDayDay } from '../support/shared-data';
import { tenDayReading } from '../support/ten-day-reading';

/**
 * Issue 41: readers are told what an outlook's values came from, by its real source — typed in, a
 * file the office filled in (the long layout, the seasonal template), PAGASA's own workbooks — on the
 * public page and in the open API; never "PAGASA's files" for a file the office filled in. (The
 * TenDay API's loads are checked in pagasa-connector.test.ts.)
 */
const BASE = 'http://localhost:3000';
const CALAMBA = '0403405000';
const PROVINCES = ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'];
const placeOutlooks = atRoute('/api/v1/places/[psgc]/outlooks', placeOutlooksRoute);
const callers = databaseWithCallers();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reads of documented JSON
const read = async (handler: (r: Request) => Promise<Response>, path: string): Promise<Json> => {
  const answer = await handler(new Request(`${BASE}${path}`));
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as Json;
};
const upload = async (handler: (r: Request) => Promise<Response>, path: string, field: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const answer = await handler(new Request(`${BASE}${path}`, { method: 'POST', headers: callers.admin, body: form }));
  expect(answer.status, name).toBe(201);
  return (await answer.json()) as { issuanceId: string; archived: string | null };
};
const postJson = async (handler: (r: Request) => Promise<Response>, path: string, body: unknown) => {
  const answer = await handler(
    new Request(`${BASE}${path}`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(answer.status, path).toBe(201);
  return (await answer.json()) as { issuanceId: string; archived: string | null };
};

/** The note the public weather page draws under an outlook, as a reader sees it. */
async function noteText(issuance: IssuanceSummary, locale: 'en' | 'tl'): Promise<string> {
  const config: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'> = {
    locale,
    timeZone: 'Asia/Manila',
    messages: { Weather: (locale === 'en' ? en : tl).Weather },
  };
  const stream = await renderToReadableStream(
    createElement(NextIntlClientProvider, config as ComponentProps<typeof NextIntlClientProvider>, createElement(IssuanceNote, { issuance })),
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
}

/** What the public page, the portal's reads and the open API say of the live outlook of a type. */
async function toldOf(type: 'ten_day' | 'seasonal', issuanceId: string) {
  const own =
    type === 'ten_day'
      ? await read(getTenDay, `/api/weather/tenday?municipality=${CALAMBA}`)
      : await read(getSeasonal, '/api/weather/seasonal?province=laguna');
  const open = await read(placeOutlooks, `/api/v1/places/${CALAMBA}/outlooks`);
  const openIssuance = type === 'ten_day' ? open.tenday.issuance : open.seasonal.issuance;
  expect([own.issuance.id, openIssuance.id]).toEqual([issuanceId, issuanceId]);
  return {
    origin: [own.issuance.origin, openIssuance.origin],
    updatedBy: openIssuance.updatedBy,
    page: { en: await noteText(own.issuance, 'en'), tl: await noteText(own.issuance, 'tl') },
  };
}

const today = manilaToday();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const thisMonth = today.slice(0, 7);
const months = Array.from({ length: 6 }, (_, i) => addMonths(thisMonth, i));

describe('the 10-day outlook, by each way in', () => {
  it("PAGASA's day workbooks: from PAGASA's workbooks, uploaded by the office", async () => {
    const { issuanceId } = await upload(postTenDay, '/api/weather/10day', 'excel-files[]', 'day1.xlsx', readTenDayDay(1).bytes);
    expect(await toldOf('ten_day', issuanceId)).toMatchObject({
      origin: ['pagasa_workbook', 'pagasa_workbook'],
      updatedBy: 'system',
      page: {
        en: expect.stringContaining("PHT from PAGASA's workbooks, uploaded by the regional office."),
        tl: expect.stringContaining('mula sa mga workbook ng PAGASA'),
      },
    });
  });

  it('a file in the long layout: the office’s file, never PAGASA’s', async () => {
    const value = {
      tempMin: '24',
      tempMax: '31',
      tempMean: '',
      rainfall: 'HEAVY RAINS',
      rainfallAmount: '',
      cloudCover: 'CLOUDY',
      humidity: '77',
      windSpeed: '3',
      windDirection: 'N',
    };
    const rows = Array.from({ length: 10 }, (_, i) => ({ psgc: CALAMBA, place: '', province: '', date: addDays(today, i), ...value }));
    const csv = formatCsv([LONG_LAYOUT_COLUMNS.map((c) => c.heading), ...rows.map((row) => LONG_LAYOUT_COLUMNS.map((c) => row[c.key]))]);
    // The live outlook (PAGASA's of 2025) has ended: one place replaces it without a question.
    const { issuanceId } = await upload(postTenDay, '/api/weather/10day', 'excel-files', 'calamba.csv', Buffer.from(csv));
    const told = await toldOf('ten_day', issuanceId);
    expect(told).toMatchObject({ origin: ['long_layout', 'long_layout'], updatedBy: 'admin' });
    expect(told.page.en).toContain("PHT by the regional office, from its file in the portal's 10-day layout.");
    expect(told.page.en).not.toContain("PAGASA's");
    expect(told.page.tl).toContain('mula sa file nito');
  });

  it('typed in: by the regional office, entered by hand', async () => {
    const start = addDays(today, 1);
    const { issuanceId } = await postJson(postTenDay, '/api/weather/10day', {
      forecastDate: start,
      validFrom: start,
      validTo: addDays(start, 9),
      values: [tenDayReading(CALAMBA, start)],
    });
    const told = await toldOf('ten_day', issuanceId);
    expect(told).toMatchObject({ origin: ['hand_entered', 'hand_entered'], updatedBy: 'admin' });
    expect(told.page.en).toContain('PHT by the regional office, entered by hand.');
    expect(told.page.tl).toContain('manu-manong inilagay');
  });
});

describe('the seasonal outlook, by each way in', () => {
  it("PAGASA's regional workbook: from PAGASA's workbooks", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('CALABARZON');
    const headers = months.map((month) => `${MONTH_CODES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`);
    const tables: [title: string, millimetres: number, row: number][] = [
      ['Forecast Rainfall', 150, 1],
      ['Normal Rainfall', 200, 11],
    ];
    for (const [title, value, row] of tables) {
      sheet.getCell(row, 1).value = title;
      sheet.getRow(row + 1).values = ['PROVINCE', ...headers];
      PROVINCES.forEach((name, i) => (sheet.getRow(row + 3 + i).values = [name, ...months.map(() => value)]));
    }
    const { issuanceId } = await upload(
      postSeasonalExcel,
      '/api/weather/seasonal/excel',
      'excelfile',
      'pagasa.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(await toldOf('seasonal', issuanceId)).toMatchObject({
      origin: ['pagasa_workbook', 'pagasa_workbook'],
      updatedBy: 'system',
      page: { en: expect.stringContaining("from PAGASA's workbooks, uploaded by the regional office.") },
    });
  });

  it('the portal’s template, filled in by the office: its template, never PAGASA’s files', async () => {
    const answer = await getSeasonalTemplate(new Request(`${BASE}/api/weather/seasonal/template?start=${thisMonth}`, { headers: callers.admin }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    for (let row = 5; row <= sheet.rowCount; row += 1) for (let column = 3; column <= 8; column += 1) sheet.getCell(row, column).value = 105;
    const { issuanceId } = await upload(
      postSeasonalExcel,
      '/api/weather/seasonal/excel',
      'excelfile',
      'filled.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    const told = await toldOf('seasonal', issuanceId);
    expect(told).toMatchObject({ origin: ['seasonal_template', 'seasonal_template'], updatedBy: 'admin' });
    expect(told.page.en).toContain("PHT by the regional office, from the portal's seasonal template it filled in.");
    expect(told.page.en).not.toContain("PAGASA's");
    expect(told.page.tl).toContain('seasonal template ng portal');
  });

  it('typed in: by the regional office, entered by hand', async () => {
    const { issuanceId } = await postJson(postSeasonalRegion, '/api/weather/seasonal/region', {
      region: 'calabarzon',
      start: thisMonth,
      provinces: PROVINCES.map((name) => ({ name, months: months.map((month) => ({ mo: MONTH_CODES[Number(month.slice(5)) - 1], val: 90 })) })),
    });
    const told = await toldOf('seasonal', issuanceId);
    expect(told).toMatchObject({ origin: ['hand_entered', 'hand_entered'], updatedBy: 'admin' });
    expect(told.page.en).toContain('PHT by the regional office, entered by hand.');
  });
});
