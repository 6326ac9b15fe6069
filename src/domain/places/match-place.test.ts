import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@/domain/region/region';
import { REGION_PLACES, createRegionPlaceMatcher } from '@/domain/region/region-places';
import { splitPlaceText } from './match-place';

const matcher = createRegionPlaceMatcher();
const provinceName = (psgc: string) => PROVINCES.find((p) => p.psgc === psgc)!.name;
const byName = (name: string) => REGION_PLACES.find((place) => place.name === name)!;

// Ways PAGASA and people write the same name.
const toMojibake = (text: string) => text.replace(/ñ/g, '├▒');
const toLatin1Mojibake = (text: string) => text.replace(/ñ/g, 'Ã±');
const stripAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const cityOfToSuffix = (text: string) => (text.startsWith('City of ') ? `${text.slice(8)} City` : text);
const abbreviate = (text: string) => text.replace(/\bSanto\b/g, 'Sto.').replace(/\bSanta\b/g, 'Sta.').replace(/\bGeneral\b/g, 'Gen.');
const expand = (text: string) => text.replace(/\bSto\./g, 'Santo').replace(/\bSta\./g, 'Santa').replace(/\bGen\./g, 'General');

const variant = fc.record({
  transform: fc.constantFrom(toMojibake, toLatin1Mojibake, stripAccents, cityOfToSuffix, abbreviate, expand, (t: string) => t),
  upper: fc.boolean(),
  lower: fc.boolean(),
  padding: fc.tuple(fc.nat(3), fc.nat(3), fc.nat(2)),
});

describe('matching a place from free text', () => {
  it('finds the same place whatever the case, accents, mojibake, city form, abbreviation or spacing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGION_PLACES), variant, (place, { transform, upper, lower, padding }) => {
        let text = transform(place.name);
        if (upper) text = text.toUpperCase();
        else if (lower) text = text.toLowerCase();
        const [before, after, inner] = padding;
        text = `${' '.repeat(before)}${text.replace(/ /g, ' '.repeat(inner + 1))}${' '.repeat(after)}`;
        const result = matcher.match(`${text} (${provinceName(place.province)})`);
        expect(result).toEqual({ status: 'matched', place });
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and never matches a place of another province', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom(...PROVINCES), (text, province) => {
        const result = matcher.match(text, { province: province.name });
        if (result.status === 'matched') expect(result.place.province).toBe(province.psgc);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the spellings found in PAGASA files', () => {
    expect(matcher.match('Dasmari├▒as (Cavite)')).toEqual({ status: 'matched', place: byName('City of Dasmariñas') });
    expect(matcher.match('Bi├▒an (Laguna)')).toEqual({ status: 'matched', place: byName('City of Biñan') });
    expect(matcher.match('BiÃ±an (Laguna)')).toEqual({ status: 'matched', place: byName('City of Biñan') });
    expect(matcher.match('Lipa City (Batangas)')).toEqual({ status: 'matched', place: byName('City of Lipa') });
    expect(matcher.match('Sto. Tomas (Batangas)')).toEqual({ status: 'matched', place: byName('City of Sto. Tomas') });
    expect(matcher.match('Santo Tomas, Batangas')).toEqual({ status: 'matched', place: byName('City of Sto. Tomas') });
    expect(matcher.match('General Mariano Alvarez (Cavite)')).toEqual({ status: 'matched', place: byName('Gen. Mariano Alvarez') });
    expect(matcher.match('Mataas Na Kahoy (Batangas)')).toEqual({ status: 'matched', place: byName('Mataasnakahoy') });
    expect(matcher.match('  city   of   calaca  ')).toEqual({ status: 'matched', place: byName('City of Calaca') });
  });

  it('tells ambiguous, unknown and foreign names apart', () => {
    const rosario = matcher.match('Rosario');
    expect(rosario.status).toBe('ambiguous');
    expect(matcher.match('Rosario (Cavite)')).toMatchObject({ status: 'matched', place: { province: '0402100000' } });
    expect(matcher.match('Hinunangan (Quezon)')).toEqual({ status: 'unknown' });
    expect(matcher.match('Hinunangan (Southern Leyte)')).toEqual({ status: 'unknown_province', province: 'Southern Leyte' });
    expect(matcher.match('')).toEqual({ status: 'unknown' });
  });

  it('tells a municipality named like its province from the province', () => {
    expect(matcher.match('Quezon (Quezon)')).toMatchObject({ status: 'matched', place: { name: 'Quezon' } });
    expect(matcher.matchProvince('QUEZON')?.psgc).toBe('0405600000');
    expect(matcher.matchProvince('Metro Manila')).toBeNull();
  });
});

describe('splitting a place text', () => {
  it('reads "Name (Province)" and "Name, Province"', () => {
    expect(splitPlaceText('City of Calaca (Batangas)')).toEqual({ name: 'City of Calaca', province: 'Batangas' });
    expect(splitPlaceText('Imus, Cavite')).toEqual({ name: 'Imus', province: ' Cavite' });
    expect(splitPlaceText('Imus')).toEqual({ name: 'Imus' });
  });
});
