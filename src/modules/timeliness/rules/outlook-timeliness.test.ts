import { describe, expect, it } from 'vitest';
import type { OutlookIssue } from './outlook-issues';
import { coveredPlaces, outlookTimeliness, type PublishedBulletin } from './outlook-timeliness';

const LAGUNA = '0403400000';
const CAVITE = '0402100000';
const BAY = '0403402000';
const CALAUAN = '0403406000';
const LOS_BANOS = '0403411000';
const BACOOR = '0402103000';

const PROVINCES = [
  { psgc: LAGUNA, name: 'Laguna' },
  { psgc: CAVITE, name: 'Cavite' },
];
const PLACES = [
  { psgc: BAY, name: 'Bay', provincePsgc: LAGUNA },
  { psgc: CALAUAN, name: 'Calauan', provincePsgc: LAGUNA },
  { psgc: LOS_BANOS, name: 'Los Baños', provincePsgc: LAGUNA },
  { psgc: BACOOR, name: 'City of Bacoor', provincePsgc: CAVITE },
];

const ISSUE: OutlookIssue = {
  key: 'first',
  type: 'ten_day',
  validFrom: '2025-11-03',
  validTo: '2025-11-12',
  forecastDate: '2025-11-03',
  cyclone: null,
  issuedAt: null,
  issuanceIds: ['first', 'second'],
  firstLoadedAt: '2025-11-03T01:00:00.000Z',
  lastLoadedAt: '2025-11-03T02:00:00.000Z',
};

const bulletin = (id: string, municipalityPsgc: string, publishedAt: string, extra: Partial<PublishedBulletin> = {}): PublishedBulletin => ({
  id,
  reference: `REF-${id}`,
  issuanceId: 'first',
  provincePsgc: PLACES.find((place) => place.psgc === municipalityPsgc)!.provincePsgc,
  municipalityPsgc,
  cropKey: 'rice',
  language: 'en',
  withdrawn: false,
  publishedAt,
  ...extra,
});

const coverage = [BAY, CALAUAN, LOS_BANOS].map((municipalityPsgc) => ({ issuanceId: 'first', provincePsgc: LAGUNA, municipalityPsgc }));

describe('coveredPlaces', () => {
  it('takes places with values of their own, and every place of a province given as a whole', () => {
    expect([...coveredPlaces([{ provincePsgc: LAGUNA, municipalityPsgc: BAY }], PLACES)]).toEqual([BAY]);
    expect([...coveredPlaces([{ provincePsgc: LAGUNA, municipalityPsgc: null }], PLACES)].sort()).toEqual([BAY, CALAUAN, LOS_BANOS]);
  });
});

describe('outlookTimeliness', () => {
  const bulletins = [
    bulletin('late', LOS_BANOS, '2025-11-06T09:00:00+08:00'),
    bulletin('on-time', BAY, '2025-11-05T23:00:00+08:00'),
    bulletin('withdrawn', BAY, '2025-11-03T10:00:00+08:00', { language: 'tag', withdrawn: true, issuanceId: 'second' }),
    bulletin('other outlook', CALAUAN, '2025-11-04T10:00:00+08:00', { issuanceId: 'elsewhere' }),
  ];
  const view = outlookTimeliness(ISSUE, { coverage, bulletins, places: PLACES, provinces: PROVINCES });

  it('lists per place the bulletins of every load of the outlook, earliest first, with delay and late flag', () => {
    expect(view.published.map((place) => [place.name, place.bulletins.map((b) => [b.id, b.delayDays, b.late, b.withdrawn])])).toEqual([
      [
        'Bay',
        [
          ['withdrawn', 0, false, true],
          ['on-time', 2, false, false],
        ],
      ],
      ['Los Baños', [['late', 3, true, false]]],
    ]);
    expect(view.counts).toEqual({ bulletins: 3, onTime: 2, late: 1 });
    expect(view.published[0]!.bulletins[1]!.publishedAt).toBe('2025-11-05T15:00:00.000Z');
  });

  it('names the covered places without a published bulletin (a bulletin of another outlook does not count)', () => {
    expect(view.withoutBulletin.map((place) => [place.name, place.provinceName])).toEqual([['Calauan', 'Laguna']]);
  });

  it('says what the outlook is', () => {
    expect([view.kind, view.label]).toEqual(['10-day outlook', 'November 3 – 12, 2025']);
  });

  it('keeps one province when asked', () => {
    const cavite = outlookTimeliness(
      ISSUE,
      { coverage: [...coverage, { issuanceId: 'second', provincePsgc: CAVITE, municipalityPsgc: null }], bulletins, places: PLACES, provinces: PROVINCES },
      CAVITE,
    );
    expect(cavite.published).toEqual([]);
    expect(cavite.withoutBulletin.map((place) => place.name)).toEqual(['City of Bacoor']);
    expect(cavite.counts).toEqual({ bulletins: 0, onTime: 0, late: 0 });
  });
});

