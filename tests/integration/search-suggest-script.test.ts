import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleSearchSuggest, OUTPUT } from '../../scripts/lib/bundle-search-suggest.mjs';

const gzipKb = (text: string) => zlib.gzipSync(text).length / 1024;

// Issue 16: the suggestions' script comes only when a search box is used, and is small.
describe('the search suggestions script', () => {
  it('public/search-suggest.js is the bundle of its sources (else run npm run build:search-suggest)', async () => {
    expect(fs.readFileSync(OUTPUT, 'utf8') === (await bundleSearchSuggest()), 'public/search-suggest.js is out of date: npm run build:search-suggest').toBe(
      true,
    );
  });

  it('is small (tests/e2e/light-pages.test.ts sees it load only when a search box is first used)', () => {
    const bundle = fs.readFileSync(OUTPUT, 'utf8');
    console.log(`search-suggest.js ${gzipKb(bundle).toFixed(1)} KB gzip (on first use)`);
    expect(gzipKb(bundle)).toBeLessThan(14);
  });
});
