import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleSearchSuggest, OUTPUT } from '../../scripts/lib/bundle-search-suggest.mjs';

const SITE_SCRIPT = path.join(import.meta.dirname, '../../public/site.js');
const gzipKb = (text: string) => zlib.gzipSync(text).length / 1024;

// Issue 16: public pages run only public/site.js, under 100 KB of compressed script on a first visit;
// the suggestions' script comes only when a search box is used.
describe('the search suggestions script', () => {
  it('public/search-suggest.js is the bundle of its sources (else run npm run build:search-suggest)', async () => {
    expect(fs.readFileSync(OUTPUT, 'utf8') === (await bundleSearchSuggest()), 'public/search-suggest.js is out of date: npm run build:search-suggest').toBe(
      true,
    );
  });

  it('is small, and site.js loads it only when a search box is focused or typed in', () => {
    const bundle = fs.readFileSync(OUTPUT, 'utf8');
    const site = fs.readFileSync(SITE_SCRIPT, 'utf8');
    console.log(`site.js ${gzipKb(site).toFixed(1)} KB gzip (every page); search-suggest.js ${gzipKb(bundle).toFixed(1)} KB gzip (on first use)`);
    expect(gzipKb(bundle)).toBeLessThan(14);
    expect(gzipKb(site)).toBeLessThan(2);
    expect(site).toContain("script.src = '/search-suggest.js'");
    expect(site).toMatch(/addEventListener\('focus', suggest\)/);
    expect(site).toMatch(/addEventListener\('input', suggest\)/);
    // The loader adds the script inside its handler, never at the top level of site.js.
    expect(site.indexOf('document.head.append(script)')).toBeGreaterThan(site.indexOf('const suggest = () =>'));
  });
});
