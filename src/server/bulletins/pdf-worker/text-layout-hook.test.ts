import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { load } from './text-layout-hook.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const LAYOUT = path.join(ROOT, 'node_modules/@react-pdf/layout/lib/index.js');
const layoutUrl = pathToFileURL(LAYOUT).href;
const loadedAs = (source: string) => async () => ({ format: 'module', source, shortCircuit: true });

describe('the PDF worker’s text layout hook', () => {
  it('changes react-pdf’s text layout function to ask the memo first, and leaves every other module alone', async () => {
    const source = fs.readFileSync(LAYOUT, 'utf8');
    const changed = String((await load(layoutUrl, {}, loadedAs(source))).source);
    expect(changed).toContain("(globalThis[Symbol.for('acap.textLayouts')] ?? layoutTextAnew)(node, width, height, fontStore, layoutTextAnew)");
    expect(changed).toContain('const layoutTextAnew = (node, width, height, fontStore) => {');
    expect(changed.length).toBeGreaterThan(source.length);

    const other = pathToFileURL(path.join(ROOT, 'node_modules/@react-pdf/render/lib/index.js')).href;
    expect((await load(other, {}, loadedAs(source))).source).toBe(source);
  });

  it('stops the worker with a message naming the package when react-pdf no longer has that function', async () => {
    await expect(load(layoutUrl, {}, loadedAs('export default function layout() {}'))).rejects.toThrow(
      /cannot find react-pdf's text layout function .*@react-pdf\/layout is not the version/,
    );
  });

  it('makes react-pdf lay every paragraph of a real document out through the memo, when one is installed', async () => {
    // A Node process of its own with the hook registered as the worker registers it, and a memo that counts.
    const script = `
        import { register } from 'node:module';
        register(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'text-layout-hook.mjs')).href)});
        const asked = [];
        globalThis[Symbol.for('acap.textLayouts')] = (node, width, height, fontStore, layOut) => {
          asked.push(node.children.map((child) => child.value).join(''));
          return layOut(node, width, height, fontStore);
        };
        const { createElement: h } = await import('react');
        const { Document, Page, Text, renderToBuffer } = await import('@react-pdf/renderer');
        const pdf = await renderToBuffer(h(Document, null, h(Page, { size: 'A6' }, h(Text, null, 'Magtanim'), h(Text, null, 'Mag-ani'))));
        console.log(JSON.stringify({ asked, pdf: pdf.subarray(0, 5).toString('latin1') }));
      `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { asked, pdf } = JSON.parse(stdout) as { asked: string[]; pdf: string };
    expect(pdf).toBe('%PDF-');
    expect(asked).toEqual(expect.arrayContaining(['Magtanim', 'Mag-ani']));
  }, 60_000);
});
