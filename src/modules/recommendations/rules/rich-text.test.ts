import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../../../../tests/support/xss-payloads';
import { plainTextToHtml, richTextToPlain, sanitizeRichText, toRichText } from './rich-text';

describe('rich text of recommendations', () => {
  it('turns ●, • and - bullets into a list, other lines into paragraphs', () => {
    expect(toRichText('Before planting:\n● Drain the field\n• Clean canals\n- Store seeds dry')).toBe(
      '<p>Before planting:</p><ul><li>Drain the field</li><li>Clean canals</li><li>Store seeds dry</li></ul>',
    );
  });

  it('splits bullets written on one line', () => {
    expect(toRichText('● Drain the field ● Clean canals')).toBe('<ul><li>Drain the field</li><li>Clean canals</li></ul>');
  });

  it('makes numbered lines a numbered list', () => {
    expect(plainTextToHtml('1. Plow\n2) Harrow')).toBe('<ol><li>Plow</li><li>Harrow</li></ol>');
  });

  it('keeps negative numbers and dashes inside words as text', () => {
    expect(toRichText('Temperature -2 degrees below normal')).toBe('<p>Temperature -2 degrees below normal</p>');
  });

  it('escapes angle brackets in plain text instead of reading them as tags', () => {
    expect(toRichText('Rainfall < 40% of normal')).toBe('<p>Rainfall &lt; 40% of normal</p>');
  });

  it('keeps the allow-listed tags and drops attributes and other tags', () => {
    expect(sanitizeRichText('<p class="x"><span style="color:red"><strong>Drain</strong></span> <i>now</i></p><br>')).toBe(
      '<p><strong>Drain</strong> <i>now</i></p><br />',
    );
  });

  it.each(XSS_PAYLOADS)('removes every script path from %s', (payload) => {
    const clean = toRichText(payload);
    expect(clean).not.toMatch(FORBIDDEN_MARKUP);
    expect(richTextToPlain(clean)).toContain('Drain');
  });

  it('never lets markup through that is not on the allow-list, for any input', () => {
    const piece = fc.constantFrom('<', '>', '/', '"', "'", '=', ' ', 'script', 'img', 'onerror', 'javascript:', 'p', 'a', 'href', 'svg', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const clean = sanitizeRichText(parts.join(''));
        for (const [, tag] of clean.matchAll(/<\/?([a-z0-9]+)/gi)) expect(['ol', 'ul', 'li', 'p', 'strong', 'b', 'em', 'i', 'br']).toContain(tag);
        expect(clean).not.toMatch(/<[^>]*\s[a-z-]+\s*=/i);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the plain text of a fragment', () => {
    expect(richTextToPlain('<ul><li>Drain</li><li>Clean</li></ul>')).toBe('Drain Clean');
    expect(richTextToPlain('<p>Rainfall &lt; 40% &amp; dry</p>')).toBe('Rainfall < 40% & dry');
    expect(richTextToPlain('Rain <60 mm & >180 mm')).toBe('Rain <60 mm & >180 mm');
  });

  it('never turns markup smuggled in as entities back into a tag in plain text', () => {
    for (const smuggled of [
      '&lt;img src=x onerror=alert(1)&gt;Water',
      '&#60;script&#62;alert(1)&#60;/script&#62;Water',
      '&amp;lt;img src=x onerror=alert(1)&amp;gt;Water',
      '&lt;&lt;img src=x onerror=alert(1)&gt;&gt;Water',
      '<<img src=x onerror=alert(1)>>Water',
      '&lt;svg/onload=alert(1)&gt;Water',
    ]) {
      const plain = richTextToPlain(smuggled);
      expect(plain, smuggled).not.toMatch(/<[a-z!/?]/i);
      expect(plain, smuggled).toContain('Water');
    }
  });
});
