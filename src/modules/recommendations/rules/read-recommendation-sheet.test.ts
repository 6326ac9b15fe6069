import { describe, expect, it } from 'vitest';
import { cropByKey, findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { readRecommendationSheet } from './read-recommendation-sheet';

const header = ['Crop', 'Crop Stage', 'Farm Operation', 'Signal', 'Practice', 'Practice Tagalog'];
const read = (rows: (string | null)[][], defaultCrop: Parameters<typeof readRecommendationSheet>[3]['defaultCrop'] = null) =>
  readRecommendationSheet('Special', 'special', [header, ...rows], { defaultCrop, findCrop: (text) => findCrop(text) ?? null });

describe('general rows in a recommendations sheet', () => {
  it('reads a Crop Stage of general (any case) as general advice, and a crop of all, or blank from the top, as every crop', () => {
    const { drafts, problems } = read([
      ['', 'General', 'Storm preparation', '2', '● Move animals', '● Ilipat ang hayop'],
      ['ALL', 'veg', 'Staking', '1', '● Prop up plants', ''],
      ['Rice', 'GENERAL', 'Harvest', '3', '● Harvest now', ''],
      [null, 'mat', 'Harvest', '3', '● Dry the grain', ''],
    ]);
    expect(problems).toEqual([]);
    expect(drafts.map((d) => [d.cropKey, d.stage, d.trigger])).toEqual([
      [null, null, 'signal_number_2'],
      [null, 'veg', 'signal_number_1'],
      ['rice', null, 'signal_number_3'],
      // A blank crop under a crop repeats it, as merged cells do.
      ['rice', 'mat', 'signal_number_3'],
    ]);
  });

  it('takes every crop from the crop chosen for a sheet without a Crop column', () => {
    const rows = [
      ['Crop Stage', 'Farm Operation', 'Practice'],
      ['general', 'Season planning', '● Insure with PCIC'],
    ];
    const all = readRecommendationSheet('Seasonal', 'seasonal', rows, { defaultCrop: 'all', findCrop: () => null });
    expect(all.drafts.map((d) => [d.cropKey, d.stage])).toEqual([[null, null]]);
    const rice = readRecommendationSheet('Seasonal', 'seasonal', rows, { defaultCrop: cropByKey('rice')!, findCrop: () => null });
    expect(rice.drafts.map((d) => [d.cropKey, d.stage])).toEqual([['rice', null]]);
  });

  it('names a stage it cannot read, for one crop or for all', () => {
    expect(read([['all', 'flowering', 'x', '2', '● y', '']]).problems).toEqual([
      'sheet Special, row 2: A recommendation for all crops has no stage "flowering" (write general for advice not tied to a stage)',
    ]);
    expect(read([['corn', 'veg', 'x', '2', '● y', '']]).problems[0]).toMatch(/Corn has no stage "veg"/);
  });
});
