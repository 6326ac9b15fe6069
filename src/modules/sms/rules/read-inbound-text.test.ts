import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { PROVINCES } from '@/modules/places/rules/region';
import { REGION_PLACES, createRegionPlaceMatcher, type RegionPlace } from '@/modules/places/rules/region-places';
import { readInboundText, type InboundReading } from './read-inbound-text';

const towns = createRegionPlaceMatcher();
const read = (text: string): InboundReading<RegionPlace> => readInboundText(text, towns, CROP_CATALOGUE);
const placeNamed = (name: string) => REGION_PLACES.find((place) => place.name === name)!;
const provinceOf = (place: RegionPlace) => PROVINCES.find((province) => province.psgc === place.province)!.name;

const STOP_WORDS = ['STOP', 'HINTO', 'TIGIL', 'UNSUB'];
const randomCase = (word: string, flips: boolean[]) => [...word].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char.toLowerCase())).join('');
const space = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '');

describe('readInboundText: STOP', () => {
  it('stops on STOP, HINTO, TIGIL or UNSUB alone, in any case, trimmed', () => {
    for (const text of [
      'STOP',
      'stop',
      ' Stop ',
      'HINTO',
      'hinto',
      ' Tigil ',
      'TIGIL\n',
      'unsub',
      'UNSUB',
      'Stop.',
      'STOP!',
      'ＳＴＯＰ',
      'ACAP STOP',
      'acap hinto',
    ]) {
      expect(read(text).kind, JSON.stringify(text)).toBe('stop');
    }
  });

  it('says Tagalog for HINTO and TIGIL, nothing for STOP', () => {
    expect(read('HINTO')).toEqual({ kind: 'stop', language: 'tag' });
    expect(read('stop')).toEqual({ kind: 'stop', language: null });
  });

  it('is no command inside a longer message', () => {
    for (const text of ['please STOP sending', 'STOP na po', 'hindi ko gusto, tigil na', 'STOP STOP', 'stopping', 'UNSUB me', 'Hinto muna ang ulan?']) {
      expect(read(text).kind, text).not.toBe('stop');
    }
  });

  it('any stop word, in any case, between any spaces, stops; with another word beside it, never', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STOP_WORDS), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), space, space, (word, flips, before, after) => {
        expect(read(`${before}${randomCase(word, flips)}${after}`).kind).toBe('stop');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...STOP_WORDS), fc.stringMatching(/^[A-Za-z]{1,12}$/), fc.boolean(), (word, other, first) => {
        fc.pre(other.toLowerCase() !== 'acap');
        expect(read(first ? `${other} ${word}` : `${word} ${other}`).kind).not.toBe('stop');
      }),
    );
  });
});

