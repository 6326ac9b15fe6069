import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone, readSmsLanguage } from './phonebook';

describe('normalizePhone', () => {
  it('reads a mobile number however the lists write it', () => {
    for (const written of ['09171234567', '0917 123 4567', '0917-123-4567', '+63 917 123 4567', '639171234567', '9171234567', ' +639171234567 ']) {
      expect(normalizePhone(written), written).toEqual({ ok: true, e164: '+639171234567' });
    }
  });

  it('refuses what cannot receive a text, saying why', () => {
    expect(normalizePhone('')).toEqual({ ok: false, problem: 'no number' });
    expect(normalizePhone('0917123456')).toEqual({ ok: false, problem: 'not a valid phone number' });
    expect(normalizePhone('(02) 8123 4567')).toEqual({ ok: false, problem: 'a landline: texts need a mobile number' });
    expect(normalizePhone('+1 415 555 2671')).toEqual({ ok: false, problem: 'not a Philippine number' });
    expect(normalizePhone('call me')).toMatchObject({ ok: false });
  });

  it('never throws, and what it accepts is E.164 +639…', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const read = normalizePhone(text);
        if (read.ok) expect(read.e164).toMatch(/^\+639\d{9}$/);
      }),
    );
  });
});

describe('readSmsLanguage', () => {
  it('reads English and Tagalog as the lists write them', () => {
    expect(['en', 'English', ' EN '].map(readSmsLanguage)).toEqual(['en', 'en', 'en']);
    expect(['tl', 'tag', 'fil', 'Tagalog', 'Filipino'].map(readSmsLanguage)).toEqual(['tag', 'tag', 'tag', 'tag', 'tag']);
    expect(readSmsLanguage('Bisaya')).toBeNull();
  });
});
