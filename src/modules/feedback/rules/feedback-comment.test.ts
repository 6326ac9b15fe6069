import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../../../../tests/support/xss-payloads';
import { cleanFeedbackComment, commentLength } from './feedback-comment';

describe('cleanFeedbackComment', () => {
  it('keeps what a reader typed, with the characters HTML would escape', () => {
    expect(cleanFeedbackComment('  Rain < 5 mm & wind > 20 km/h, "late" planting  ')).toBe('Rain < 5 mm & wind > 20 km/h, "late" planting');
    expect(cleanFeedbackComment('Salamat po! Nakatulong ang abiso 😀')).toBe('Salamat po! Nakatulong ang abiso 😀');
  });

  it('keeps a phone number only masked, as the phonebook shows one', () => {
    expect(cleanFeedbackComment('Call me on 0917-123-4567 or\n+63 998 765 4321 please')).toBe('Call me on +63 917 ••• ••67 or\n+63 998 ••• ••21 please');
    expect(cleanFeedbackComment('Rain on 2026-11-30, 1,250 mm')).toBe('Rain on 2026-11-30, 1,250 mm');
  });

  it('is null when nothing is left', () => {
    for (const empty of [null, undefined, '', '   ', '\r\n\t', '<script>alert(1)</script>', '<b></b>', '\u202E\u0007'])
      expect(cleanFeedbackComment(empty)).toBeNull();
  });

  it('drops every tag of the attack list, scripts and styles with their content', () => {
    for (const payload of XSS_PAYLOADS) {
      const cleaned = cleanFeedbackComment(payload) ?? '';
      expect(cleaned, payload).not.toMatch(FORBIDDEN_MARKUP);
      expect(cleaned, payload).not.toContain('<');
      expect(cleaned, payload).toContain('Drain');
    }
    expect(cleanFeedbackComment('<script>window.__xss = 1</script>Drain the field')).toBe('Drain the field');
    expect(cleanFeedbackComment('<b>Drain</b> the <em>field</em>')).toBe('Drain the field');
  });

  it('strips markup smuggled in as entities, and reads other entities back as characters', () => {
    expect(cleanFeedbackComment('&lt;script&gt;alert(1)&lt;/script&gt;Drain')).toBe('Drain');
    expect(cleanFeedbackComment('&amp;lt;img src=x onerror=alert(1)&amp;gt;ok')).toBe('ok');
    expect(cleanFeedbackComment('Rainfall &lt; 40% &amp; no wind')).toBe('Rainfall < 40% & no wind');
    expect(cleanFeedbackComment('x &#7;&#x202E;y')).toBe('x y');
  });

  it('removes control characters and reordering marks, and folds spaces and blank lines', () => {
    expect(cleanFeedbackComment('a\u0000b\u0008c\u007Fd\u202Ee\u2066f\uFEFFg')).toBe('abcdefg');
    expect(cleanFeedbackComment('first\r\n\r\n\r\n\r\nsecond  \t  third\rfourth')).toBe('first\n\nsecond third\nfourth');
    expect(cleanFeedbackComment('lone \uD800 surrogate')).toBe('lone surrogate');
  });

  it('gives text that cleans to itself and never holds the start of a tag', () => {
    const piece = fc.constantFrom('<', '>', '/', '&lt;', '&gt;', '&amp;', '"', '=', ' ', '\n', 'script', 'img', 'onerror', 'a', 'b', 'x', 'é', '\u0000');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const cleaned = cleanFeedbackComment(parts.join(''));
        if (cleaned === null) return;
        expect(cleaned).not.toMatch(/<[a-z!/?]/i);
        expect(cleanFeedbackComment(cleaned)).toBe(cleaned);
      }),
      { numRuns: 500 },
    );
  });
});

describe('commentLength', () => {
  it('counts characters as a reader does: an emoji is one, a CRLF line break is one', () => {
    expect(commentLength('😀😀')).toBe(2);
    expect(commentLength('a\r\nb')).toBe(3);
  });
});
