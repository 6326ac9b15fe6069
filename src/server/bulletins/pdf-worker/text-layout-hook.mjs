// Module load hook of the PDF worker thread (registered by ./entry.mjs): lets the worker keep the text
// layouts react-pdf makes (src/server/bulletins/pdf/remember-text-layouts.ts, decision 049).
//
// react-pdf lays a paragraph out in `layoutText`, a function private to @react-pdf/layout, anew in every
// document, even for a paragraph it laid out in the same box a moment before. The module's source is
// changed as Node loads it, on this thread alone, so that the function asks the memo the renderer
// installs on globalThis first; with none installed it runs as written. The package's version is pinned
// (package.json): a version whose source no longer holds the line below stops the worker with a message
// saying so, rather than leaving the memo silently unused.
const LAYOUT_MODULE = '/node_modules/@react-pdf/layout/lib/index.js';
const ORIGINAL = 'const layoutText = (node, width, height, fontStore) => {';
const CHANGED =
  "const layoutText = (node, width, height, fontStore) => (globalThis[Symbol.for('acap.textLayouts')] ?? layoutTextAnew)(node, width, height, fontStore, layoutTextAnew);\n" +
  'const layoutTextAnew = (node, width, height, fontStore) => {';

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.endsWith(LAYOUT_MODULE)) return loaded;
  const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  const at = source.indexOf(ORIGINAL);
  if (at === -1 || source.indexOf(ORIGINAL, at + 1) !== -1)
    throw new Error(
      `The PDF worker cannot find react-pdf's text layout function in ${url}: @react-pdf/layout is not the version ` +
        'its text layout memo was written for (src/server/bulletins/pdf-worker/text-layout-hook.mjs).',
    );
  return { ...loaded, source: source.replace(ORIGINAL, CHANGED) };
}
