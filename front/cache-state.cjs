// @ts-check
// What the page cache (cache-handler.cjs), the front cache (front/front-cache.cjs) and the portal's
// own code share inside one server process: when each cache tag was last revalidated, a version that
// moves with every revalidation, and the request's capture of what the framework cached for it.
// Next loads the cache handler through its own import and bundles the portal's code apart, so the
// state lives on globalThis under a registered symbol: every copy of a module finds the same one.
// See docs/decisions/039-front-cache-ahead-of-the-renderer.md.
const { AsyncLocalStorage } = require('node:async_hooks');

const KEY = Symbol.for('acap.cacheState');

/**
 * What one request left in the caches, filled while the framework serves it: the page entries it
 * read or wrote (with the implicit tags Next asked about) and a JSON answer the route offered.
 * @typedef {object} Capture
 * @property {Map<string, { value: any, lastModified: number, tags: string[], cacheControl: any }>} pages
 * @property {Map<string, string[]>} softTags
 * @property {{ body: Buffer, tags: string[], maxAgeMs: number, startedAt: number } | null} answer
 */

/**
 * @typedef {object} CacheState
 * @property {Map<string, number>} tagRevalidatedAt
 * @property {number} revisions
 * @property {() => number} version   moves whenever any tag is revalidated, here or on another instance
 * @property {(tags: string[], at?: number) => void} markRevalidated
 * @property {(tags: Iterable<string>, since: number) => boolean} isStale
 * @property {AsyncLocalStorage<Capture>} capture
 */

/** @returns {CacheState} */
function cacheState() {
  const holder = /** @type {{ [KEY]?: CacheState }} */ (/** @type {unknown} */ (globalThis));
  if (holder[KEY]) return holder[KEY];
  /** @type {CacheState} */
  const state = {
    tagRevalidatedAt: new Map(),
    revisions: 0,
    version: () => state.revisions,
    markRevalidated(tags, at = Date.now()) {
      for (const tag of tags) state.tagRevalidatedAt.set(tag, at);
      state.revisions += 1;
    },
    // Next's own rule: an entry whose tags were revalidated at or after it was made is stale.
    isStale(tags, since) {
      for (const tag of tags) if ((state.tagRevalidatedAt.get(tag) || 0) >= since) return true;
      return false;
    },
    capture: new AsyncLocalStorage(),
  };
  holder[KEY] = state;
  return state;
}

/** @returns {Capture} */
function newCapture() {
  return { pages: new Map(), softTags: new Map(), answer: null };
}

module.exports = { cacheState, newCapture };
