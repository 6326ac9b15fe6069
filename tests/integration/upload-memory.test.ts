import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as importBoundaries } from '@/app/api/boundaries/route';
import { POST as importRecommendations } from '@/app/api/recommendations/import/route';
import { POST as importTenDay } from '@/app/api/weather/10day/route';
import { auditLog, boundary } from '@/db/schema';
import { importBoundaries as importBoundaryFiles } from '@/modules/places/server/import-boundaries';
import { seedBoundaries } from '@/modules/places/server/seed/seed-boundaries';
import { createBoundaryReader } from '@/modules/places/server/create-boundary-reader';
import { databaseWithCallers } from '../support/callers';
import { uploadForm } from '../support/calendar-files';
import { finelyDrawnGeoJson, hugeGeoJson, hugeWorkbook } from '../support/huge-uploads';
import { measureHeap } from '../support/measure-heap';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
// The server runs with --max-old-space-size=384; a refused upload may cost a fraction of that.
const MAX_GROWTH_MB = 100;

const callers = databaseWithCallers();

// Built once each: millions of cells take seconds to write.
const workbook = hugeWorkbook(2_000_000);
const tallWorkbook = hugeWorkbook(500_000);
// The 9.4 MB of a region drawn finely that once filled the server's heap (issue 45).
const regionGeoJson = finelyDrawnGeoJson(450_000);
const CALAMBA = '0403405000';

async function refusal(label: string, send: () => Promise<Response>) {
  const { result: answer, peakGrowthMb, samples } = await measureHeap(send);
  console.info(`${label}: answered ${answer.status}, peak heap growth ${peakGrowthMb.toFixed(1)} MB (${samples} samples)`);
  const body = (await answer.json()) as { error?: { message: string } };
  return { status: answer.status, message: body.error?.message, peakGrowthMb };
}

describe('uploads too large to read are refused while they are read, in little memory', () => {
  it('refuses a 2-million-cell 10-day workbook by the size its sheet declares, before unpacking it', async () => {
    expect(workbook.length).toBeLessThan(10 * 1024 * 1024);
    const form = uploadForm('excel-files[]', 'day1.xlsx', workbook);
    const answer = await refusal('10-day workbook of 2,000,000 cells', () =>
      importTenDay(new Request(`${BASE}/api/weather/10day`, { method: 'POST', headers: callers.admin, body: form })),
    );
    expect(answer.status).toBe(413);
    expect(answer.message).toBe('day1.xlsx: the part xl/worksheets/sheet1.xml unpacks to more than 32 MB and was refused');
    expect(answer.peakGrowthMb).toBeLessThan(MAX_GROWTH_MB);
  });

  it('refuses a 500,000-cell workbook of recommendations, which exceljs would otherwise load whole, once it has counted past the cell cap', async () => {
    const form = uploadForm('file', 'rice.xlsx', tallWorkbook, { crop: 'rice' });
    const answer = await refusal('recommendations workbook of 500,000 cells', () =>
      importRecommendations(new Request(`${BASE}/api/recommendations/import`, { method: 'POST', headers: callers.admin, body: form })),
    );
    expect(answer.status).toBe(413);
    expect(answer.message).toBe('rice.xlsx: the workbook has more than 300,000 cells and was refused');
    expect(answer.peakGrowthMb).toBeLessThan(MAX_GROWTH_MB);
  });

  it('refuses a million-point GeoJSON before parsing it', async () => {
    const geojson = hugeGeoJson(1_000_000);
    expect(geojson.length).toBeLessThan(10 * 1024 * 1024);
    const form = uploadForm('files', 'region.geojson', geojson);
    const answer = await refusal('GeoJSON of 1,000,000 points', () =>
      importBoundaries(new Request(`${BASE}/api/boundaries`, { method: 'POST', headers: callers.superadmin, body: form })),
    );
    expect(answer.status).toBe(413);
    expect(answer.message).toBe('region.geojson: the file has more than 500,000 points and was refused; simplify it first.');
    expect(answer.peakGrowthMb).toBeLessThan(MAX_GROWTH_MB);
    // JSON.parse alone would build some 77 MB of arrays for this file: refused on its text, it costs
    // little more than the text itself (9 MB).
    expect(answer.peakGrowthMb).toBeLessThan(40);
  });
});

