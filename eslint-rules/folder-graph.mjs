// The graph of run-time imports between feature folders, and its loops (decision 032).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/**
 * The folder a path inside `src` belongs to: a module's layer (`modules/sms/server`,
 * `modules/weather/rules`, `modules/bulletins/components`, `modules/pagasa/jobs`…), a platform part
 * (`platform/http`), or the top folder (`db`, `app`, `cli`) elsewhere. Null outside `src`.
 */
export function folderOf(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] === 'modules' && parts.length >= 4) return parts.slice(0, 3).join('/');
  if (parts[0] === 'modules' && parts.length === 3) return parts.slice(0, 2).join('/');
  if (parts[0] === 'platform' && parts.length >= 3) return parts.slice(0, 2).join('/');
  return parts[0];
}

/** Where an import specifier points, for the portal's own modules (`@/…` or relative); null for packages. */
export function resolveSpecifier(srcDir, fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

// Static imports and re-exports whose clause is not wholly types, and dynamic imports.
const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** True when every name of `{ type A, type B }` is a type: such an import is gone at run time. */
export function onlyTypes(clause) {
  const braces = clause.match(/^\{([^}]*)\}$/s);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The specifiers a source text imports at run time. */
export function runtimeSpecifiers(text) {
  const found = [];
  for (const [, , typeKeyword, clause, specifier] of text.matchAll(STATIC)) {
    if (!typeKeyword && !onlyTypes(clause)) found.push(specifier);
  }
  for (const [, specifier] of text.matchAll(BARE)) found.push(specifier);
  for (const [, specifier] of text.matchAll(DYNAMIC)) found.push(specifier);
  return found;
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    // Tests are not part of the running portal; a test may reach anywhere.
    else if (SOURCE.test(entry.name) && !/\.test\.[^.]+$/.test(entry.name)) yield full;
  }
}

/** Folder → set of folders it imports at run time, from every source file under `srcDir`. */
export function scanFolderGraph(srcDir) {
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = folderOf(srcDir, file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of runtimeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(srcDir, file, specifier);
      const to = target && folderOf(srcDir, target);
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: node → id of its component, for components of two or more. */
export function findLoops(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) for (const each of members) component.set(each, node);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return component;
}

/** The shortest way from `from` back to `to` inside the graph, both ends included (for the message). */
export function shortestPath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  if (!previous.has(to)) return null;
  const steps = [];
  for (let node = to; node !== null; node = previous.get(node)) steps.unshift(node);
  return steps;
}

/** The loop an edge `from → to` closes, as `a → b → a`, or null when the edge is on none. */
export function loopThrough(graph, loops, from, to) {
  if (from === to || !loops.has(from) || loops.get(from) !== loops.get(to)) return null;
  const back = shortestPath(graph, to, from);
  return back ? [from, ...back].join(' → ') : null;
}