describe('readInboundText: ACAP <town> <crop> [EN|TL]', () => {
  it('subscribes with the town, the crop and the language given', () => {
    const calamba = read('ACAP CALAMBA PALAY TL');
    expect(calamba).toMatchObject({
      kind: 'subscribe',
      place: { name: 'City of Calamba' },
      crop: { key: 'rice' },
      language: 'tag',
      command: 'ACAP CALAMBA PALAY TL',
    });
    expect(read('acap calamba rice en')).toMatchObject({ kind: 'subscribe', crop: { key: 'rice' }, language: 'en' });
    expect(read('ACAP TL CALAMBA MAIS')).toMatchObject({ kind: 'subscribe', crop: { key: 'corn' }, language: 'tag' });
  });

  it('takes the longest town first: SAN PEDRO and CITY OF CALAMBA are whole towns', () => {
    expect(read('acap san pedro rice')).toMatchObject({ kind: 'subscribe', place: { name: 'City of San Pedro' }, crop: { key: 'rice' } });
    expect(read('ACAP CITY OF CALAMBA MAIS')).toMatchObject({ kind: 'subscribe', place: { name: 'City of Calamba' }, crop: { key: 'corn' } });
    expect(read('ACAP STA. CRUZ KAMOTENG KAHOY')).toMatchObject({ kind: 'subscribe', place: { name: 'Santa Cruz' }, crop: { key: 'cassava' } });
    expect(read('ACAP GEN. MARIANO ALVAREZ SWEET POTATO')).toMatchObject({
      kind: 'subscribe',
      place: { name: 'Gen. Mariano Alvarez' },
      crop: { key: 'sweet_potato' },
    });
  });

  it('without a language: English when the crop was written in English, else Tagalog', () => {
    expect(read('ACAP BAY RICE')).toMatchObject({ language: 'en' });
    expect(read('ACAP BAY PALAY')).toMatchObject({ language: 'tag' });
    // The same word in both languages, and other names (aliases): Tagalog, the region's farmers' language.
    expect(read('ACAP BAY OKRA')).toMatchObject({ crop: { key: 'okra' }, language: 'tag' });
    expect(read('ACAP BAY MAIZE')).toMatchObject({ crop: { key: 'corn' }, language: 'tag' });
  });

  it('names a town shared by two provinces, and takes it with its province', () => {
    expect(read('ACAP ROSARIO PALAY')).toMatchObject({ kind: 'subscribe_problem', problem: 'ambiguous_town', written: 'ROSARIO', cropWords: 'PALAY' });
    const [first, second] = (read('ACAP ROSARIO PALAY') as { candidates: RegionPlace[] }).candidates;
    expect([first, second].map((place) => provinceOf(place!)).sort()).toEqual(['Batangas', 'Cavite']);
    expect(read('ACAP ROSARIO BATANGAS PALAY')).toMatchObject({ kind: 'subscribe', place: { name: 'Rosario' }, crop: { key: 'rice' } });
    expect(provinceOf((read('ACAP ROSARIO, CAVITE PALAY') as { place: RegionPlace }).place)).toBe('Cavite');
    expect(read('ACAP ROSARIO')).toMatchObject({ problem: 'ambiguous_town', cropWords: null });
  });

  it('says what was not understood', () => {
    expect(read('ACAP CALAMBAA PALAY')).toMatchObject({ kind: 'subscribe_problem', problem: 'unknown_town', written: 'CALAMBAA', language: 'tag' });
    expect(read('ACAP SAN PEDROO RICE')).toMatchObject({ problem: 'unknown_town', written: 'SAN PEDROO', language: 'en' });
    expect(read('ACAP CALAMBA DURIAN')).toMatchObject({ problem: 'unknown_crop', written: 'DURIAN', townWords: 'CALAMBA', place: { name: 'City of Calamba' } });
    expect(read('ACAP CITY OF CALAMBA')).toMatchObject({ problem: 'no_crop', townWords: 'CITY OF CALAMBA' });
    expect(read('ACAP')).toMatchObject({ problem: 'form' });
    expect(read('ACAP hello there')).toMatchObject({ problem: 'form' });
    expect(read(`ACAP ${'BAY '.repeat(20)}RICE`)).toMatchObject({ problem: 'form' });
    expect(read('ACAP CALAMBA DURIAN EN')).toMatchObject({ problem: 'unknown_crop', language: 'en' });
  });

  it('reads every town of the region with every crop, by either name, in any case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGION_PLACES.filter((place) => towns.match(place.name).status === 'matched')),
        fc.constantFrom(...CROP_CATALOGUE),
        fc.constantFrom<'en' | 'tl'>('en', 'tl'),
        fc.constantFrom('', ' EN', ' TL', ' tagalog', ' english'),
        fc.boolean(),
        (place, crop, cropLanguage, languageWord, upperCase) => {
          const text = `acap ${place.name} ${crop.name[cropLanguage]}${languageWord}`;
          const reading = read(upperCase ? text.toUpperCase() : text);
          expect(reading).toMatchObject({ kind: 'subscribe', place: { psgc: place.psgc }, crop: { key: crop.key } });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('readInboundText: replies to a bulletin', () => {
  it('reads OO/YES as useful and HINDI/NO as not, with or without a comment', () => {
    expect(read('OO')).toEqual({ kind: 'feedback', useful: true, comment: null, language: 'tag' });
    expect(read('oo po')).toEqual({ kind: 'feedback', useful: true, comment: null, language: 'tag' });
    expect(read('Yes!')).toEqual({ kind: 'feedback', useful: true, comment: null, language: 'en' });
    expect(read('HINDI')).toMatchObject({ useful: false, comment: null });
    expect(read('no')).toMatchObject({ useful: false, comment: null, language: 'en' });
    expect(read('OO salamat')).toEqual({ kind: 'feedback', useful: true, comment: 'OO salamat', language: 'tag' });
    expect(read('Hindi po, huli na dumating')).toMatchObject({ useful: false, comment: 'Hindi po, huli na dumating' });
  });

  it('takes a short comment alone as feedback that answers neither', () => {
    expect(read('Maraming salamat sa abiso')).toEqual({ kind: 'feedback', useful: null, comment: 'Maraming salamat sa abiso', language: null });
  });

  it('cleans comments as the web form does, and keeps a phone number in them only masked', () => {
    expect(read('OO <b>salamat</b>')).toMatchObject({ comment: 'OO salamat' });
    expect(read('Tawagan nyo ako 0917 123 4567 salamat')).toMatchObject({ comment: 'Tawagan nyo ako +63 917 ••• ••67 salamat' });
    expect(read('oo +63-917-123-4567')).toMatchObject({ useful: true, comment: 'oo +63 917 ••• ••67' });
    // A date is no phone number.
    expect(read('Umulan noong 2026-11-28')).toMatchObject({ comment: 'Umulan noong 2026-11-28' });
  });

  it('answers help to HELP, an empty text and one too long to be a comment', () => {
    expect(read('')).toMatchObject({ kind: 'help', reason: 'empty' });
    expect(read('   \n ')).toMatchObject({ kind: 'help', reason: 'empty' });
    expect(read('...')).toMatchObject({ kind: 'help', reason: 'empty' });
    expect(read('HELP')).toMatchObject({ kind: 'help', reason: 'asked', language: 'en' });
    expect(read('tulong')).toMatchObject({ kind: 'help', reason: 'asked', language: 'tag' });
    expect(read(`OO ${'salamat '.repeat(80)}`)).toMatchObject({ kind: 'help', reason: 'too_long' });
  });
});

describe('readInboundText on any text', () => {
  it('never throws, and a comment it keeps is short, clean and holds no run of ten digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 600 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.stringMatching(/^[0-9 +().-]{0,40}$/)),
        (text) => {
          const reading = read(text);
          if (reading.kind === 'feedback' && reading.comment !== null) {
            expect([...reading.comment].length).toBeLessThanOrEqual(500);
            expect(reading.comment.replace(/\D/g, ' ')).not.toMatch(/\d{10}/);
            expect(reading.comment.replace(/[\s().-]/g, '')).not.toMatch(/\d{10}/);
          }
        },
      ),
    );
  });

  it('reads the town of a subscription from the matcher only (a place of the region, by psgc)', () => {
    const bay = placeNamed('Bay');
    expect(read('ACAP BAY LAGUNA RICE')).toMatchObject({ kind: 'subscribe', place: { psgc: bay.psgc } });
  });
});
