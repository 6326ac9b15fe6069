import { describe, expect, it } from 'vitest';
import { coveragePart, describeCoverage, isSamePeriod, issuanceCoverage, valuesToCarry } from './issuance-coverage';

const names: Record<string, string> = {
  '0401000000': 'Batangas',
  '0402100000': 'Cavite',
  '0403400000': 'Laguna',
  '0403405000': 'City of Calamba',
  '0403406000': 'Calauan',
};
const nameOf = (psgc: string) => names[psgc] ?? psgc;

describe('isSamePeriod', () => {
  it('continues a seasonal outlook that starts in the same month, whatever else differs', () => {
    expect(isSamePeriod('seasonal', { validFrom: '2026-01-01', validTo: '2026-06-30' }, { validFrom: '2026-01-01', validTo: '2026-06-30' })).toBe(true);
    expect(isSamePeriod('seasonal', { validFrom: '2026-01-01', validTo: '2026-06-30' }, { validFrom: '2026-02-01', validTo: '2026-07-31' })).toBe(false);
  });

  it('continues a 10-day outlook of the same window only', () => {
    const live = { validFrom: '2025-08-18', validTo: '2025-08-27' };
    expect(isSamePeriod('ten_day', live, { validFrom: '2025-08-18', validTo: '2025-08-27' })).toBe(true);
    expect(isSamePeriod('ten_day', live, { validFrom: '2025-08-18', validTo: '2025-08-28' })).toBe(false);
    expect(isSamePeriod('ten_day', live, { validFrom: '2025-08-28', validTo: '2025-09-06' })).toBe(false);
  });

  it('continues an advisory of the same cyclone and bulletin only; "no active cyclone" never', () => {
    const day = { validFrom: '2025-09-21', validTo: '2025-09-21' };
    const live = { ...day, bulletin: { name: 'Mirasol', number: '7' } };
    expect(isSamePeriod('special_weather', live, { ...day, bulletin: { name: ' MIRASOL ', number: 'No. 7' } })).toBe(true);
    expect(isSamePeriod('special_weather', live, { ...day, bulletin: { name: 'Mirasol', number: '#7' } })).toBe(true);
    expect(isSamePeriod('special_weather', live, { ...day, bulletin: { name: 'Mirasol', number: '8' } })).toBe(false);
    expect(isSamePeriod('special_weather', live, { ...day, bulletin: { name: 'Nando', number: '7' } })).toBe(false);
    expect(isSamePeriod('special_weather', live, { ...day, bulletin: null })).toBe(false);
    expect(isSamePeriod('special_weather', { ...day, bulletin: null }, { ...day, bulletin: null })).toBe(false);
  });
});

describe('carrying values forward', () => {
  it('keeps the live values whose key the write does not give', () => {
    const live = [{ province: 'A' }, { province: 'B' }, { province: 'B' }, { province: 'C' }];
    expect(valuesToCarry(live, new Set(['B']), (v) => v.province)).toEqual([{ province: 'A' }, { province: 'C' }]);
    expect(valuesToCarry(live, new Set(), (v) => v.province)).toEqual(live);
  });

  it('records sorted, distinct provinces, places and days on each side', () => {
    expect(
      coveragePart([
        { provincePsgc: '0403400000', municipalityPsgc: '0403406000', date: '2025-08-19' },
        { provincePsgc: '0403400000', municipalityPsgc: '0403405000', date: '2025-08-18' },
        { provincePsgc: '0403400000', municipalityPsgc: '0403405000', date: '2025-08-19' },
      ]),
    ).toEqual({ provinces: ['0403400000'], places: ['0403405000', '0403406000'], days: ['2025-08-18', '2025-08-19'] });
    expect(coveragePart([{ provincePsgc: '0402100000', municipalityPsgc: null }])).toEqual({ provinces: ['0402100000'], places: [], days: [] });
  });

  it('names where the values came from only when something was carried', () => {
    const from = { id: 'a', dateCreated: new Date('2026-11-22T06:05:00Z') };
    expect(issuanceCoverage([{ provincePsgc: '0402100000', municipalityPsgc: null }], [], null).carriedFrom).toBeNull();
    expect(issuanceCoverage([], [{ provincePsgc: '0401000000', municipalityPsgc: null }], from).carriedFrom).toEqual({
      id: 'a',
      dateCreated: '2026-11-22T06:05:00.000Z',
    });
  });
});

describe('describeCoverage', () => {
  const from = { id: 'a', dateCreated: '2026-11-22T06:05:00.000Z' };

  it('says which provinces were new and which carried, and from when', () => {
    const coverage = issuanceCoverage(
      [{ provincePsgc: '0402100000', municipalityPsgc: null }],
      [
        { provincePsgc: '0401000000', municipalityPsgc: null },
        { provincePsgc: '0403400000', municipalityPsgc: null },
        { provincePsgc: '0403400000', municipalityPsgc: '0403405000' },
      ],
      from,
    );
    expect(describeCoverage('seasonal', coverage, nameOf)).toBe(
      'Cavite new; Batangas, Laguna (with 1 city or municipality of their own) carried from November 22, 2026, 14:05 PHT',
    );
  });

  it('describes a new outlook as nothing carried', () => {
    const coverage = issuanceCoverage([{ provincePsgc: '0401000000', municipalityPsgc: null }], [], null);
    expect(describeCoverage('seasonal', coverage, nameOf)).toBe('Batangas new; nothing carried');
  });

  it('names a few 10-day places and days, and counts many', () => {
    const days = ['2025-08-18', '2025-08-19', '2025-08-20', '2025-08-21'];
    const coverage = issuanceCoverage(
      [{ provincePsgc: '0403400000', municipalityPsgc: '0403405000', date: '2025-09-01' }],
      days.flatMap((date) =>
        ['0403405000', '0403406000', '0401001000', '0401002000'].map((psgc) => ({
          provincePsgc: psgc.startsWith('04034') ? '0403400000' : '0401000000',
          municipalityPsgc: psgc,
          date,
        })),
      ),
      from,
    );
    expect(describeCoverage('ten_day', coverage, nameOf)).toBe(
      'City of Calamba on Sep 1 new; 4 places in Batangas, Laguna on Aug 18 – Aug 21 (4 days) carried from November 22, 2026, 14:05 PHT',
    );
  });

  it('says an advisory with no signal given kept the rest of its bulletin', () => {
    expect(describeCoverage('special_weather', issuanceCoverage([], [], from), nameOf)).toBe(
      'No wind signal given; no signal carried; details left out kept from November 22, 2026, 14:05 PHT',
    );
    expect(describeCoverage('special_weather', issuanceCoverage([], [], null), nameOf)).toBe('No wind signal given; nothing carried');
  });
});
