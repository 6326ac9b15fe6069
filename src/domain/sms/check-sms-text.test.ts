import { describe, expect, it } from 'vitest';
import { normalizeSmsText, smsTextProblem } from './check-sms-text';

describe("checking staff's SMS text", () => {
  it('takes a text of two parts, refuses one of three with how much to remove, and one that starts like a formula', () => {
    expect(smsTextProblem('a'.repeat(306))).toBeNull();
    expect(smsTextProblem('a'.repeat(307))).toContain('takes 3 SMS parts and may take at most 2. Remove 1 character from the end');
    expect(smsTextProblem(`${'a'.repeat(134)}“`)).toContain('UCS-2');
    for (const start of ['=', '+', '-', '@']) expect(smsTextProblem(`${start}SUM(A1)`), start).toContain('may not start with =, +, - or @');
    expect(smsTextProblem('Bay, Laguna: 2-3 days of rain')).toBeNull();
  });

  it('stores line breaks as LF without surrounding spaces, and an empty text as none', () => {
    expect(normalizeSmsText('  Bay:\r\nulan\rbukas  ')).toBe('Bay:\nulan\nbukas');
    expect(normalizeSmsText(' \r\n ')).toBeNull();
    expect(normalizeSmsText(null)).toBeNull();
  });
});
