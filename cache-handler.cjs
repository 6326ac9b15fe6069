// @ts-check
// Next's page cache for this server (its documented `cacheHandler` interface): in memory, bounded by
// bytes (lru-cache), and empty at every start, so a page is never older than the database it was
// rendered from. Whatever tag Next asks to revalidate, every public page goes: the portal's writes
// all change public data, and rendering a page again costs milliseconds. On PostgreSQL, where other
// instances and the CLI write too, the public data generation row is read every second and a new
// value drops the pages as well. See docs/decisions/054-standard-serving.md.
const { LRUCache } = require('lru-cache');

const MAX_BYTES = Number(process.env.ACAP_PAGE_CACHE_MB || 32) * 1024 * 1024;
// A write elsewhere reaches this instance's pages within 2 s.
const POLL_MS = 1000;

// Next's own types of these values live in its dist folder and change between versions, so only the
// fields read here are named.
/**
 * @typedef {object} CacheValue
 * @property {unknown} [html]
 * @property {{ length: number }} [rscData]
 * @property {Map<string, { length: number }>} [segmentData]
 * @property {{ length: number }} [body]
 */
/** @typedef {{ value: CacheValue, lastModified: number, generation: number, cacheControl: unknown }} Entry */

/** @param {CacheValue} value */
function sizeOf(value) {
  let bytes = 512;
  if (typeof value.html === 'string') bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.length;
  if (value.segmentData) for (const part of value.segmentData.values()) bytes += part.length;
  if (value.body) bytes += value.body.length;
  return bytes;
}

/** @type {LRUCache<string, Entry>} */
const entries = new LRUCache({ maxSize: MAX_BYTES, maxEntrySize: MAX_BYTES / 4, sizeCalculation: (entry) => sizeOf(entry.value) });
// Pages rendered under an older generation are misses.
let generation = 0;

function watchStoredGeneration() {
  const url = process.env.DATABASE_URL;
  if (!url) return; // the embedded database has one process: its writes come through revalidateTag
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: 1, idleTimeoutMillis: 30_000, allowExitOnIdle: true });
  // A dropped idle connection (database restart) must not crash the server; the next poll reconnects.
  pool.on('error', () => {});
  /** @type {string | null} */
  let seen = null;
  const poll = async () => {
    try {
      /** @type {import('pg').QueryResult<{ generation: string }>} */
      const { rows } = await pool.query('select generation::text as generation from public_data_generation where id = 1');
      const stored = rows[0]?.generation ?? null;
      if (seen !== null && stored !== seen) generation += 1;
      seen = stored;
    } catch {
      // Before the first migration the table does not exist; a lost database comes back later.
    }
  };
  setInterval(poll, POLL_MS).unref();
  void poll();
}
watchStoredGeneration();

module.exports = class PageCache {
  /** @param {string} key */
  async get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.generation !== generation) {
      entries.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} value
   * @param {{ cacheControl?: unknown }} [ctx]
   */
  async set(key, value, ctx) {
    if (!value) {
      entries.delete(key);
      return;
    }
    entries.set(key, { value, lastModified: Date.now(), generation, cacheControl: ctx?.cacheControl });
  }

  /** Called by Next for `revalidatePath`/`revalidateTag`: the public data changed. */
  async revalidateTag() {
    generation += 1;
  }

  resetRequestCache() {}
};
