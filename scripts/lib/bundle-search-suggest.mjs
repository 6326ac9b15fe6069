// The search suggestions' script for the public pages, which run no framework script (decision 028):
// src/modules/site/browser/search-suggest.ts with minisearch and the place-name folding, bundled by esbuild into
// one plain file. The file is kept in public/ and committed, so neither `next build` nor a release
// needs esbuild; a test fails when it no longer matches its sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCE = path.join(ROOT, 'src', 'modules', 'site', 'browser', 'search-suggest.ts');
export const OUTPUT = path.join(ROOT, 'public', 'search-suggest.js');

/** The bundle's text, as public/search-suggest.js must hold it. */
export async function bundleSearchSuggest() {
  const result = await build({
    entryPoints: [SOURCE],
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    // The browsers Next builds for by default: what the pages served with the framework run on too.
    target: ['chrome64', 'edge79', 'firefox67', 'opera51', 'safari12'],
    charset: 'utf8',
    legalComments: 'none',
    banner: { js: '// Generated from src/modules/site/browser/search-suggest.ts by `npm run build:search-suggest`; minisearch is MIT-licensed (Luca Ongaro).' },
    write: false,
  });
  return result.outputFiles[0].text;
}
