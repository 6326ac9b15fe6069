import { and, asc, count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GET as listIssuances } from '@/app/api/weather/issuances/route';
import { POST as postExcel } from '@/app/api/weather/seasonal/excel/route';
import { POST as postProvince } from '@/app/api/weather/seasonal/province/route';
import { POST as postRegion } from '@/app/api/weather/seasonal/region/route';
import { GET as getSeasonal } from '@/app/api/weather/seasonal/route';
import { GET as getTemplate } from '@/app/api/weather/seasonal/template/route';
import { auditLog, seasonalValue, weatherIssuance } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { getIssuanceDetail } from '@/modules/weather/server/get-issuance-detail';
import { databaseWithCallers } from '../support/callers';

/**
 * Seasonal writes are upserts (decision 024): a write for part of the region carries the rest forward
 * from the live outlook of the same first month, into a new issuance; older issuances never change.
 */
const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const BATANGAS = '0401000000';
const CAVITE = '0402100000';
const LAGUNA = '0403400000';
const QUEZON = '0405600000';
const RIZAL = '0405800000';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const months = (values: (number | string)[]) => MONTHS.map((mo, i) => ({ mo, val: values[i % values.length]! }));
const send = (route: typeof postRegion, path: string, headers: Record<string, string>, body: unknown) =>
  route(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const region = (headers: Record<string, string>, body: unknown) => send(postRegion, '/api/weather/seasonal/region', headers, body);
const province = (headers: Record<string, string>, body: unknown) => send(postProvince, '/api/weather/seasonal/province', headers, body);
const read = (query: string) => getSeasonal(new Request(`${BASE}/api/weather/seasonal${query}`));
const percents = async (query: string) =>
  ((await (await read(query)).json()) as { provinces: { months: { percent: number }[] }[] }).provinces[0]!.months.map((m) => m.percent);

async function latestSeasonal() {
  const db = await portalDb();
  const [latest] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.type, 'seasonal')).orderBy(desc(weatherIssuance.dateCreated)).limit(1);
  return latest!;
}

async function valuesOf(issuanceId: string) {
  const db = await portalDb();
  return db
    .select({
      province: seasonalValue.provincePsgc,
      municipality: seasonalValue.municipalityPsgc,
      month: seasonalValue.month,
      percent: seasonalValue.percent,
      carried: seasonalValue.carried,
    })
    .from(seasonalValue)
    .where(eq(seasonalValue.issuanceId, issuanceId))
    .orderBy(asc(seasonalValue.provincePsgc), asc(seasonalValue.municipalityPsgc), asc(seasonalValue.month));
}

let batangasIssuance: string;
let batangasValues: Awaited<ReturnType<typeof valuesOf>>;

