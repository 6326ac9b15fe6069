import { describe, expect, it } from 'vitest';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { listPlaceSuggestKeys } from './list-place-suggest-keys';
import { normalizePlaceName } from './normalize-place-name';

const starts = (name: string, kind: Parameters<typeof listPlaceSuggestKeys>[1], typed: string) => {
  const { names, fromWords } = listPlaceSuggestKeys(name, kind);
  const key = normalizePlaceName(typed);
  return [...names, ...fromWords].some((candidate) => candidate.startsWith(key));
};

describe('listPlaceSuggestKeys', () => {
  it('keys a name by its whole key, as written, and from each later word on', () => {
    expect(listPlaceSuggestKeys('City of Sto. Tomas', 'city')).toEqual({
      key: 'santotomas',
      names: ['santotomas', 'cityofsantotomas', 'santotomascity', 'lungsodngsantotomas'],
      fromWords: ['ofsantotomas', 'santotomas', 'tomas'],
    });
    expect(listPlaceSuggestKeys('Milagrosa')).toEqual({ key: 'milagrosa', names: ['milagrosa'], fromWords: [] });
  });

  it('gives the key normalizePlaceName gives the stored name', () => {
    for (const place of [...PLACES, ...PROVINCES]) expect(listPlaceSuggestKeys(place.name).key).toBe(normalizePlaceName(place.name));
  });

  it.each([
    ['City of Lipa', 'city', 'Lipa Ci'],
    ['City of Lipa', 'city', 'lipa city'],
    ['City of Lipa', 'city', 'City of Li'],
    ['City of Lipa', 'city', 'Lungsod ng Li'],
    ['Lucban', 'municipality', 'Bayan ng Lucb'],
    ['Quezon', 'province', 'Lalawigan ng Que'],
    ['City of Dasmariñas', 'city', 'Dasmarin'],
    ['City of Sto. Tomas', 'city', 'Santo Tom'],
    ['City of Sto. Tomas', 'city', 'tomas'],
    ['Mataasnakahoy', 'municipality', 'mataas na ka'],
    ['City of General Trias', 'city', 'Gen. Tri'],
  ] as const)('keeps %s found while "%s" is typed', (name, kind, typed) => {
    expect(starts(name, kind, typed)).toBe(true);
  });

  it('does not find a name by the middle of a word', () => {
    expect(starts('Calamba', 'city', 'lamba')).toBe(false);
  });
});
