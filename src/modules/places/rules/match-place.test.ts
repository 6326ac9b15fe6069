import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@/modules/places/rules/region';
import { REGION_PLACES, createRegionPlaceMatcher } from '@/modules/places/rules/region-places';
import { garbleAsMojibake, type GarblingCodePage } from './garble-as-mojibake';
import { splitPlaceText } from './match-place';

const matcher = createRegionPlaceMatcher();
const provinceName = (psgc: string) => PROVINCES.find((p) => p.psgc === psgc)!.name;
const byName = (name: string) => REGION_PLACES.find((place) => place.name === name)!;

// Ways PAGASA and people write the same name.
const stripAccents = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const cityOfToSuffix = (text: string) => (text.startsWith('City of ') ? `${text.slice(8)} City` : text);
const abbreviate = (text: string) =>
  text
    .replace(/\bSanto\b/g, 'Sto.')
    .replace(/\bSanta\b/g, 'Sta.')
    .replace(/\bGeneral\b/g, 'Gen.');
const expand = (text: string) =>
  text
    .replace(/\bSto\./g, 'Santo')
    .replace(/\bSta\./g, 'Santa')
    .replace(/\bGen\./g, 'General');

const variant = fc.record({
  transform: fc.constantFrom(stripAccents, cityOfToSuffix, abbreviate, expand, (t: string) => t),
  upper: fc.boolean(),
  lower: fc.boolean(),
  padding: fc.tuple(fc.nat(3), fc.nat(3), fc.nat(2)),
});

const PAGES: GarblingCodePage[] = ['windows-1252', 'iso-8859-1', 'cp437'];
const garble = (text: string, pages: readonly GarblingCodePage[]) => pages.reduce(garbleAsMojibake, text);
const spellings = (place: (typeof REGION_PLACES)[number]) => [...new Set([place.name, ...place.aliases])];
/** Every sequence of code pages a name may have gone through, one to three times. */
const PAGE_SEQUENCES = [1, 2, 3].flatMap((depth) =>
  Array.from({ length: PAGES.length ** depth }, (_, n) => Array.from({ length: depth }, (_, i) => PAGES[Math.floor(n / PAGES.length ** i) % PAGES.length]!)),
);
const WITH_ENYE = REGION_PLACES.filter((place) => /ñ/i.test(spellings(place).join()));
const spaceOut = (text: string, [before, after, inner]: [number, number, number]) =>
  `${' '.repeat(before)}${text.replace(/ /g, ' '.repeat(inner + 1))}${' '.repeat(after)}`;

describe('matching a place from free text', () => {
  it('finds the same place whatever the case, accents, city form, abbreviation or spacing', () => {
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

  it('finds every place of the region garbled one to three times through any code pages, in any case and spacing', () => {
    const garbled = fc.record({
      pages: fc.array(fc.constantFrom(...PAGES), { minLength: 1, maxLength: 3 }),
      // Case changed before the garbling (the name as typed) and after it (a person or an UPPER formula).
      caseBefore: fc.constantFrom('none', 'upper', 'lower', 'mixed'),
      caseAfter: fc.constantFrom('none', 'upper', 'lower', 'mixed'),
      mixed: fc.array(fc.boolean(), { minLength: 1, maxLength: 24 }),
      padding: fc.tuple(fc.nat(3), fc.nat(3), fc.nat(2)),
      form: fc.constantFrom('brackets', 'comma', 'option'),
    });
    fc.assert(
      // Half the runs on the names garbling changes: the others come through it untouched.
      fc.property(
        fc.oneof(fc.constantFrom(...REGION_PLACES), fc.constantFrom(...WITH_ENYE)),
        fc.nat(),
        garbled,
        (place, pick, { pages, caseBefore, caseAfter, mixed, padding, form }) => {
          const recase = (text: string, how: string) =>
            how === 'upper'
              ? text.toUpperCase()
              : how === 'lower'
                ? text.toLowerCase()
                : how === 'mixed'
                  ? [...text].map((c, i) => (mixed[i % mixed.length] ? c.toUpperCase() : c.toLowerCase())).join('')
                  : text;
          const options = spellings(place);
          const text = spaceOut(recase(garble(recase(options[pick % options.length]!, caseBefore), pages), caseAfter), padding);
          const province = provinceName(place.province);
          const result =
            form === 'brackets'
              ? matcher.match(`${text} (${province})`)
              : form === 'comma'
                ? matcher.match(`${text}, ${province}`)
                : matcher.match(text, { province });
          expect(result, JSON.stringify(text)).toEqual({ status: 'matched', place });
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('finds the places spelt with ñ through every sequence of code pages, upper- or lower-cased afterwards', () => {
    expect(WITH_ENYE.map((place) => place.name)).toEqual(['City of Dasmariñas', 'City of Biñan', 'Los Baños']);
    for (const place of WITH_ENYE) {
      for (const spelling of spellings(place)) {
        for (const pages of PAGE_SEQUENCES) {
          for (const text of [garble(spelling, pages), garble(spelling, pages).toUpperCase(), garble(spelling, pages).toLowerCase()]) {
            expect(matcher.match(`${text} (${provinceName(place.province)})`), `${text} (${pages.join(' > ')})`).toEqual({ status: 'matched', place });
          }
        }
      }
    }
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
    // The older files: ñ garbled twice, UTF-8 read as Windows-1252 and that read again as code page 437.
    expect(matcher.match('City of Dasmari├â┬▒as (Cavite)')).toEqual({ status: 'matched', place: byName('City of Dasmariñas') });
    expect(matcher.match('City of Bi├â┬▒an (Laguna)')).toEqual({ status: 'matched', place: byName('City of Biñan') });
    expect(matcher.match('Los Ba├â┬▒os (Laguna)')).toEqual({ status: 'matched', place: byName('Los Baños') });
    expect(matcher.match('LOS BA├Â┬▒OS (LAGUNA)')).toEqual({ status: 'matched', place: byName('Los Baños') });
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
    // A garbled name that is no place of the region stays unknown, to be reported with its row.
    expect(matcher.match('Santo Ni├â┬▒o (Quezon)')).toEqual({ status: 'unknown' });
    expect(matcher.match('City of Dasmari├â┬▒as (Laguna)')).toEqual({ status: 'unknown' });
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
