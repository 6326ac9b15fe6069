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
type Holder = { [STORE]?: WeakMap<object, Map<string, Kept>> };

/**
 * What `load` read from `db`, kept while the public data version stays the same: callers in the
 * meantime share one read, even one still under way. A failed load is not kept. The value is shared
 * by every caller, so they must not change it.
 */
export function memoPerDataVersion<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  const byDb = (holder[STORE] ??= new WeakMap());
  const kept = byDb.get(db) ?? new Map<string, Kept>();
  byDb.set(db, kept);
  const version = publicDataVersion();
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
