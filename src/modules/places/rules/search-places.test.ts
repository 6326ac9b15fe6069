import { describe, expect, it } from 'vitest';
import { createVillageIndex } from './match-village';
import type { Village } from './pick-region-villages';
import { searchPlaces } from './search-places';

const village = (psgc: string, name: string, formerName: string | null = null): Village => ({
  psgc,
  name,
  formerName,
  municipalityPsgc: `${psgc.slice(0, 7)}000`,
});
const provinces = [
  { psgc: '0402100000', name: 'Cavite' },
  { psgc: '0403400000', name: 'Laguna' },
  { psgc: '0405600000', name: 'Quezon' },
];
const places = [
  { psgc: '0402104000', name: 'City of Carmona' },
  { psgc: '0403405000', name: 'City of Calamba' },
  { psgc: '0405645000', name: 'Quezon' },
];
const villages = createVillageIndex([
  village('0402104011', 'Milagrosa'),
  village('0403405057', 'Milagrosa', 'Tulo'),
  village('0403405001', 'Bagong Kalsada'),
  village('0405645001', 'Quezon Poblacion'),
]);
const region = { provinces, places, villages };

describe('searching the region for a place', () => {
  it('answers the places a village name belongs to, saying which village matched', () => {
    const found = searchPlaces('milagrosa', region);
    expect(found.provinces).toEqual([]);
    expect(found.places).toEqual([
      { place: places[0], byName: false, villages: [village('0402104011', 'Milagrosa')] },
      { place: places[1], byName: false, villages: [village('0403405057', 'Milagrosa', 'Tulo')] },
    ]);
  });

  it('finds a village by its former name too', () => {
    expect(searchPlaces('Tulo', region).places).toEqual([{ place: places[1], byName: false, villages: [village('0403405057', 'Milagrosa', 'Tulo')] }]);
  });

  it('finds provinces and places by their own names, with their villages of that name as well', () => {
    const found = searchPlaces('QUEZON', region);
    expect(found.provinces).toEqual([provinces[2]]);
    expect(found.places).toEqual([{ place: places[2], byName: true, villages: [village('0405645001', 'Quezon Poblacion')] }]);
    expect(searchPlaces('calamba', region).places).toEqual([{ place: places[1], byName: true, villages: [] }]);
  });

  it('finds nothing for text that matches nothing or folds to nothing', () => {
    expect(searchPlaces('Atlantis', region)).toEqual({ provinces: [], places: [] });
    expect(searchPlaces('%', region)).toEqual({ provinces: [], places: [] });
  });
});
