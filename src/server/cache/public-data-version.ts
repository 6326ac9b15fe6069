import 'server-only';

// Shared with bump-public-data-version.ts through globalThis, so every route bundle sees one value.
const COUNTER = Symbol.for('acap.publicDataVersion');
// The page cache (cache-handler.cjs) counts its revalidations here, its own and those it learns from
// other instances through PostgreSQL, so a write on another instance reaches this one's memos too.
const CACHE_STATE = Symbol.for('acap.cacheState');
type Holder = { [COUNTER]?: number; [CACHE_STATE]?: { version?: () => number } };

/**
 * A number that changes whenever the public data may have changed: a write in this process (outside
 * Next too: the CLI and the tests have no page cache) or a revalidation the page cache knows of. Both
 * parts only grow, so their sum changes whenever either does.
 */
export function publicDataVersion(): number {
  const holder = globalThis as Holder;
  return (holder[COUNTER] ?? 0) + (holder[CACHE_STATE]?.version?.() ?? 0);
}
