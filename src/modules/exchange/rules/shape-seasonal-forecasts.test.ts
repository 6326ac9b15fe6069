import { describe, expect, it } from 'vitest';
import { shapeSeasonalForecasts, type SeasonalMonthInput } from './shape-seasonal-forecasts';

const issuance = {
  id: 's1',
  type: 'seasonal',
  dateForecast: 'Sep 2025',
  dateRange: 'Nov 2025 - Apr 2026',
  updatedBy: 'admin',
  source: 'encode',
  dateCreated: { _seconds: 1756684800 },
  validFrom: '2025-11-01',
  validTo: '2026-04-30',
  expired: true,
};
const months = (percents: (number | null)[]): SeasonalMonthInput[] =>
  ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'].map((month, i) => {
    const percent = percents[i] ?? null;
    const category = percent === null ? 'nda' : percent <= 40 ? 'wb_normal' : percent <= 80 ? 'b_normal' : percent <= 120 ? 'near_normal' : 'above_normal';
    return { month, percent, category, forecastMm: null, normalMm: null };
  });

describe('the seasonal forecast documents', () => {
  const collection = shapeSeasonalForecasts({
    issuance,
    provinces: [{ id: '0403400000', label: 'Laguna', months: months([35, 60, 100, 130, null, 81]) }],
    municipalities: [
      { id: '0403405000', label: 'City of Calamba', province: '0403400000', fromProvince: false, months: months([121, 121, 121, 121, 121, 121]) },
      { id: '0403403000', label: 'Bay', province: '0403400000', fromProvince: true, months: months([35, 60, 100, 130, null, 81]) },
    ],
  });

  it('is one document per province under the region’s seasonal sub-collection', () => {
    expect(collection.path).toBe('weather_forecasts/calabarzon/seasonal');
    expect(collection.documents.map((document) => document.id)).toEqual(['laguna']);
    expect(collection.documents[0]!.data).toMatchObject({
      name: 'Laguna',
      updated_by: 'admin',
      // The national documents' manner, whatever the source wrote.
      date_range: 'November 2025-April 2026',
      date_created: { _seconds: 1756684800, _nanoseconds: 0 },
    });
  });

  it('gives six months with month code, percent of normal and condition, across the year’s end', () => {
    const data = collection.documents[0]!.data as {
      months: Record<string, unknown>[];
      municipalities: Record<string, { from_province: boolean; months: { val: number | null; condition: string }[] }>;
    };
    expect(data.months.map((month) => month.mo)).toEqual(['nov', 'dec', 'jan', 'feb', 'mar', 'apr']);
    expect(data.months[0]).toEqual({ mo: 'nov', month: '2025-11', val: 35, condition: 'wb_normal', forecast_mm: null, normal_mm: null });
    expect(data.months.map((month) => month.condition)).toEqual(['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'nda', 'near_normal']);
    expect(data.months[4]).toMatchObject({ val: null, condition: 'nda' });
    expect(data.municipalities['City of Calamba']).toMatchObject({ from_province: false });
    expect(data.municipalities['City of Calamba']!.months[0]).toMatchObject({ val: 121, condition: 'above_normal' });
    expect(data.municipalities.Bay!.from_province).toBe(true);
  });

  it('keeps a province that only has municipal values', () => {
    const only = shapeSeasonalForecasts({
      issuance: { ...issuance, source: 'excel' },
      provinces: [],
      municipalities: [{ id: '0405802000', label: 'Antipolo', province: '0405800000', fromProvince: false, months: months([90, 90, 90, 90, 90, 90]) }],
    });
    expect(only.documents.map((document) => [document.id, document.data.updated_by, (document.data.months as unknown[]).length])).toEqual([
      ['rizal', 'system', 0],
    ]);
  });
});
