import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dedupeServerChunks } from '../../scripts/lib/dedupe-server-chunks.mjs';

const require = createRequire(import.meta.url);

// A chunk in Turbopack's server format: module ids, then the factory that makes them.
const chunk = (id: number, filler: string) => `module.exports=[${id},(e,t)=>{t.exports={id:${id},filler:${JSON.stringify(filler)}}}];\n`;
const BIG = 'x'.repeat(20 * 1024);

describe('dedupeServerChunks', () => {
  let dist: string;
  let chunks: string;
  const write = (name: string, code: string) => fs.writeFileSync(path.join(chunks, name), code);
  const read = (name: string) => fs.readFileSync(path.join(chunks, name), 'utf8');

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-chunks-'));
    chunks = path.join(dist, 'server', 'chunks');
    fs.mkdirSync(path.join(chunks, 'ssr'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('folds chunks that differ only in their source map comment into the first, which stays whole', () => {
    write('[root]__b._.js', `${chunk(1, BIG)}//# sourceMappingURL=%5Broot%5D__b._.js.map`);
    write('[root]__a._.js', `${chunk(1, BIG)}//# sourceMappingURL=%5Broot%5D__a._.js.map`);
    write('[root]__c._.js', `${chunk(1, BIG)}//# sourceMappingURL=%5Broot%5D__c._.js.map`);

    expect(dedupeServerChunks(dist)).toEqual({ files: 2, bytes: expect.any(Number) });

    expect(read('[root]__a._.js')).toContain(BIG);
    expect(read('[root]__b._.js')).toBe('module.exports = require("./[root]__a._.js");\n');
    // Each route requiring its own chunk gets the one module list of the first, compiled once.
    const first = require(path.join(chunks, '[root]__a._.js'));
    expect(require(path.join(chunks, '[root]__b._.js'))).toBe(first);
    expect(require(path.join(chunks, '[root]__c._.js'))).toBe(first);
  });

  it('keeps chunks whose code differs, small chunks, other files and repeats in another folder', () => {
    write('one.js', chunk(1, BIG));
    write('two.js', chunk(2, BIG));
    write('small-a.js', chunk(3, 'small'));
    write('small-b.js', chunk(3, 'small'));
    const runtime = `var RUNTIME = 1;\n${BIG}`;
    write('runtime-a.js', runtime);
    write('runtime-b.js', runtime);
    fs.writeFileSync(path.join(chunks, 'ssr', 'one.js'), chunk(1, BIG));

    expect(dedupeServerChunks(dist)).toEqual({ files: 0, bytes: 0 });
    for (const name of ['one.js', 'two.js', 'runtime-b.js']) expect(read(name).length).toBeGreaterThan(BIG.length);
    expect(read('small-b.js')).toBe(chunk(3, 'small'));
  });

  it('changes nothing when run again on a folded build', () => {
    write('a.js', chunk(1, BIG));
    write('b.js', chunk(1, BIG));
    dedupeServerChunks(dist);
    const folded = read('b.js');

    expect(dedupeServerChunks(dist)).toEqual({ files: 0, bytes: 0 });
    expect(read('b.js')).toBe(folded);
  });
});
