import { describe, expect, it } from 'vitest';
import { POST as importBoundaries } from '@/app/api/boundaries/route';
import { POST as importRecommendations } from '@/app/api/recommendations/import/route';
import { POST as importTenDay } from '@/app/api/weather/10day/route';
import { databaseWithCallers } from '../support/callers';
import { uploadForm } from '../support/calendar-files';
import { hugeGeoJson, hugeWorkbook } from '../support/huge-uploads';
import { measureHeap } from '../support/measure-heap';

const BASE = 'http://localhost:3000';
// The server runs with --max-old-space-size=384; a refused upload may cost a fraction of that.
const MAX_GROWTH_MB = 100;

const callers = databaseWithCallers();

// Built once each: millions of cells take seconds to write.
const workbook = hugeWorkbook(2_000_000);
const tallWorkbook = hugeWorkbook(500_000);

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
