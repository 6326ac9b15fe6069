import { describe, expect, it } from 'vitest';
import { describeUnstorableText, findUnstorableText } from './find-unstorable-text';

describe('findUnstorableText', () => {
  it('accepts ordinary text in any script, emoji and combining marks', () => {
    expect(findUnstorableText({ name: 'Niño Dela Cruz', note: ['Palay 🌾', 'é́', 'ЛАГУНА', '١٢٣'] })).toBeNull();
    expect(findUnstorableText(42)).toBeNull();
  });

  it('names the path of a control character other than a tab or a line break', () => {
    expect(findUnstorableText({ practiceEn: 'Drain the field.\n\tKeep seed dry.\r\n' })).toBeNull();
    expect(findUnstorableText({ name: 'Ana\u0007' })).toEqual({ path: 'name', problem: 'contains a control character (U+0007)' });
    expect(findUnstorableText({ rows: ['ok', 'page\u000Cbreak'] })).toEqual({ path: 'rows.1', problem: 'contains a control character (U+000C)' });
    expect(findUnstorableText({ note: 'escape\u001B[31m' })?.problem).toBe('contains a control character (U+001B)');
    expect(findUnstorableText({ note: 'c1\u0085' })?.problem).toBe('contains a control character (U+0085)');
    expect(findUnstorableText({ note: 'del\u007F' })?.problem).toBe('contains a control character (U+007F)');
  });

  it('refuses bidirectional controls, which show a town or a number in another order than stored', () => {
    expect(findUnstorableText({ headline: 'Signal No. \u202E3 ,yaB' })).toEqual({
      path: 'headline',
      problem: 'contains a bidirectional control character (U+202E), which can show text in another order than it is stored',
    });
    for (const character of ['\u061C', '\u200E', '\u200F', '\u202A', '\u202D', '\u2066', '\u2069'])
      expect(findUnstorableText({ note: `a${character}b` })?.problem).toContain('bidirectional control');
    // Arabic and Hebrew letters themselves are text.
    expect(findUnstorableText({ note: 'مرحبا שלום' })).toBeNull();
  });

  it('names the path of a NUL character or a lone surrogate, in keys too', () => {
    expect(findUnstorableText({ rows: [{ municipality: 'Bay\u0000' }] })).toEqual({ path: 'rows.0.municipality', problem: 'contains a NUL character' });
    expect(findUnstorableText({ a: ['ok', 'x\uD800'] })?.path).toBe('a.1');
    expect(findUnstorableText({ 'bad\u0000key': 1 })?.path).toBe('bad\u0000key');
    expect(describeUnstorableText({ path: 'name', problem: 'contains a NUL character' })).toBe(
      'name: the text contains a NUL character, which is not allowed.',
    );
    expect(describeUnstorableText({ path: '', problem: 'contains a NUL character' })).toBe('the text contains a NUL character, which is not allowed.');
  });
});
