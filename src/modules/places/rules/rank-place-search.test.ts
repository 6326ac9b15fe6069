import { describe, expect, it } from 'vitest';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { createVillageIndex } from './match-village';
import type { Village } from './pick-region-villages';
import { normalizePlaceName } from './normalize-place-name';
import { MAX_VILLAGE_RESULTS, rankPlaceSearch } from './rank-place-search';

const village = (psgc: string, name: string, formerName: string | null = null): Village => ({
  psgc,
  name,
  formerName,
  municipalityPsgc: `${psgc.slice(0, 7)}000`,
});
const villages = createVillageIndex([
  village('0403405057', 'Milagrosa', 'Tulo'),
  village('0401014001', 'Santo Niño'),
  village('0402106001', 'Poblacion Lipa'),
  ...Array.from({ length: 60 }, (_, i) => village(`04010190${String(i).padStart(2, '0')}`, `San Isidro ${i}`)),
]);
const region = {
  provinces: PROVINCES.map((p) => ({ psgc: p.psgc, name: p.name })),
  places: PLACES.map((p) => ({ psgc: p.psgc, name: p.name, provincePsgc: p.province, kind: p.kind })),
  villages,
};
const first = (text: string) => rankPlaceSearch(text, region)[0];

describe('the public place search', () => {
  it.each([
    ['Dasmarinas', 'City of Dasmariñas'],
    ['dasmariñas', 'City of Dasmariñas'],
    ['DASMARIÃ±AS', 'City of Dasmariñas'],
    ['Sto. Tomas', 'City of Sto. Tomas'],
    ['Santo Tomas', 'City of Sto. Tomas'],
    ['Lipa City', 'City of Lipa'],
    ['Lungsod ng Lipa', 'City of Lipa'],
    ['los banos', 'Los Baños'],
    ['mataas na kahoy', 'Mataasnakahoy'],
  ])('finds %s first as %s', (text, name) => {
    expect(first(text)?.name).toBe(name);
  });

  it('ranks a whole-name match first, then names that start with the text, then a word that does, then the text anywhere', () => {
    expect(
      rankPlaceSearch('quezon', region)
        .slice(0, 2)
        .map((result) => `${result.kind}:${result.name}`),
    ).toEqual(['province:Quezon', 'municipality:Quezon']);
    const names = rankPlaceSearch('san', region).map((result) => result.name);
    const startsWith = names.filter((name) => normalizePlaceName(name).startsWith('san'));
    expect(startsWith.length).toBeGreaterThan(10);
    expect(names.slice(0, startsWith.length)).toEqual(startsWith);
    expect(names.indexOf('City of San Pablo')).toBeLessThan(names.indexOf('Pagsanjan'));
  });

  it('gives each city or municipality its province, and each village its place and province', () => {
    expect(first('Calamba')).toMatchObject({ kind: 'city', place: { psgc: '0403405000' }, province: { name: 'Laguna' } });
    const milagrosa = rankPlaceSearch('milagrosa', region);
    expect(milagrosa).toEqual([
      expect.objectContaining({
        kind: 'village',
        name: 'Milagrosa',
        place: { psgc: '0403405000', name: 'City of Calamba' },
        province: { psgc: '0403400000', name: 'Laguna' },
      }),
    ]);
  });

  it('lists villages that bear a name now before those that used to', () => {
    const index = createVillageIndex([village('0403405057', 'Milagrosa', 'Tulo'), village('0403405058', 'Tulo')]);
    expect(rankPlaceSearch('tulo', { ...region, villages: index }).map((result) => [result.name, result.formerName])).toEqual([
      ['Tulo', undefined],
      ['Milagrosa', 'Tulo'],
    ]);
  });

  it('finds a village by its former name and says so', () => {
    expect(rankPlaceSearch('tulo', region).find((result) => result.kind === 'village')).toMatchObject({ name: 'Milagrosa', formerName: 'Tulo' });
  });

  it('lists places before villages of the same name', () => {
    const kinds = rankPlaceSearch('lipa', region).map((result) => result.kind);
    expect(kinds[0]).toBe('city');
    expect(kinds.at(-1)).toBe('village');
  });

  it('caps the villages of a common name', () => {
    expect(rankPlaceSearch('san isidro', region).filter((result) => result.kind === 'village')).toHaveLength(MAX_VILLAGE_RESULTS);
  });

  it('finds a place named with its province when no name holds the whole text', () => {
    expect(rankPlaceSearch('bay laguna', region)[0]).toMatchObject({ name: 'Bay', province: { name: 'Laguna' } });
    expect(rankPlaceSearch('Laguna, Calamba', region)[0]).toMatchObject({ name: 'City of Calamba' });
  });

  it('finds nothing for text that folds to nothing or names no place', () => {
    expect(rankPlaceSearch('  ,. ', region)).toEqual([]);
    expect(rankPlaceSearch('Manila', region)).toEqual([]);
  });
});
