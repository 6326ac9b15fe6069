import 'server-only';

// Next loads this module once per route bundle: the counter lives on globalThis, or a write in one
// route would leave the memos of the other routes' bundles as they were.
const COUNTER = Symbol.for('acap.publicDataVersion');
type Holder = { [COUNTER]?: number };

/**
 * Marks the public data of this process as changed, so what was memoised from it is read again.
 * Called after a write is committed: a read that started before the write is then thrown away too.
 */
export function bumpPublicDataVersion(): void {
  const holder = globalThis as Holder;
  holder[COUNTER] = (holder[COUNTER] ?? 0) + 1;
}
