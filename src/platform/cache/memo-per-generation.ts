import 'server-only';
import { LRUCache } from 'lru-cache';
import { processState } from '@/platform/process/process-state';
import { knownGeneration } from './public-data-generation';

interface Kept {
  generation: number;
  value: Promise<unknown>;
}

/** Reads kept per database: reference lists and per-province outlooks, a few hundred at most. */
const MAX_KEPT = 500;

// Keyed by the database first: the tests open many databases in one process, and a transaction (its
// own object) never shares a memo with the database, so it sees its own uncommitted writes.
const stores = () => processState('memo-per-generation', () => new WeakMap<object, LRUCache<string, Kept>>());

/**
 * What `load` read from `db`, kept while the public data generation stays the same: callers in the
 * meantime share one read, even one still under way (request coalescing). A failed load is not kept.
 * The value is shared by every caller, so they must not change it, and it must hold nothing derived
 * from the clock (whether an outlook has ended is worked out at each use).
 */
export function memoPerGeneration<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const byDb = stores();
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new LRUCache<string, Kept>({ max: MAX_KEPT })));
  // The generation before the read: a write committed while it runs moves it on, so the next caller reads again.
  const generation = knownGeneration();
  const known = kept.get(key);
  if (known?.generation === generation) return known.value as Promise<T>;
  // A load that throws before its first await is a failed load like any other, not an exception here.
  const entry: Kept = { generation, value: new Promise<T>((resolve) => resolve(load())) };
  kept.set(key, entry);
  entry.value.catch(() => {
    if (kept.peek(key) === entry) kept.delete(key);
  });
  return entry.value as Promise<T>;
}
