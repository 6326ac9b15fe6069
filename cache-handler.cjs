// @ts-check
// The page cache of the server: in memory, bounded, and empty at every start, so a page is never
// older than the database it was rendered from (Next's default file cache outlives restarts, CLI
// imports and restores). Invalidation follows Next's own rule: an entry whose tags were revalidated
// after it was made is a miss. See docs/decisions/004-page-cache-and-memory.md.
//
// On PostgreSQL several instances may serve one database, each with its own memory cache: every
// revalidation is also written to the page_cache_tag table, and each instance polls that table, so a
// write on one instance drops the stale pages of all (decision 013).
const { isPublicPageKey, stripPageScripts } = require('./page-scripts.cjs');
const { cacheState } = require('./front/cache-state.cjs');

// Checked by tsc (tsconfig.check.json). Next's own types of these values live in its dist folder and
// change between versions, so only the fields read here are named.
/**
 * @typedef {object} CacheValue
 * @property {string} [kind]
 * @property {unknown} [html]
 * @property {{ length: number }} [rscData]
 * @property {Map<string, { length: number }>} [segmentData]
 * @property {{ length: number }} [body]
 * @property {unknown} [data]
 * @property {Record<string, unknown>} [headers]
 */
/** @typedef {{ tags?: string[], softTags?: string[], cacheControl?: unknown }} CacheContext */
/** @typedef {{ value: CacheValue, lastModified: number, tags: string[], bytes: number, cacheControl: unknown }} Entry */

const MAX_BYTES = Number(process.env.ACAP_PAGE_CACHE_MB || 32) * 1024 * 1024;
const POLL_MS = Number(process.env.ACAP_PAGE_CACHE_POLL_MS || 1000);
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Map<string, Entry>} */
const entries = new Map();
// Shared with the front cache, which answers from memory ahead of Next (front/cache-state.cjs).
const state = cacheState();
let totalBytes = 0;

/** @param {CacheValue | null} value */
function sizeOf(value) {
  if (!value) return 0;
  let bytes = 0;
  if (typeof value.html === 'string') bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.length;
  if (value.segmentData) for (const part of value.segmentData.values()) bytes += part.length;
  if (value.body) bytes += value.body.length;
  if (value.data) bytes += JSON.stringify(value.data).length;
  return bytes + 512;
}

/**
 * @param {CacheValue} value
 * @param {CacheContext | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  const header = value && value.headers && value.headers[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...((ctx && ctx.tags) || [])];
}

/** @param {string} key */
function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= entry.bytes;
  entries.delete(key);
}

/** The tag versions shared through PostgreSQL; absent on the embedded database (one process only). */
const shared = (() => {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: url, max: 2, idleTimeoutMillis: 30_000, allowExitOnIdle: true });
  // A dropped idle connection (database restart) must not crash the server; the next poll reconnects.
  pool.on('error', () => {});
  /** @type {Map<string, number>} */
  const versions = new Map();
  let primed = false;
  let warned = false;

  async function poll() {
    try {
      /** @type {import('pg').QueryResult<{ tag: string, version: string | number }>} */
      const { rows } = await pool.query('select tag, version from page_cache_tag');
      /** @type {string[]} */
      const changed = [];
      for (const row of rows) {
        const version = Number(row.version);
        if (versions.get(row.tag) !== version) {
          versions.set(row.tag, version);
          // The first read only learns the versions: the cache is empty at start anyway.
          if (primed) changed.push(row.tag);
        }
      }
      primed = true;
      warned = false;
      if (changed.length > 0) state.markRevalidated(changed);
    } catch (error) {
      // Before the first migration the table does not exist yet; a lost database comes back later.
      if (!warned && primed) console.warn(`page cache: could not read shared tags (${error instanceof Error ? error.message : String(error)})`);
      warned = primed;
    }
  }

  const timer = setInterval(poll, POLL_MS);
  timer.unref();
  void poll();

  return {
    /** @param {string[]} tags */
    async publish(tags) {
      for (const tag of tags) {
        /** @type {import('pg').QueryResult<{ version: string | number }>} */
        const { rows } = await pool.query(
          `insert into page_cache_tag (tag, version, revalidated_at) values ($1, 1, now())
           on conflict (tag) do update set version = page_cache_tag.version + 1, revalidated_at = now()
           returning version`,
          [tag],
        );
        // Our own revalidation is already applied locally; the poll must not apply it again later.
        versions.set(tag, Number(rows[0]?.version));
      }
    },
  };
})();

module.exports = class MemoryPageCache {
  constructor() {}

  /**
   * @param {string} key
   * @param {CacheContext} [ctx]
   */
  async get(key, ctx) {
    const softTags = (ctx && ctx.softTags) || [];
    // The front cache keeps what this request read, to answer the next ones before Next does.
    const capture = state.capture.getStore();
    if (capture) capture.softTags.set(key, softTags);
    const entry = entries.get(key);
    if (!entry) return null;
    if (state.isStale(entry.tags, entry.lastModified) || state.isStale(softTags, entry.lastModified)) {
      remove(key);
      return null;
    }
    if (capture) capture.pages.set(key, entry);
    // Least recently used last: re-insert on every hit.
    entries.delete(key);
    entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} value
   * @param {CacheContext} [ctx]
   */
  async set(key, value, ctx) {
    remove(key);
    if (!value) return;
    // Public pages are kept, and so served, without the framework's scripts (page-scripts.cjs).
    if (value.kind === 'APP_PAGE' && typeof value.html === 'string' && isPublicPageKey(key)) value = { ...value, html: stripPageScripts(value.html) };
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx), bytes: sizeOf(value), cacheControl: ctx && ctx.cacheControl };
    if (entry.bytes > MAX_BYTES / 4) return;
    state.capture.getStore()?.pages.set(key, entry);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    state.markRevalidated(list);
    if (!shared) return;
    try {
      await shared.publish(list);
    } catch (error) {
      // The write itself has committed; other instances then catch up through the hourly revalidate.
      console.error(`page cache: could not share the revalidation of ${list.join(', ')} (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  resetRequestCache() {}
};
