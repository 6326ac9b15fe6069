import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { GET as exportCalendarRoute } from '@/app/api/calendar/export/route';
import { POST as importCalendar } from '@/app/api/calendar/import/route';
import { GET as getCalendar, PUT as putCalendar } from '@/app/api/calendar/route';
import { GET as getCrops } from '@/app/api/crops/route';
import { GET as stagesRoute } from '@/app/api/crops/[crop]/stages/route';
import { auditLog, cropCalendar } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { databaseWithCallers } from '../support/callers';
import { calendarCsv, calendarWorkbook, uploadForm, WET_SEASON_RICE, type CalendarFileRow } from '../support/calendar-files';
import { atRoute } from '../support/route-context';
import { readSharedPlaces } from '../support/shared-data';
import { documented } from '../support/documented-answers';

/** The export's answers (CSV or a workbook) are held against the staff OpenAPI document (decision 093). */
const exportCalendar = documented(exportCalendarRoute);

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const upload = (headers: Record<string, string>, name: string, bytes: Buffer, mode = 'ten_day') =>
  importCalendar(new Request(`${BASE}/api/calendar/import`, { method: 'POST', headers, body: uploadForm('file', name, bytes, { mode }) }));
const getStages = atRoute('/api/crops/[crop]/stages', stagesRoute);
const read = (query: string) => getCalendar(new Request(`${BASE}/api/calendar?${query}`));
const put = (headers: Record<string, string>, body: unknown) =>
  putCalendar(new Request(`${BASE}/api/calendar`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const storedRows = async () => (await (await portalDb()).select({ n: count() }).from(cropCalendar))[0]!.n;
const audits = async (action: string) => (await (await portalDb()).select().from(auditLog)).filter((row) => row.action === action);

const places = readSharedPlaces();
const everyPlace = (crop: string, cells = WET_SEASON_RICE): CalendarFileRow[] =>
  // Half the rows use PAGASA's 2022 spellings, so the place matcher is part of the test.
  places.map((place, i) => ({ prov: place.province, muni: i % 2 ? place.pagasa2022 : place.name, crop, cells }));

describe('crops and their stages', () => {
  it('lists about 30 crops with their stage codes', async () => {
    const crops = (await (await getCrops(new Request(`${BASE}/api/crops`))).json()) as { key: string; stages: string[] }[];
    expect(crops.length).toBeGreaterThanOrEqual(28);
    expect(crops.find((c) => c.key === 'corn')!.stages).toEqual(['prep', 'plant', 'estab', 'vegleaf', 'vegtass', 'repro', 'mat']);
  });

  it('gives a crop its own stage labels in English and Tagalog', async () => {
    const answer = await getStages(new Request(`${BASE}/api/crops/rice/stages`));
    const body = (await answer.json()) as { stages: { code: string; en: string; tl: string }[] };
    expect(body.stages.find((s) => s.code === 'veg')).toMatchObject({ en: 'Active tillering' });
    expect(body.stages.every((s) => s.tl.length > 0)).toBe(true);
    expect((await getStages(new Request(`${BASE}/api/crops/durian/stages`))).status).toBe(404);
  });
});

describe('calendar import', () => {
  it('is for staff only', async () => {
    const csv = calendarCsv(everyPlace('rice').slice(0, 1));
    expect((await upload(callers.anonymous, 'a.csv', csv)).status).toBe(401);
    expect((await upload(callers.noLevel, 'a.csv', csv)).status).toBe(403);
    expect(await storedRows()).toBe(0);
  });

  it('stores a CSV for all 142 places, suffixes dropped, with an audit row', async () => {
    const answer = await upload(callers.admin, 'rice-2026.csv', calendarCsv(everyPlace('Palay')));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ rows: 142, municipalities: 142, crops: ['rice'], mode: 'ten_day' });
    expect(await storedRows()).toBe(142);
    const [one] = (await (await read('municipality=Calamba&crop=rice&mode=ten_day')).json()) as { slots: (string | null)[] }[];
    expect(one!.slots.slice(10, 19)).toEqual(['prep', 'seed', 'plant', 'estab', 'veg', 'veg', 'repro', 'repro', 'mat']);
    expect(one!.slots.filter(Boolean)).toHaveLength(9);
    expect(await audits('calendar.import')).toHaveLength(1);
  });

  it('reads the same layout from a workbook and replaces the rows it names', async () => {
    const rows = everyPlace('corn', ['plant_1', ...Array<string>(23).fill('')]).slice(0, 5);
    const answer = await upload(callers.superadmin, 'corn.xlsx', await calendarWorkbook(rows), 'seasonal');
    expect(answer.status).toBe(201);
    expect(await storedRows()).toBe(147);
    const again = await upload(
      callers.superadmin,
      'corn.xlsx',
      await calendarWorkbook(rows.map((r) => ({ ...r, cells: ['mat', ...r.cells.slice(1)] }))),
      'seasonal',
    );
    expect(again.status).toBe(201);
    expect(await storedRows()).toBe(147);
    const [first] = (await (await read(`municipality=${places[0]!.psgc}&crop=corn&mode=seasonal`)).json()) as { slots: string[] }[];
    expect(first!.slots[0]).toBe('mat');
  });

  it.each([
    ['a missing column', calendarCsv(everyPlace('rice').slice(0, 2), ['prov', 'muni', 'crop', '01_15_CAL']), /lacks the columns 01_30_CAL, 02_15_CAL/],
    [
      'an unknown stage',
      calendarCsv([{ ...everyPlace('rice')[0]!, cells: ['flower_1', ...WET_SEASON_RICE.slice(1)] }]),
      /row 2: 01_15_CAL: unknown stage code "flower"/,
    ],
    [
      'a stage the crop does not have',
      calendarCsv([{ ...everyPlace('corn')[0]!, cells: ['veg', ...WET_SEASON_RICE.slice(1)] }]),
      /row 2: 01_15_CAL: Corn has no stage "veg"/,
    ],
    [
      'an unknown place',
      calendarCsv([...everyPlace('rice').slice(0, 3), { prov: 'Laguna', muni: 'Atlantis', crop: 'rice', cells: WET_SEASON_RICE }]),
      /row 5: unknown place "Atlantis" in Laguna/,
    ],
    ['an unknown province', calendarCsv([{ prov: 'Bulacan', muni: 'Malolos', crop: 'rice', cells: WET_SEASON_RICE }]), /row 2: unknown province "Bulacan"/],
    ['an unknown crop', calendarCsv([{ ...everyPlace('rice')[0]!, crop: 'durian' }]), /row 2: unknown crop "durian"/],
    ['a place given twice', calendarCsv([...everyPlace('rice').slice(0, 2), everyPlace('rice')[0]!]), /row 4: the same place and crop as row 2/],
    ['a broken quote', Buffer.from('prov,muni\n"Laguna,Bay\n'), /a quoted field is never closed/],
    ['a binary file', Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]), /neither a CSV file nor an Excel workbook/],
    ['a header only', calendarCsv([]), /a header but no calendar rows/],
  ])('refuses %s with its message and stores nothing', async (_, bytes, message) => {
    const before = await storedRows();
    const answer = await upload(callers.admin, 'bad.csv', bytes);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect(await storedRows()).toBe(before);
  });

  it('stores nothing when one row of 142 is wrong', async () => {
    const rows = everyPlace('cassava', ['prep', ...Array<string>(23).fill('')]);
    rows[100] = { ...rows[100]!, cells: ['seed', ...rows[100]!.cells.slice(1)] };
    const answer = await upload(callers.admin, 'cassava.csv', calendarCsv(rows));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/row 102: 01_15_CAL: Cassava has no stage "seed"/);
    expect((await read('crop=cassava')).status).toBe(404);
  });

  it('refuses a 30 MB file before reading it', async () => {
    const before = await storedRows();
    const answer = await upload(callers.admin, 'huge.csv', Buffer.alloc(30 * 1024 * 1024, 'a'));
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(/larger than \d+ MB/);
    expect(await storedRows()).toBe(before);
  });

  it('needs a mode', async () => {
    const answer = await upload(callers.admin, 'a.csv', calendarCsv(everyPlace('rice').slice(0, 1)), 'monthly');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe('mode must be ten_day or seasonal, not "monthly".');
  });
});

