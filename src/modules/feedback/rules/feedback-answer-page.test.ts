import { describe, expect, it } from 'vitest';
import { escapeHtml, renderFeedbackAnswerPage } from './feedback-answer-page';

describe('renderFeedbackAnswerPage', () => {
  const text = { portalName: 'Portal', title: 'Salamat', paragraphs: ['Naitala ang inyong sagot.'], backHref: '/bulletins/abc', backLabel: 'Bumalik sa abiso' };

  it('is a whole small page in the given language with a title, a heading and a link back', () => {
    const html = renderFeedbackAnswerPage('tl', text);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="tl">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Salamat | Portal</title>');
    expect(html).toContain('<main id="main"><h1>Salamat</h1><p>Naitala ang inyong sagot.</p>');
    expect(html).toContain('<a href="/bulletins/abc">Bumalik sa abiso</a>');
    expect(html).not.toContain('<script');
    expect(Buffer.byteLength(html)).toBeLessThan(2000);
  });

  it('escapes every text it is given', () => {
    const html = renderFeedbackAnswerPage('en', { ...text, title: '<b>x</b>', paragraphs: ['"><script>alert(1)</script>'], backHref: '/"onmouseover="x' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('href="/&quot;onmouseover=&quot;x"');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
