import { describe, expect, it } from 'vitest';
import { findLoops, folderOf, loopThrough, runtimeSpecifiers } from './folder-graph.mjs';

const graphOf = (edges) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('the folder graph of no-folder-cycles', () => {
  it('names a folder by its module and layer, or its platform part', () => {
    expect(folderOf('/p/src', '/p/src/modules/staff/server/auth/get-auth.ts')).toBe('modules/staff/server');
    expect(folderOf('/p/src', '/p/src/modules/site/components/site-frame.tsx')).toBe('modules/site/components');
    expect(folderOf('/p/src', '/p/src/modules/sms/index.ts')).toBe('modules/sms');
    expect(folderOf('/p/src', '/p/src/platform/log/rules/scrub-error-text.ts')).toBe('platform/log');
    expect(folderOf('/p/src', '/p/src/db/schema/index.ts')).toBe('db');
    expect(folderOf('/p/src', '/p/tests/x.ts')).toBeNull();
  });

  it('keeps run-time imports and drops type-only ones', () => {
    const text = [
      "import type { A } from '@/server/a/a';",
      "import { type B, type C } from '@/server/b/b';",
      "import { type D, e } from '@/server/c/c';",
      "export { f } from './f';",
      "import 'server-only';",
      "const g = await import('@/server/g/g');",
    ].join('\n');
    expect(runtimeSpecifiers(text)).toEqual(['@/server/c/c', './f', 'server-only', '@/server/g/g']);
  });

  it('reports the edges on a loop, naming the loop, and none outside it', () => {
    const graph = graphOf({ http: ['auth', 'log'], auth: ['http', 'db'], log: [], db: [] });
    const loops = findLoops(graph);
    expect(loopThrough(graph, loops, 'auth', 'http')).toBe('auth → http → auth');
    expect(loopThrough(graph, loops, 'http', 'auth')).toBe('http → auth → http');
    expect(loopThrough(graph, loops, 'http', 'log')).toBeNull();
    expect(loopThrough(graph, loops, 'auth', 'db')).toBeNull();
  });

  it('finds the shortest way round a longer loop', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] });
    expect(loopThrough(graph, findLoops(graph), 'c', 'a')).toBe('c → a → b → c');
  });
});
