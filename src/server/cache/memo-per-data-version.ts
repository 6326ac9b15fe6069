import 'server-only';
import { publicDataVersion } from './public-data-version';

interface Kept {
  version: number;
  value: Promise<unknown>;
}

// One store per process, on globalThis, not one per route bundle. Keyed by the database first: the
// tests open many databases in one process, and a transaction (its own object) never shares a memo
// with the database, so it sees its own uncommitted writes.
const STORE = Symbol.for('acap.memoPerDataVersion');
type Holder = { [STORE]?: WeakMap<object, Store> };
// The entries of one database, and the data version they were last cleared for.
type Store = { version: number; kept: Map<string, Kept> };

/**
 * What `load` read from `db`, kept while the public data version stays the same: callers in the
 * meantime share one read, even one still under way. A failed load is not kept. The value is shared
 * by every caller, so they must not change it. Keys may name data (an outlook, a province): entries
 * of an older version are all dropped at the first call of a newer one, so what is kept stays bounded
 * by what one version of the data was asked for.
 */
export function memoPerDataVersion<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  const byDb = (holder[STORE] ??= new WeakMap());
  const version = publicDataVersion();
  let store = byDb.get(db);
  if (!store) byDb.set(db, (store = { version, kept: new Map() }));
  if (store.version !== version) {
    // A load still under way keeps its promise for its own callers; it is simply not found again.
    store.kept.clear();
    store.version = version;
  }
  const { kept } = store;
  const known = kept.get(key);
  if (known?.version === version) return known.value as Promise<T>;
  // The version is the one before the read: a write committed while it runs bumps it, so the next caller reads again.
  // A load that throws before its first await is a failed load like any other, not an exception here.
  const entry: Kept = { version, value: new Promise<T>((resolve) => resolve(load())) };
  kept.set(key, entry);
  entry.value.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return entry.value as Promise<T>;
}
