#!/usr/bin/env node
// `npm run build:search-suggest`: writes public/search-suggest.js from its sources (see lib/bundle-search-suggest.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bundleSearchSuggest, OUTPUT } from './lib/bundle-search-suggest.mjs';

const text = await bundleSearchSuggest();
fs.writeFileSync(OUTPUT, text);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${path.relative(process.cwd(), OUTPUT)}: ${kb(Buffer.byteLength(text))}, ${kb(zlib.gzipSync(text).length)} gzip`);