describe('reading and exporting calendars', () => {
  it('filters by province, municipality, crop and mode', async () => {
    const laguna = (await (await read('province=Laguna&crop=rice&mode=ten_day')).json()) as unknown[];
    expect(laguna).toHaveLength(30);
    expect((await read('province=Laguna&crop=rice&mode=seasonal')).status).toBe(404);
  });

  it('answers an empty result with `Received empty data` and unknown places by name', async () => {
    const empty = await read('crop=coffee');
    expect(empty.status).toBe(404);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe('Received empty data');
    expect(((await (await read('province=Bulacan')).json()) as { error: { message: string } }).error.message).toBe('Unknown province "Bulacan".');
  });

  it('exports the import layout, which imports again unchanged', async () => {
    const answer = await exportCalendar(new Request(`${BASE}/api/calendar/export?mode=ten_day&crop=rice&province=Laguna`));
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="calendar-ten_day-laguna-rice\.csv"/);
    const text = await answer.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      `prov,muni,crop,${['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].flatMap((m) => [`${m}_15_CAL`, `${m}_30_CAL`]).join(',')}`,
    );
    expect(lines).toHaveLength(31);
    const again = await upload(callers.admin, 'export.csv', Buffer.from(text));
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ rows: 30 });
  });

  it('exports a workbook too', async () => {
    const answer = await exportCalendar(new Request(`${BASE}/api/calendar/export?mode=seasonal&crop=corn&format=xlsx`));
    expect(answer.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('the admin grid', () => {
  const lagunaRow = (municipality: string, first: string | null) => ({ municipality, slots: [first, ...Array<null>(23).fill(null)] });

  it('is for staff only', async () => {
    const body = { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [lagunaRow('Bay', 'prep')] };
    expect((await put(callers.anonymous, body)).status).toBe(401);
    expect((await put(callers.noLevel, body)).status).toBe(403);
  });

  it('saves a province and crop in one transaction with an audit row, and a blank row clears it', async () => {
    const answer = await put(callers.admin, {
      province: 'Laguna',
      crop: 'rice',
      mode: 'ten_day',
      rows: [lagunaRow('Bay', 'prep'), lagunaRow('Pila', null)],
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ saved: 1, cleared: 1 });
    expect((await read('province=Laguna&municipality=Pila&crop=rice&mode=ten_day')).status).toBe(404);
    const [bay] = (await (await read('province=Laguna&municipality=Bay&crop=rice&mode=ten_day')).json()) as { slots: string[]; updatedBy: string }[];
    expect(bay!.slots[0]).toBe('prep');
    expect(await audits('calendar.save')).toHaveLength(1);
  });

  it('refuses places outside the province and stages the crop lacks, saving nothing', async () => {
    const before = await storedRows();
    const answer = await put(callers.superadmin, {
      province: 'Laguna',
      crop: 'corn',
      mode: 'ten_day',
      rows: [lagunaRow('Bay', 'prep'), lagunaRow('Lipa', 'prep'), lagunaRow('Pila', 'veg')],
    });
    expect(answer.status).toBe(400);
    const message = ((await answer.json()) as { error: { message: string } }).error.message;
    expect(message).toContain('rows[1].municipality: "Lipa" is not in Laguna');
    expect(message).toContain('rows[2].slots[0]: Corn has no stage "veg"');
    expect(await storedRows()).toBe(before);
  });

  it('names malformed input', async () => {
    const answer = await put(callers.admin, { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: ['prep'] }] });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('slots must hold 24 half-months');
  });
});
