import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escaping for HTML', () => {
  it('escapes the five characters that end text or attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves no markup character behind, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/);
      }),
    );
  });
});
