import { beforeAll, describe, expect, it } from 'vitest';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { buildPlaceSuggestIndex } from './build-place-suggest-index';
import { createPlaceSuggester, MAX_SUGGESTIONS, type PlaceSuggester } from './create-place-suggester';
import { garbleAsMojibake } from './garble-as-mojibake';
import { createVillageIndex } from './match-village';
import type { Village } from './pick-region-villages';
import { rankPlaceSearch } from './rank-place-search';

const village = (psgc: string, name: string, formerName: string | null = null): Village => ({
  psgc,
  name,
  formerName,
  municipalityPsgc: `${psgc.slice(0, 7)}000`,
});
const villages = [
  village('0403405057', 'Milagrosa', 'Tulo'),
  village('0401014001', 'Santo Niño'),
  village('0402106001', 'Poblacion Lipa'),
  village('0401001001', 'Tulo'),
  ...Array.from({ length: 30 }, (_, i) => village(`04010190${String(i).padStart(2, '0')}`, `San Isidro ${i}`)),
];
const region = {
  provinces: PROVINCES.map((p) => ({ psgc: p.psgc, name: p.name })),
  places: PLACES.map((p) => ({ psgc: p.psgc, name: p.name, provincePsgc: p.province, kind: p.kind })),
};

let suggest: PlaceSuggester;
beforeAll(async () => {
  // Through JSON, as the browser gets it.
  suggest = await createPlaceSuggester(JSON.parse(JSON.stringify(buildPlaceSuggestIndex({ ...region, villages }))));
});
const first = (text: string) => suggest(text)[0];

describe('the search box suggestions', () => {
  it.each([
    ['Dasmarinas', 'City of Dasmariñas'],
    ['DasmariÃ±as', 'City of Dasmariñas'],
    ['Dasmari├▒as', 'City of Dasmariñas'],
    ['Sto. Tomas', 'City of Sto. Tomas'],
    ['Santo Tom', 'City of Sto. Tomas'],
    ['Lipa City', 'City of Lipa'],
    ['Lipa Ci', 'City of Lipa'],
    ['Lungsod ng Lipa', 'City of Lipa'],
    ['los banos', 'Los Baños'],
    ['mataas na kahoy', 'Mataasnakahoy'],
    ['calamba laguna', 'City of Calamba'],
    ['Tanuan', 'City of Tanauan'],
  ])('suggest %s first as %s', (text, name) => {
    expect(first(text)?.name).toBe(name);
  });

  it('agree with the results page on what comes first', () => {
    const search = { ...region, villages: createVillageIndex(villages) };
    for (const text of ['quezon', 'san', 'cal', 'Lipa', 'milagrosa', 'Sto. Tomas', 'batangas', 'san isidro']) {
      const [result] = rankPlaceSearch(text, search);
      expect(first(text), text).toMatchObject({ kind: result!.kind, name: result!.name });
    }
  });

  it('say where each place is and open its weather page, a barangay its town’s', () => {
    expect(first('Calamba')).toEqual({ kind: 'city', name: 'City of Calamba', province: 'Laguna', url: '/weather-services/ten-day/laguna/city-of-calamba' });
    expect(first('Milagrosa')).toEqual({
      kind: 'village',
      name: 'Milagrosa',
      place: 'City of Calamba',
      province: 'Laguna',
      url: '/weather-services/ten-day/laguna/city-of-calamba',
    });
    expect(first('Laguna')).toEqual({ kind: 'province', name: 'Laguna', url: '/weather-services/ten-day/laguna' });
  });

  it('find a barangay by its former name after those bearing it, saying so', () => {
    expect(suggest('Tulo').map((s) => [s.name, s.formerName])).toEqual([
      ['Tulo', undefined],
      ['Milagrosa', 'Tulo'],
    ]);
  });

  it('rank the whole name, then names that start with the text, then words that do; provinces first', () => {
    expect(
      suggest('quezon')
        .slice(0, 2)
        .map((s) => `${s.kind}:${s.name}`),
    ).toEqual(['province:Quezon', 'municipality:Quezon']);
    const names = suggest('san', 50).map((s) => s.name);
    expect(names.indexOf('City of San Pablo')).toBeLessThan(names.indexOf('Santo Niño'));
    expect(suggest('tomas').map((s) => s.name)).toContain('City of Sto. Tomas');
  });

  it(`show at most ${MAX_SUGGESTIONS}, and nothing for less than two letters`, () => {
    expect(suggest('San Isidro')).toHaveLength(MAX_SUGGESTIONS);
    expect(suggest('s')).toEqual([]);
    expect(suggest(' . ')).toEqual([]);
    expect(suggest('Manila')).toEqual([]);
  });

  it('find every city, municipality and province by its name, and by its name garbled', () => {
    for (const place of [...region.places, ...region.provinces]) {
      for (const text of [place.name, garbleAsMojibake(place.name, 'windows-1252'), garbleAsMojibake(place.name, 'cp437')]) {
        expect(
          suggest(text).map((s) => s.name),
          text,
        ).toContain(place.name);
      }
    }
  });

  it('answer hostile text quickly with nothing or a short list', () => {
    for (const text of ['x'.repeat(5000), '\u0000', '%ZZ', '😀'.repeat(50), 'e\u0301'.repeat(30), "'; DROP TABLE"]) {
      expect(suggest(text).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    }
  });
});
