import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeNoValues,
  describeReplaceConflict,
  describeTemplateExamples,
  leavesTooManyEmpty,
  replaceConflict,
  seasonalPlacesWithoutData,
  tenDayHasData,
  tenDayPlacesWithoutData,
  type RegionPlace,
} from './upload-guards';

const place = (psgc: string, provincePsgc: string): RegionPlace => ({ psgc, provincePsgc, name: `Place ${psgc}` });
const PLACES = [place('0403401000', '0403400000'), place('0403402000', '0403400000'), place('0405601000', '0405600000')];
const blank = {
  tempMin: null,
  tempMax: null,
  tempMean: null,
  rainfall: null,
  rainfallAmount: null,
  cloudCover: null,
  humidity: null,
  windSpeed: null,
  windDirection: null,
};

describe('what counts as data', () => {
  it('a 10-day day has data when any one value is given', () => {
    expect(tenDayHasData(blank)).toBe(false);
    for (const [field, value] of Object.entries({ tempMin: 23, rainfall: 'b_normal', rainfallAmount: '<60', windDirection: 'SW', humidity: 0 })) {
      expect(tenDayHasData({ ...blank, [field]: value }), field).toBe(true);
    }
  });

  it('a 10-day place is empty when none of its days has data', () => {
    const values = [
      { ...blank, municipalityPsgc: PLACES[0]!.psgc, humidity: 80 },
      { ...blank, municipalityPsgc: PLACES[1]!.psgc },
    ];
    expect(tenDayPlacesWithoutData(PLACES, values).map((p) => p.psgc)).toEqual([PLACES[1]!.psgc, PLACES[2]!.psgc]);
  });

  it('a seasonal place reads its own months when the outlook gives them, else its province’s', () => {
    const row = (provincePsgc: string, municipalityPsgc: string | null, category: 'nda' | 'near_normal') => ({ provincePsgc, municipalityPsgc, category });
    // Laguna's province rows have data; the first place's own rows are all nda, and they are what its page shows.
    const rows = [row('0403400000', null, 'near_normal'), row('0403400000', PLACES[0]!.psgc, 'nda'), row('0405600000', null, 'nda')];
    expect(seasonalPlacesWithoutData(PLACES, rows).map((p) => p.psgc)).toEqual([PLACES[0]!.psgc, PLACES[2]!.psgc]);
    expect(seasonalPlacesWithoutData(PLACES, [row('0405600000', PLACES[2]!.psgc, 'near_normal')]).map((p) => p.psgc)).toEqual([
      PLACES[0]!.psgc,
      PLACES[1]!.psgc,
    ]);
    expect(seasonalPlacesWithoutData(PLACES, [])).toHaveLength(3);
  });
});

describe('leavesTooManyEmpty', () => {
  it('asks when more than a fifth of the places are empty, exactly', () => {
    expect(leavesTooManyEmpty(28, 142)).toBe(false);
    expect(leavesTooManyEmpty(29, 142)).toBe(true);
    expect(leavesTooManyEmpty(1, 5)).toBe(false);
    expect(leavesTooManyEmpty(2, 5)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (places, empty) => {
        expect(leavesTooManyEmpty(Math.min(empty, places), places)).toBe(Math.min(empty, places) / places > 0.2);
      }),
    );
  });
});

describe('the words of the refusals', () => {
  it('names what an upload would replace, how many places it leaves empty, and how to go on', () => {
    const empty = Array.from({ length: 130 }, (_, i) => place(String(i), 'p'));
    const message = describeReplaceConflict(
      { id: 'x', type: 'seasonal', dateRange: 'Jan 2027 - Jun 2027', validFrom: '2027-01-01', validTo: '2027-06-30', loadedAt: '2026-12-03T01:12:00.000Z' },
      empty,
      142,
    );
    expect(message).toContain('replace the live seasonal outlook of Jan 2027 - Jun 2027 (loaded 2026-12-03 09:12 PHT)');
    expect(message).toContain('leave 130 of 142 cities and municipalities without data (Place 0, Place 1, Place 2, Place 3, Place 4 and 125 more)');
    expect(message).toContain('confirm=true');
  });

  it('names the template’s example rows', () => {
    expect(describeTemplateExamples('t.csv', [2, 3, 4])).toMatch(/^t\.csv: rows 2, 3 and 4 are the template's example rows, not a forecast\./);
    expect(describeTemplateExamples('t.csv', [7])).toMatch(/^t\.csv: row 7 is the template's example row/);
    expect(
      describeTemplateExamples(
        't.csv',
        Array.from({ length: 12 }, (_, i) => i + 2),
      ),
    ).toContain('rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more');
  });

  it('says an outlook without values is never published', () => {
    expect(describeNoValues('seasonal')).toMatch(/no value for any place.*nothing was stored/);
    expect(describeNoValues('ten_day')).toMatch(/no value for any place.*nothing was stored/);
  });
});

describe('replaceConflict', () => {
  const live = {
    id: 'live',
    type: 'ten_day' as const,
    dateRange: 'Dec 1 - 10, 2026',
    validFrom: '2026-12-01',
    validTo: '2026-12-10',
    loadedAt: '2026-12-01T00:00:00Z',
  };
  const empty = [PLACES[0]!, PLACES[1]!];
  const asking = { check: 'ask' as const, replaced: { ...live, expired: false }, becomesLive: true, empty, places: 3 };

  it('asks only an upload that would replace a current live outlook and leave more than a fifth of the places empty', () => {
    expect(replaceConflict(asking)).toMatchObject({
      details: { reason: 'replaces-live', replaces: live, emptyPlaces: 2, places: 3, emptyNames: ['Place 0403401000', 'Place 0403402000'] },
    });
    expect(replaceConflict({ ...asking, check: 'confirmed' })).toBeNull();
    expect(replaceConflict({ ...asking, check: undefined })).toBeNull();
    expect(replaceConflict({ ...asking, replaced: null })).toBeNull();
    expect(replaceConflict({ ...asking, replaced: { ...live, expired: true } })).toBeNull();
    expect(replaceConflict({ ...asking, becomesLive: false })).toBeNull();
    expect(replaceConflict({ ...asking, empty: [], places: 3 })).toBeNull();
  });
});
