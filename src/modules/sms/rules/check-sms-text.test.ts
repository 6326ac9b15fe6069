import { describe, expect, it } from 'vitest';
import { normalizeSmsText, smsTextProblem, withClosingLine, withoutClosingLine } from './check-sms-text';
import { SMS_WORDS } from './sms-words';

const EN = SMS_WORDS.en.closing;
const TL = SMS_WORDS.tag.closing;
/** A text of `n` characters before its closing line and the space ahead of it. */
const ofLength = (n: number) => withClosingLine('a'.repeat(n), EN);

describe("checking staff's SMS text", () => {
  it('takes a text of two parts with its closing line, refuses one of three with how much to remove before the closing line, and one that starts like a formula', () => {
    const room = 306 - 1 - EN.length;
    expect(smsTextProblem(ofLength(room), EN)).toBeNull();
    expect(smsTextProblem(ofLength(room + 1), EN)).toBe(
      'Too long: the text takes 3 SMS parts and may take at most 2. ' +
        `Remove 1 character before the closing line (its ${EN.length} characters always end the text), or shorten it elsewhere.`,
    );
    expect(smsTextProblem(withClosingLine(`${'a'.repeat(134 - 1 - EN.length)}“`, EN), EN)).toContain('UCS-2');
    for (const start of ['=', '+', '-', '@'])
      expect(smsTextProblem(withClosingLine(`${start}SUM(A1)`, EN), EN), start).toContain('may not start with =, +, - or @');
    expect(smsTextProblem(withClosingLine('Bay, Laguna: 2-3 days of rain', TL), TL)).toBeNull();
  });

  it('refuses a text without its closing line at the end, or with a closing line of either language before it', () => {
    expect(smsTextProblem('Bay, Laguna: 2-3 days of rain', EN)).toBe(
      `The text must end with the closing line "${EN}": it says where farmers find official warnings.`,
    );
    // The English closing line on a Tagalog bulletin: the Tagalog one is added after it, and the text would say it twice.
    expect(smsTextProblem(withClosingLine(`Bay: ulan. ${EN}`, TL), TL)).toContain('is added once, at the end');
    expect(smsTextProblem(`Bay: ulan. ${TL} Bukas pa. ${TL}`, TL)).toContain('is added once, at the end');
  });

  it('adds the closing line after a space when the text does not end with it, never twice', () => {
    expect(withClosingLine('Bay: ulan bukas.', TL)).toBe(`Bay: ulan bukas. ${TL}`);
    expect(withClosingLine(`Bay: ulan bukas.\n${TL}`, TL)).toBe(`Bay: ulan bukas.\n${TL}`);
    expect(withClosingLine(`Bay: rain. ${EN}  `, EN)).toBe(`Bay: rain. ${EN}`);
    expect(withClosingLine('', EN)).toBe(EN);
    expect(withoutClosingLine(`Bay: rain.\n${EN}`, EN)).toBe('Bay: rain.');
    expect(withoutClosingLine('Bay: rain.', EN)).toBe('Bay: rain.');
  });

  it('stores line breaks as LF without surrounding spaces, and an empty text as none', () => {
    expect(normalizeSmsText('  Bay:\r\nulan\rbukas  ')).toBe('Bay:\nulan\nbukas');
    expect(normalizeSmsText(' \r\n ')).toBeNull();
    expect(normalizeSmsText(null)).toBeNull();
  });
});
