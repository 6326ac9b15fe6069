import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@/domain/auth/signed-in-hint';

const require = createRequire(import.meta.url);
const { isPublicPageKey, stripPageScripts, SITE_SCRIPT } = require('../../page-scripts.cjs') as {
  isPublicPageKey: (key: string) => boolean;
  stripPageScripts: (html: string) => string;
  SITE_SCRIPT: string;
};

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><link rel="modulepreload" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/d.js" async=""></script><title>Bay — Portal</title><meta property="og:image" content="http://x/previews/en/page/home.png"/></head>' +
  '<body><main><h1>Bay</h1><p>Heavy rains</p></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\/script>"])</script></body></html>';

// Issue 16: public pages carried 170 KB of framework script and a start-up payload of two thirds of their HTML.
describe('cached public pages without the framework script', () => {
  it('keeps the document and its styles, drops every script and script hint, and adds the site script', () => {
    const stripped = stripPageScripts(PAGE);
    expect(stripped).not.toMatch(/<script(?![^>]*src="\/site\.js")/);
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('as="script"');
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(stripped).toContain('<main><h1>Bay</h1><p>Heavy rains</p></main>');
    expect(stripped).toContain(`${SITE_SCRIPT}</head>`);
    expect(stripped.length).toBeLessThan(PAGE.length);
    // Idempotent: a page stored twice is the same page.
    expect(stripPageScripts(stripped)).toBe(stripped);
  });

  it('leaves alone a page that needs its scripts to show streamed content, and anything that is not a whole page', () => {
    const streamed = PAGE.replace('</main>', '</main><div hidden id="S:0"><p>late</p></div><script>$RC("B:0","S:0")</script>');
    expect(stripPageScripts(streamed)).toBe(streamed);
    expect(stripPageScripts('{"not":"html"}')).toBe('{"not":"html"}');
  });

  it('applies to public pages only', () => {
    expect(isPublicPageKey('/en/weather-services/ten-day/laguna')).toBe(true);
    expect(isPublicPageKey('/tl')).toBe(true);
    expect(isPublicPageKey('/en/admin')).toBe(false);
    expect(isPublicPageKey('/en/admin/weather')).toBe(false);
  });

  it('has a site script that reads the same signed-in hint cookie as the server writes', () => {
    const site = fs.readFileSync(path.join(import.meta.dirname, '../../public/site.js'), 'utf8');
    expect(site).toContain(`'${SIGNED_IN_HINT_COOKIE}=1'`);
    expect(site).toContain('/search/near?lat=');
  });
});