describe('boundary files are read in a process of their own, with a heap ceiling it names when it refuses', () => {
  // Read on the server's thread, this file grew its heap by some 90 MB (parsed, merged into a topology,
  // simplified) and held every request for one to six seconds; read apart, the server holds the form's
  // bytes and the small shapes that come back.
  const MAX_READ_GROWTH_MB = 40;

  const storedBoundaries = async () => {
    const db = await portalDb();
    const rows = await db.select().from(boundary).orderBy(asc(boundary.psgc));
    const [audit] = await db.select({ n: count() }).from(auditLog);
    return { rows, auditRows: audit!.n };
  };

  it('refuses a file its reader cannot read within its heap, naming the ceiling, and keeps every stored shape', async () => {
    const db = await portalDb();
    await seedBoundaries(db);
    const before = await storedBoundaries();
    expect(before.rows.length).toBe(147);
    const small = createBoundaryReader({ heapMb: 48 });
    const refusal = await importBoundaryFiles(db, [{ name: 'region.geojson', bytes: regionGeoJson }], 'console', small).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 413,
      message:
        'region.geojson: reading the upload needs more than 48 MB of memory, the limit for boundary files, and it was refused; nothing was stored. Simplify the files first, or upload fewer at a time.',
    });
    expect(await storedBoundaries()).toEqual(before);
  });

  it('refuses a file its reader cannot read in its time, naming the limit, and keeps every stored shape', async () => {
    const db = await portalDb();
    const before = await storedBoundaries();
    const hurried = createBoundaryReader({ seconds: 0.05 });
    const refusal = await importBoundaryFiles(db, [{ name: 'region.geojson', bytes: regionGeoJson }], 'console', hurried).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 413,
      message:
        'region.geojson: reading the upload took longer than 0.05 s, the limit for boundary files, and it was refused; nothing was stored. Simplify the files first.',
    });
    expect(await storedBoundaries()).toEqual(before);
  });

  it('stores the 9.4 MB upload that once filled the server heap, the server heap growing by a fraction of what reading it takes', async () => {
    expect(regionGeoJson.length).toBeGreaterThan(9.3 * 1024 * 1024);
    expect(regionGeoJson.length).toBeLessThan(10 * 1024 * 1024);
    const before = await storedBoundaries();
    const form = uploadForm('files', 'region.geojson', regionGeoJson);
    const {
      result: answer,
      peakGrowthMb,
      samples,
    } = await measureHeap(() => importBoundaries(new Request(`${BASE}/api/boundaries`, { method: 'POST', headers: callers.superadmin, body: form })));
    console.info(
      `GeoJSON of 450,000 points (9.4 MB), read apart: answered ${answer.status}, peak heap growth ${peakGrowthMb.toFixed(1)} MB (${samples} samples)`,
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ featuresRead: 150, municipalitiesWithShape: 1, provincesWithShape: 0, unmatchedFeatures: [] });
    expect(peakGrowthMb).toBeLessThan(MAX_READ_GROWTH_MB);

    const after = await storedBoundaries();
    const calamba = after.rows.find((row) => row.psgc === CALAMBA);
    expect(calamba?.source).toBe('region.geojson');
    // Only Calamba's shape was replaced, with its audit row.
    const untouched = (rows: typeof before.rows) => rows.filter((row) => row.psgc !== CALAMBA);
    expect(untouched(after.rows)).toEqual(untouched(before.rows));
    expect(after.auditRows).toBe(before.auditRows + 1);
    const db = await portalDb();
    expect(await db.select({ psgc: boundary.psgc }).from(boundary).where(eq(boundary.source, 'region.geojson'))).toEqual([{ psgc: CALAMBA }]);
  });
});
