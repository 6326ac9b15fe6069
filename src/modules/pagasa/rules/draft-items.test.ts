import { describe, expect, it } from 'vitest';
import { draftItems } from './draft-items';
import { DEFAULT_DRAFT_PLAN, readDraftPlan } from './draft-plan';

const PROVINCES = [
  { psgc: '0403400000', name: 'Laguna' },
  { psgc: '0405800000', name: 'Rizal' },
];
const PLACES = [
  { psgc: '0403402000', province: '0403400000', name: 'Bay' },
  { psgc: '0403406000', province: '0403400000', name: 'Calauan' },
  { psgc: '0405802000', province: '0405800000', name: 'Baras' },
];
const CROPS = [
  { key: 'rice', name: 'Rice' },
  { key: 'corn', name: 'Corn' },
];

describe('draftItems', () => {
  it('asks for each place, crop and language with a calendar, and lists each place and crop without one once', () => {
    const calendars = new Set(['0403402000|rice', '0403402000|corn', '0405802000|rice']);
    const { items, skipped } = draftItems(DEFAULT_DRAFT_PLAN, PLACES, PROVINCES, CROPS, calendars);
    expect(items.map((item) => `${item.municipalityName} ${item.crop} ${item.language}`)).toEqual([
      'Bay rice en',
      'Bay rice tag',
      'Bay corn en',
      'Bay corn tag',
      'Baras rice en',
      'Baras rice tag',
    ]);
    expect(skipped.map((skip) => `${skip.place}: ${skip.reason}`)).toEqual([
      'Calauan, Laguna: no rice calendar for Calauan',
      'Calauan, Laguna: no corn calendar for Calauan',
      'Baras, Rizal: no corn calendar for Baras',
    ]);
  });

  it('keeps to the chosen provinces, crops and languages', () => {
    const plan = { enabled: true, crops: ['corn'], languages: ['tag' as const], provinces: ['0403400000'] };
    const { items, skipped } = draftItems(plan, PLACES, PROVINCES, CROPS, new Set(['0403402000|corn', '0405802000|corn']));
    expect(items.map((item) => `${item.provinceName} ${item.municipalityName} ${item.crop} ${item.language}`)).toEqual(['Laguna Bay corn tag']);
    expect(skipped.map((skip) => skip.place)).toEqual(['Calauan, Laguna']);
  });
});

describe('readDraftPlan', () => {
  it('falls back to rice and corn, English and Tagalog, every province for what is missing or unreadable', () => {
    expect(readDraftPlan(null)).toEqual(DEFAULT_DRAFT_PLAN);
    expect(readDraftPlan('{not json')).toEqual(DEFAULT_DRAFT_PLAN);
    expect(readDraftPlan(JSON.stringify({ enabled: true, crops: [], languages: ['en'], provinces: [] }))).toEqual(DEFAULT_DRAFT_PLAN);
    const chosen = { enabled: false, crops: [], languages: ['en'], provinces: [] };
    expect(readDraftPlan(JSON.stringify(chosen))).toEqual(chosen);
  });
});
