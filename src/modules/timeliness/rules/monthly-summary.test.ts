import { describe, expect, it } from 'vitest';
import { median, summarizeMonth } from './monthly-summary';
import type { OutlookIssue } from './outlook-issues';
import { outlookTimeliness, type PublishedBulletin } from './outlook-timeliness';

const LAGUNA = '0403400000';
const CAVITE = '0402100000';
const PROVINCES = [
  { psgc: CAVITE, name: 'Cavite' },
  { psgc: LAGUNA, name: 'Laguna' },
];
const PLACES = [
  { psgc: '0403402000', name: 'Bay', provincePsgc: LAGUNA },
  { psgc: '0403406000', name: 'Calauan', provincePsgc: LAGUNA },
  { psgc: '0403411000', name: 'Los Baños', provincePsgc: LAGUNA },
  { psgc: '0402103000', name: 'City of Bacoor', provincePsgc: CAVITE },
];

const issue = (key: string, validFrom: string): OutlookIssue => ({
  key,
  type: 'ten_day',
  validFrom,
  validTo: validFrom,
  forecastDate: validFrom,
  cyclone: null,
  issuedAt: null,
  issuanceIds: [key],
  firstLoadedAt: `${validFrom}T00:00:00.000Z`,
  lastLoadedAt: `${validFrom}T00:00:00.000Z`,
});

const published = (issuanceId: string, municipalityPsgc: string, publishedAt: string): PublishedBulletin => ({
  id: `${issuanceId}-${municipalityPsgc}-${publishedAt}`,
  reference: 'REF',
  issuanceId,
  provincePsgc: PLACES.find((place) => place.psgc === municipalityPsgc)!.provincePsgc,
  municipalityPsgc,
  cropKey: 'rice',
  language: 'en',
  withdrawn: false,
  publishedAt,
});

// Outlook a covers the three Laguna places (Bay on time, Los Baños late, Calauan none);
// outlook b covers all of Cavite (Bacoor late, 5 days) and Bay (on time, 0 days).
const data = {
  coverage: [
    ...['0403402000', '0403406000', '0403411000'].map((municipalityPsgc) => ({ issuanceId: 'a', provincePsgc: LAGUNA, municipalityPsgc })),
    { issuanceId: 'b', provincePsgc: CAVITE, municipalityPsgc: null },
    { issuanceId: 'b', provincePsgc: LAGUNA, municipalityPsgc: '0403402000' },
  ],
  bulletins: [
    published('a', '0403402000', '2025-11-05T10:00:00+08:00'),
    published('a', '0403411000', '2025-11-06T10:00:00+08:00'),
    published('b', '0402103000', '2025-11-18T10:00:00+08:00'),
    published('b', '0403402000', '2025-11-13T10:00:00+08:00'),
  ],
  places: PLACES,
  provinces: PROVINCES,
};
const outlooks = [issue('a', '2025-11-03'), issue('b', '2025-11-13')].map((found) => outlookTimeliness(found, data));

describe('summarizeMonth', () => {
  it('counts per province the outlooks that cover it, its bulletins on time and late, the median delay and places left without', () => {
    expect(summarizeMonth(outlooks, PROVINCES)).toEqual([
      { provincePsgc: CAVITE, provinceName: 'Cavite', outlooks: 1, bulletins: 1, onTime: 0, late: 1, medianDelayDays: 5, placesWithoutBulletin: 0 },
      { provincePsgc: LAGUNA, provinceName: 'Laguna', outlooks: 2, bulletins: 3, onTime: 2, late: 1, medianDelayDays: 2, placesWithoutBulletin: 1 },
      {
        provincePsgc: null,
        provinceName: 'All provinces (Region 4a)',
        outlooks: 2,
        bulletins: 4,
        onTime: 2,
        late: 2,
        medianDelayDays: 2.5,
        placesWithoutBulletin: 1,
      },
    ]);
  });

  it('gives one province’s row alone when asked', () => {
    expect(summarizeMonth(outlooks, PROVINCES, CAVITE).map((row) => row.provinceName)).toEqual(['Cavite']);
  });

  it('counts no outlook for a province it does not cover', () => {
    const lagunaOnly = [outlookTimeliness(issue('a', '2025-11-03'), data)];
    expect(summarizeMonth(lagunaOnly, PROVINCES, CAVITE)).toEqual([
      { provincePsgc: CAVITE, provinceName: 'Cavite', outlooks: 0, bulletins: 0, onTime: 0, late: 0, medianDelayDays: null, placesWithoutBulletin: 0 },
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 0])).toBe(2);
  });
});
