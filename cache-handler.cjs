// The page cache of the server: in memory, bounded, and empty at every start, so a page is never
// older than the database it was rendered from (Next's default file cache outlives restarts, CLI
// imports and restores). Invalidation follows Next's own rule: an entry whose tags were revalidated
// after it was made is a miss. See docs/decisions/004-page-cache-and-memory.md.
const MAX_BYTES = Number(process.env.ACAP_PAGE_CACHE_MB || 32) * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

const entries = new Map();
const tagRevalidatedAt = new Map();
let totalBytes = 0;

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

function tagsOf(value, ctx) {
  const header = value && value.headers && value.headers[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...((ctx && ctx.tags) || [])];
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= entry.bytes;
  entries.delete(key);
}

module.exports = class MemoryPageCache {
  constructor() {}

  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return null;
    const softTags = (ctx && ctx.softTags) || [];
    const stale = [...entry.tags, ...softTags].some((tag) => (tagRevalidatedAt.get(tag) || 0) >= entry.lastModified);
    if (stale) {
      remove(key);
      return null;
    }
    // Least recently used last: re-insert on every hit.
    entries.delete(key);
    entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx) {
    remove(key);
    if (!value) return;
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx), bytes: sizeOf(value), cacheControl: ctx && ctx.cacheControl };
    if (entry.bytes > MAX_BYTES / 4) return;
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) tagRevalidatedAt.set(tag, now);
  }

  resetRequestCache() {}
};
