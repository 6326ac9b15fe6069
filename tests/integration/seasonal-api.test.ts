import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { POST as postExcel } from '@/app/api/weather/seasonal/excel/route';
import { POST as postRegion } from '@/app/api/weather/seasonal/region/route';
import { GET as getSeasonal } from '@/app/api/weather/seasonal/route';
import { GET as getTemplate } from '@/app/api/weather/seasonal/template/route';
import { and, eq } from 'drizzle-orm';
import { seasonalValue } from '@/db/schema';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const MONTHS = ['sep', 'oct', 'nov', 'dec', 'jan', 'feb'] as const;
const json = (headers: Record<string, string>, body: unknown) =>
  postRegion(
    new Request(`${BASE}/api/weather/seasonal/region`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const excel = (headers: Record<string, string>, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('excelfile', new Blob([new Uint8Array(bytes)]), name);
  return postExcel(new Request(`${BASE}/api/weather/seasonal/excel`, { method: 'POST', headers, body: form }));
};
const read = async (query: string) => getSeasonal(new Request(`${BASE}/api/weather/seasonal${query}`));

/** A workbook in PAGASA's layout: temperatures, then forecast rainfall, then normal rainfall, stacked. */
async function pagasaWorkbook(forecast: Record<string, (number | string)[]>, normal: Record<string, (number | string)[]>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('CALABARZON');
  let row = 1;
  const table = (title: string, values: Record<string, (number | string)[]>) => {
    sheet.getCell(row, 1).value = title;
    sheet.getRow(row + 1).values = ['PROVINCE', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
    sheet.getRow(row + 2).values = ['', '(mm)', '(mm)', '(mm)', '(mm)', '(mm)', '(mm)'];
    let r = row + 3;
    for (const [province, cells] of Object.entries(values)) sheet.getRow(r++).values = [province, ...cells];
    row = r + 2;
  };
  table('Minimum Temperature', { Batangas: [23, 23, 22, 21, 20, 20] });
  table('Forecast Rainfall', forecast);
  table('Normal Rainfall', normal);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('the seasonal outlook API', () => {
  it('keeps staff-only writes from anonymous callers and users without a level', async () => {
    const body = { region: 'calabarzon', provinces: [{ name: 'Laguna', months: MONTHS.map((mo) => ({ mo, val: 90 })) }] };
    expect((await json(callers.anonymous, body)).status).toBe(401);
    expect((await json(callers.noLevel, body)).status).toBe(403);
    expect((await getTemplate(new Request(`${BASE}/api/weather/seasonal/template`))).status).toBe(401);
  });

  it('stores percent of normal per province and municipality, with categories worked out on the server', async () => {
    const answer = await json(callers.admin, {
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
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ start: '2025-09', values: 18 });

    const laguna = await (await read('?province=laguna')).json();
    expect(laguna.months).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(laguna.issuance).toMatchObject({ dateRange: 'Sep 2025 - Feb 2026', updatedBy: 'admin', source: 'encode' });
    expect(laguna.provinces[0].months.map((m: { category: string }) => m.category)).toEqual([
      'wb_normal',
      'b_normal',
      'near_normal',
      'above_normal',
      'nda',
      'near_normal',
    ]);
    const calamba = laguna.municipalities.find((m: { label: string }) => m.label === 'City of Calamba');
    expect(calamba).toMatchObject({ fromProvince: false });
    expect(calamba.months[0]).toMatchObject({ percent: 121, category: 'above_normal' });
    expect(laguna.municipalities.find((m: { label: string }) => m.label === 'Bay')).toMatchObject({ fromProvince: true });
    const rizal = await (await read('?province=Rizal')).json();
    expect(rizal.provinces[0].months[0]).toMatchObject({ percent: 75, category: 'b_normal', forecastMm: 150, normalMm: 200 });
  });

  it('lists every wrong value and unknown place, storing nothing', async () => {
    const before = await (await read('')).json();
    const answer = await json(callers.admin, {
      region: 'calabarzon',
      provinces: [
        { name: 'Atlantis', months: MONTHS.map((mo) => ({ mo, val: 1 })) },
        {
          name: 'Cavite',
          months: MONTHS.map((mo, i) => ({ mo, val: i === 2 ? 'wet' : 50 })),
          municipalities: [{ name: 'Nowhere', months: MONTHS.map((mo) => ({ mo, val: 1 })) }],
        },
      ],
    });
    expect(answer.status).toBe(400);
    const message = (await answer.json()).error.message;
    expect(message).toContain('unknown province "Atlantis"');
    expect(message).toContain('provinces[1].months[2].val: wet is not a number');
    expect(message).toContain('unknown municipality "Nowhere" in Cavite');
    expect((await (await read('')).json()).issuance.id).toBe(before.issuance.id);
  });

  it("reads PAGASA's stacked tables: forecast ÷ normal", async () => {
    const bytes = await pagasaWorkbook(
      { Batangas: [100, 200, 'nda', 50, 10, 300], Cavite: [120, 120, 120, 120, 120, 120] },
      { Batangas: [200, 200, 200, 200, 200, 200], Cavite: [100, 100, 100, 100, 100, 100] },
    );
    const answer = await excel(callers.superadmin, 'pagasa-seasonal.xlsx', bytes);
    expect(answer.status).toBe(201);
    const batangas = await (await read('?province=batangas')).json();
    expect(batangas.issuance).toMatchObject({ source: 'excel', updatedBy: 'system' });
    expect(batangas.provinces[0].months.map((m: { percent: number | null }) => m.percent)).toEqual([50, 100, null, 25, 5, 150]);
    expect(batangas.provinces[0].months.map((m: { category: string }) => m.category)).toEqual([
      'b_normal',
      'near_normal',
      'nda',
      'wb_normal',
      'wb_normal',
      'above_normal',
    ]);
  });

  it('round-trips its own template', async () => {
    const template = await getTemplate(new Request(`${BASE}/api/weather/seasonal/template?start=2026-01`, { headers: callers.admin }));
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('seasonal-outlook-template-2026-01.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Province',
      'City/Municipality',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
    ]);
    expect(sheet.rowCount).toBe(4 + 5 + 142);
    for (let row = 5; row <= sheet.rowCount; row += 1) for (let column = 3; column <= 8; column += 1) sheet.getCell(row, column).value = 95;
    sheet.getCell(5, 3).value = 'nda';
    const answer = await excel(callers.admin, 'filled.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(answer.status).toBe(201);
    // PAGASA's workbook before carried no year: its September is this year's, newer than January 2026, which goes to the archive.
    const stored = await answer.json();
    expect(stored).toMatchObject({
      start: '2026-01',
      values: (5 + 142) * 6,
      archived: expect.stringMatching(/^Older than the live outlook of Sep \d{4} - Feb \d{4}: kept in the archive/),
    });
    const antipolo = await (
      await portalDb()
    )
      .select()
      .from(seasonalValue)
      .where(and(eq(seasonalValue.issuanceId, stored.issuanceId), eq(seasonalValue.municipalityPsgc, '0405802000')));
    expect(antipolo.map((value) => value.percent)).toEqual([95, 95, 95, 95, 95, 95]);
  });

  it('refuses workbooks that are not seasonal outlooks', async () => {
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1').getCell('A1').value = 'Hello';
    const cases: [Response, RegExp][] = [
      [await excel(callers.admin, 'hello.xlsx', Buffer.from(await empty.xlsx.writeBuffer())), /hello\.xlsx: no "Forecast Rainfall" table/],
      [await excel(callers.admin, 'noise.xlsx', Buffer.from('not a workbook at all')), /noise\.xlsx: this is not an Excel workbook/],
      [
        await excel(callers.admin, 'text.xlsx', await pagasaWorkbook({ Batangas: ['lots', 1, 1, 1, 1, 1] }, { Batangas: [1, 1, 1, 1, 1, 1] })),
        /Batangas, sep: lots is not a number/,
      ],
    ];
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });
});
