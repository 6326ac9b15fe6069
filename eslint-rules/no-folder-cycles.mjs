// Reports each run-time import that lies on a loop between feature folders (decision 032).
import path from 'node:path';
import { findLoops, folderOf, loopThrough, resolveSpecifier, scanFolderGraph } from './folder-graph.mjs';

// One scan of `src` per lint run: the graph is the same for every file linted.
const graphs = new Map();

function graphOf(srcDir) {
  if (!graphs.has(srcDir)) {
    const graph = scanFolderGraph(srcDir);
    graphs.set(srcDir, { graph, loops: findLoops(graph) });
  }
  return graphs.get(srcDir);
}

const onlyTypes = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: {
      description: 'The layers of modules (src/modules/<m>/<layer>), the platform parts (src/platform/<p>) and src/db may not import each other in a loop.',
    },
    schema: [],
    messages: { loop: 'This import closes a loop between folders: {{loop}}. Move the shared piece into a folder both may import.' },
  },
  create(context) {
    const srcDir = path.join(context.cwd, 'src');
    const file = context.filename;
    const from = folderOf(srcDir, file);
    if (!from || /\.test\.[^.]+$/.test(file)) return {};
    const { graph, loops } = graphOf(srcDir);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || onlyTypes(node)) return;
      const target = resolveSpecifier(srcDir, file, node.source.value);
      const to = target && folderOf(srcDir, target);
      const loop = to && loopThrough(graph, loops, from, to);
      if (loop) context.report({ node, messageId: 'loop', data: { loop } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const plugin = { rules: { 'no-folder-cycles': noFolderCycles } };

export default plugin;
