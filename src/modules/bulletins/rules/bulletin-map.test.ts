import { describe, expect, it } from 'vitest';
import type { BulletinDocument } from './bulletin-document';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import { colourBulletinMap, MAP_FILL, MAP_SELECTED } from './bulletin-map';

const places = [
  { psgc: '0403402000', name: 'Bay', path: 'M0 0L10 0L10 10Z', x: 5, y: 5 },
  { psgc: '0403401000', name: 'Alaminos', x: 20, y: 20 },
  { psgc: '0403403000', name: 'Biñan', x: 30, y: 30 },
];
const box = { width: 240, height: 200 };
const own = { municipality: { psgc: '0403402000', name: 'Bay' } };

describe('colourBulletinMap', () => {
  it('colours each place by its outlook code, puts the bulletin’s place last and gives the legend its fills', () => {
    const doc: Pick<BulletinDocument, 'type' | 'outlookMap' | 'municipality'> = {
      ...own,
      type: 'ten_day',
      outlookMap: {
        legend: [
          { code: 'near_normal', label: 'Moderate rains' },
          { code: 'above_normal', label: 'Heavy rains' },
        ],
        places: [
          { psgc: '0403402000', code: 'above_normal' },
          { psgc: '0403401000', code: 'near_normal' },
        ],
      },
    };
    const map = colourBulletinMap(doc, places, box, ['Boundaries uploaded by the regional office']);
    expect(map.shapes.map((shape) => [shape.name, shape.code, shape.fill, shape.selected])).toEqual([
      ['Alaminos', 'near_normal', '#43a047', false],
      ['Biñan', null, '#9e9e9e', false],
      ['Bay', 'above_normal', '#1e88e5', true],
    ]);
    expect(map.legend).toEqual([
      { code: 'near_normal', label: 'Moderate rains', fill: '#43a047' },
      { code: 'above_normal', label: 'Heavy rains', fill: '#1e88e5' },
    ]);
    expect(map).toMatchObject({ width: 240, height: 200, credits: ['Boundaries uploaded by the regional office'] });
    // Plain data: it survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(map))).toEqual(map);
  });

  it('gives signals their colours, a place without one the colour of no signal', () => {
    const doc = {
      ...own,
      type: 'special_weather' as const,
      outlookMap: { legend: [{ code: 'signal_number_2', label: 'Signal No. 2' }], places: [{ psgc: '0403402000', code: 'signal_number_2' }] },
    };
    const map = colourBulletinMap(doc, places, box, []);
    expect(map.shapes.at(-1)).toMatchObject({ name: 'Bay', code: 'signal_number_2', selected: true });
    expect(map.shapes.at(-1)!.fill).toBe(SIGNAL_COLOURS.signal_number_2);
    expect(map.shapes[0]).toMatchObject({ code: null, fill: SIGNAL_COLOURS.none });
  });

  it('keeps the plain map of a document saved before maps had colours', () => {
    const map = colourBulletinMap({ ...own, type: 'seasonal', outlookMap: null }, places, box, []);
    expect(map.shapes.map((shape) => shape.fill)).toEqual([MAP_FILL, MAP_FILL, MAP_SELECTED]);
    expect(map.legend).toEqual([]);
  });
});
