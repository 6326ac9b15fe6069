import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPlaceNameKeys } from './list-place-name-keys';
import { normalizePlaceName } from './normalize-place-name';

// Any code point, lone surrogates included, weighted towards ASCII and the scripts garbling passes through.
const anyChar = fc
  .oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0x2fff }), fc.integer({ min: 0, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

describe('listing the keys a place name may stand for', () => {
  it('gives the key of the repaired name first and of the name as it came last', () => {
    expect(listPlaceNameKeys('City of Dasmari├â┬▒as')).toEqual(['dasmarinas', 'dasmariaas']);
    expect(listPlaceNameKeys('Lipa City')).toEqual(['lipa']);
  });

  it('gives every reading of a garbled name whose case was changed, the likeliest first', () => {
    const keys = listPlaceNameKeys('DASMARIΓÖ£ΓÛÆAS');
    expect(keys).toContain('dasmarinas');
  });

  it('starts with the key normalizePlaceName gives and repeats none', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: anyChar, maxLength: 30 }), fc.constantFrom('Bi├▒an', 'biã±an', 'dasmariγö£γûæas')), (text) => {
        const keys = listPlaceNameKeys(text);
        expect(keys[0]).toBe(normalizePlaceName(text));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