describe('seasonal upserts', () => {
  it("keeps Batangas's outlook when Cavite's six months are posted after it", async () => {
    const first = await region(callers.admin, {
      region: 'calabarzon',
      start: '2027-01',
      provinces: [{ name: 'Batangas', months: months([50, 60, 70, 80, 90, 100]), municipalities: [{ name: 'Lipa', months: months([130]) }] }],
    });
    expect(first.status).toBe(201);
    batangasIssuance = (await first.json()).issuanceId;
    batangasValues = await valuesOf(batangasIssuance);

    const second = await region(callers.admin, { region: 'calabarzon', start: '2027-01', provinces: [{ name: 'Cavite', months: months([110]) }] });
    expect(second.status).toBe(201);

    // Both provinces have their outlook: Batangas's was carried forward, Lipa's own values with it.
    expect(await percents('?province=batangas')).toEqual([50, 60, 70, 80, 90, 100]);
    expect(await percents('?province=cavite')).toEqual([110, 110, 110, 110, 110, 110]);
    const lipa = await (await read('?province=batangas&municipality=lipa')).json();
    expect(lipa.municipalities[0]).toMatchObject({ fromProvince: false, months: expect.arrayContaining([expect.objectContaining({ percent: 130 })]) });

    const latest = await latestSeasonal();
    expect(latest.coverage).toMatchObject({
      carriedFrom: { id: batangasIssuance },
      new: { provinces: [CAVITE], places: [] },
      carried: { provinces: [BATANGAS], places: ['0401014000'] },
    });
    const stored = await valuesOf(latest.id);
    expect(stored.filter((v) => v.province === BATANGAS).every((v) => v.carried)).toBe(true);
    expect(stored.filter((v) => v.province === CAVITE).every((v) => !v.carried)).toBe(true);
  });

  it('leaves the earlier issuance exactly as it was (history is append-only)', async () => {
    expect(await valuesOf(batangasIssuance)).toEqual(batangasValues);
    expect(batangasValues.every((v) => !v.carried)).toBe(true);
    const db = await portalDb();
    const [earlier] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.id, batangasIssuance));
    expect(earlier!.coverage).toEqual({
      carriedFrom: null,
      new: { provinces: [BATANGAS], places: ['0401014000'], days: [] },
      carried: { provinces: [], places: [], days: [] },
    });
  });

  it('shows staff which provinces were new and which were carried, in the archive and the audit trail', async () => {
    const answer = await listIssuances(new Request(`${BASE}/api/weather/issuances?type=seasonal`, { headers: callers.admin }));
    const [latest, earlier] = (await answer.json()).items;
    expect(latest.coverageText).toMatch(/^Cavite new; Batangas \(with 1 city or municipality of their own\) carried from \w+ \d+, \d{4}, \d\d:\d\d PHT$/);
    expect(earlier.coverageText).toBe('Batangas (with 1 city or municipality of their own) new; nothing carried');

    const db = await portalDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'weather.seasonal.create'), eq(auditLog.target, latest.id)));
    expect(audit!.summary).toMatchObject({ newValues: 6, carriedValues: 12, carriedFrom: batangasIssuance, coverage: latest.coverageText });

    const detail = await getIssuanceDetail(db, latest.id);
    expect(detail.seasonal!.provinces.map((p) => [p.name, p.rows.map((r) => [r.name, r.cells.every((c) => c?.carried)])])).toEqual([
      [
        'Batangas',
        [
          ['Batangas', true],
          ['City of Lipa', true],
        ],
      ],
      ['Cavite', [['Cavite', false]]],
    ]);
  });

  it('takes one province as the original portal sent it: {region, province, months}', async () => {
    const body = { region: 'calabarzon', province: 'Laguna', months: months([95]), start: '2027-01' };
    expect((await province(callers.anonymous, body)).status).toBe(401);
    expect((await province(callers.noLevel, body)).status).toBe(403);
    const byAdmin = await province(callers.admin, body);
    expect(byAdmin.status).toBe(201);
    expect(await byAdmin.json()).toMatchObject({ start: '2027-01', values: 6 });
    const bySuperadmin = await province(callers.superadmin, { ...body, province: 'Batangas', months: months([40]) });
    expect(bySuperadmin.status).toBe(201);

    // Batangas replaced whole (its Lipa values with it), Cavite and Laguna carried.
    expect(await percents('?province=batangas')).toEqual([40, 40, 40, 40, 40, 40]);
    expect((await (await read('?province=batangas&municipality=lipa')).json()).municipalities[0]).toMatchObject({ fromProvince: true });
    expect(await percents('?province=cavite')).toEqual([110, 110, 110, 110, 110, 110]);
    expect(await percents('?province=laguna')).toEqual([95, 95, 95, 95, 95, 95]);
    expect((await latestSeasonal()).coverage).toMatchObject({ new: { provinces: [BATANGAS] }, carried: { provinces: [CAVITE, LAGUNA] } });
  });

  it('refuses a province call with a wrong value or an unknown place, all or nothing, naming the field', async () => {
    const before = await latestSeasonal();
    const cases: [Response, RegExp][] = [
      [
        await province(callers.admin, {
          region: 'calabarzon',
          province: 'Rizal',
          start: '2027-01',
          months: MONTHS.map((mo, i) => ({ mo, val: i === 2 ? 'wet' : 90 })),
        }),
        /months\[2\]\.val: wet is not a number/,
      ],
      [
        await province(callers.admin, { region: 'calabarzon', province: 'Atlantis', start: '2027-01', months: months([90]) }),
        /province: unknown province "Atlantis"/,
      ],
      [await province(callers.admin, { region: 'calabarzon', province: 'Rizal', months: months([90]).slice(0, 5) }), /months must hold 6 consecutive months/],
      [await province(callers.admin, { region: 'calabarzon', provinces: [], months: months([90]) }), /province|provinces/],
    ];
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(message);
    }
    expect((await latestSeasonal()).id).toBe(before.id);
  });

  it('stores nothing when one row of a region call is wrong, however good the others', async () => {
    const before = await latestSeasonal();
    const answer = await region(callers.admin, {
      region: 'calabarzon',
      start: '2027-01',
      provinces: [
        { name: 'Rizal', months: months([100]) },
        { name: 'Quezon', months: MONTHS.map((mo, i) => ({ mo, val: i === 4 ? 'lots' : 100 })) },
      ],
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toContain('provinces[1].months[4].val: lots is not a number');
    expect((await latestSeasonal()).id).toBe(before.id);
    const db = await portalDb();
    const [{ n }] = (await db.select({ n: count() }).from(weatherIssuance).where(eq(weatherIssuance.type, 'seasonal'))) as [{ n: number }];
    expect(n).toBe(4);
  });

  it('refuses a province given twice in one call', async () => {
    const answer = await region(callers.admin, {
      region: 'calabarzon',
      start: '2027-01',
      provinces: [
        { name: 'Rizal', months: months([1]) },
        { name: 'RIZAL', months: months([2]) },
      ],
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toMatch(/Rizal is given twice/);
  });

  it('carries the rest forward from a workbook that holds some provinces only', async () => {
    const template = await getTemplate(new Request(`${BASE}/api/weather/seasonal/template?start=2027-01`, { headers: callers.admin }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    for (let row = 5; row <= sheet.rowCount; row += 1) {
      // Only Quezon's own row is kept; the rest of the template is emptied as a person would delete it.
      if (sheet.getCell(row, 1).value === 'Quezon' && !sheet.getCell(row, 2).value)
        for (let column = 3; column <= 8; column += 1) sheet.getCell(row, column).value = 125;
      else sheet.getRow(row).values = [];
    }
    const form = new FormData();
    form.append('excelfile', new Blob([new Uint8Array(Buffer.from(await workbook.xlsx.writeBuffer()))]), 'quezon.xlsx');
    const answer = await postExcel(new Request(`${BASE}/api/weather/seasonal/excel`, { method: 'POST', headers: callers.admin, body: form }));
    expect(answer.status).toBe(201);
    expect(await percents('?province=quezon')).toEqual([125, 125, 125, 125, 125, 125]);
    expect(await percents('?province=laguna')).toEqual([95, 95, 95, 95, 95, 95]);
    expect((await latestSeasonal()).coverage).toMatchObject({ new: { provinces: [QUEZON] }, carried: { provinces: [BATANGAS, CAVITE, LAGUNA] } });
  });

  it('starts a new outlook for another first month: nothing is carried', async () => {
    const answer = await province(callers.admin, {
      region: 'calabarzon',
      province: 'Rizal',
      start: '2027-02',
      months: ['feb', 'mar', 'apr', 'may', 'jun', 'jul'].map((mo) => ({ mo, val: 70 })),
    });
    expect(answer.status).toBe(201);
    expect(await percents('?province=rizal')).toEqual([70, 70, 70, 70, 70, 70]);
    const batangas = await read('?province=batangas');
    expect(batangas.status).toBe(404);
    expect((await batangas.json()).error.message).toBe('Received an empty weather data.');
    expect((await latestSeasonal()).coverage).toEqual({
      carriedFrom: null,
      new: { provinces: [RIZAL], places: [], days: [] },
      carried: { provinces: [], places: [], days: [] },
    });
  });

  it('carries both of two writes sent at once (each sees the other)', async () => {
    const start = '2027-03';
    const mo = ['mar', 'apr', 'may', 'jun', 'jul', 'aug'];
    const answers = await Promise.all(
      ['Batangas', 'Cavite', 'Laguna'].map((name, i) =>
        province(callers.admin, { region: 'calabarzon', province: name, start, months: mo.map((m) => ({ mo: m, val: 10 + i })) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await percents('?province=batangas')).toEqual([10, 10, 10, 10, 10, 10]);
    expect(await percents('?province=cavite')).toEqual([11, 11, 11, 11, 11, 11]);
    expect(await percents('?province=laguna')).toEqual([12, 12, 12, 12, 12, 12]);
  });
});
