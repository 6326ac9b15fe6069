import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonalApiMonth, seasonalApiProvinces } from './seasonal-api-values';
import type { SeasonalApiRow } from './tenday-api-answers';

const row = (
  province: string,
  month: string,
  percent: number | null,
  mean: number | null = 100,
  description: string | null = 'Near Normal',
): SeasonalApiRow => ({
  province,
  month,
  mean_mm: mean,
  min_mm: null,
  max_mm: null,
  percent_normal: percent,
  description,
});
const SIX = ['December 2025', 'January 2026', 'February 2026', 'March 2026', 'April 2026', 'May 2026'];

describe('seasonalApiMonth', () => {
  it("keeps PAGASA's words and computes the portal's own class from the percent", () => {
    // 121.5 % is "Above Normal" to both; 41 % is "Below Normal" to PAGASA and below normal to the portal.
    expect(seasonalApiMonth(row('Batangas', 'November 2025', 121.5012, 184.68182, 'Above Normal'))).toEqual({
      month: '2025-11',
      value: { percent: 122, category: 'above_normal', forecastMm: 184.7, normalMm: 152 },
      description: 'Above Normal',
    });
    // PAGASA's fifth class (> 160 %) is the portal's "above normal": the portal keeps four.
    expect(seasonalApiMonth(row('Laguna', 'March 2026', 175, 50, 'Way Above Normal')).value.category).toBe('above_normal');
  });

  it('reads a month sent as null as 0 %, way below normal, with no normal to derive', () => {
    expect(seasonalApiMonth(row('Rizal', 'February 2026', null, null, 'Way Below Normal'))).toEqual({
      month: '2026-02',
      value: { percent: 0, category: 'wb_normal', forecastMm: 0, normalMm: null },
      description: 'Way Below Normal',
    });
  });

  it('gives a class to every percent the service can send', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ min: 0, max: 1000, noNaN: true })), fc.option(fc.double({ min: 0, max: 5000, noNaN: true })), (percent, mean) => {
        const value = seasonalApiMonth(row('Cavite', 'April 2026', percent, mean)).value;
        expect(value.category).not.toBe('nda');
        expect(value.percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('seasonalApiProvinces', () => {
  it('gives six consecutive months per province from the start', () => {
    const { provinces, problems } = seasonalApiProvinces(
      SIX.map((month) => row('Quezon', month, 90)),
      '2025-12',
    );
    expect(problems).toEqual([]);
    expect(provinces).toHaveLength(1);
    expect(provinces[0]!.months.map((month) => month.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
  });

  it('names a missing month, a month given twice and one outside the outlook', () => {
    const rows = [...SIX.slice(0, 5).map((month) => row('Laguna', month, 90)), row('Laguna', 'January 2026', 80), row('Laguna', 'July 2026', 80)];
    expect(seasonalApiProvinces(rows, '2025-12').problems).toEqual([
      'Laguna: January 2026 is given twice',
      'Laguna: July 2026 is outside the outlook 2025-12 to 2026-05',
      'Laguna: no value for 2026-05',
    ]);
  });
});