describe('the stages of an outlook', () => {
  it('gives when its drafts were ready (the first of its loads to finish) and its first bulletin reached the public', () => {
    const result = outlookTimeliness(ISSUE, {
      coverage,
      bulletins: [bulletin('b', CALAUAN, '2025-11-03T15:00:00+08:00'), bulletin('a', BAY, '2025-11-03T11:30:00+08:00')],
      places: PLACES,
      provinces: PROVINCES,
      draftsReady: [
        { issuanceId: 'second', finishedAt: '2025-11-03T02:40:00.000Z' },
        { issuanceId: 'first', finishedAt: '2025-11-03T01:20:00.000Z' },
        // Another outlook's run does not count.
        { issuanceId: 'other', finishedAt: '2025-11-02T00:00:00.000Z' },
      ],
    });
    expect(result.draftsReadyAt).toBe('2025-11-03T01:20:00.000Z');
    expect(result.firstPublishedAt).toBe('2025-11-03T03:30:00.000Z');
  });

  it('says none before drafts were composed or a bulletin published, and counts only the chosen province', () => {
    const none = outlookTimeliness(ISSUE, { coverage, bulletins: [], places: PLACES, provinces: PROVINCES });
    expect([none.draftsReadyAt, none.firstPublishedAt]).toEqual([null, null]);
    const elsewhere = outlookTimeliness(
      ISSUE,
      { coverage, bulletins: [bulletin('c', BACOOR, '2025-11-03T09:00:00+08:00')], places: PLACES, provinces: PROVINCES },
      LAGUNA,
    );
    expect(elsewhere.firstPublishedAt).toBeNull();
  });

  it('gives when the first text of its bulletins was sent, of the chosen province, and none before a text was', () => {
    const bulletins = [
      bulletin('a', BAY, '2025-11-03T11:30:00+08:00', { firstTextedAt: '2025-11-03T03:34:00.000Z' }),
      bulletin('b', CALAUAN, '2025-11-03T15:00:00+08:00', { firstTextedAt: null }),
      // Another outlook's bulletin texted earlier does not count, nor one of another province.
      bulletin('x', BAY, '2025-11-03T08:00:00+08:00', { issuanceId: 'other', firstTextedAt: '2025-11-03T00:05:00.000Z' }),
      bulletin('c', BACOOR, '2025-11-03T09:00:00+08:00', { firstTextedAt: '2025-11-03T01:02:00.000Z' }),
    ];
    const all = outlookTimeliness(ISSUE, { coverage, bulletins, places: PLACES, provinces: PROVINCES });
    expect(all.firstTextedAt).toBe('2025-11-03T01:02:00.000Z');
    const laguna = outlookTimeliness(ISSUE, { coverage, bulletins, places: PLACES, provinces: PROVINCES }, LAGUNA);
    expect(laguna.firstTextedAt).toBe('2025-11-03T03:34:00.000Z');
    const untexted = outlookTimeliness(ISSUE, { coverage, bulletins: [bulletins[1]!], places: PLACES, provinces: PROVINCES });
    expect([untexted.firstPublishedAt, untexted.firstTextedAt]).toEqual(['2025-11-03T07:00:00.000Z', null]);
  });
});
