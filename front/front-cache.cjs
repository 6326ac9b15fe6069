// @ts-check
// The front cache: a thin layer in the server's own node:http handler that answers a public page or
// a public JSON read from memory before Next's router and renderer see the request (issue 19). Next
// still decides what may be cached: a page is kept only once Next has put it in its page cache
// (cache-handler.cjs), with that entry's HTML, tags and revalidate time; a JSON read only when its
// route offered the answer (handle-route.ts). Both are dropped by the same tag revalidations as the
// page cache, on this instance and, through its PostgreSQL polling, on the others.
// See docs/decisions/039-front-cache-ahead-of-the-renderer.md.
const { randomUUID } = require('node:crypto');
const zlib = require('node:zlib');
const { cacheState, newCapture } = require('./cache-state.cjs');

const MAX_BYTES = Number(process.env.ACAP_FRONT_CACHE_MB || 32) * 1024 * 1024;
// Next's own compression leaves small bodies alone; so does this.
const COMPRESS_FROM = 1024;
const OFFERED_ID = /^[\w.:-]{1,128}$/;
const TAGALOG = /(?:^|;)\s*NEXT_LOCALE=tl\s*(?:;|$)/;
const SESSION = /session_token=/;
const STAFF_PATH = /^\/(?:(?:en|tl)\/)?admin(?:\/|$)|^\/api\/auth\//;
// Headers of the framework's answer that belong to one transfer, not to the content.
const PER_TRANSFER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'x-request-id']);
// Requests of the client router, a server action or a range: Next answers them differently.
const FRAMEWORK_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'range'];
// How long a request waits for another one rendering the same address before rendering it itself.
const FOLLOW_MS = 10_000;
// Addresses whose last render kept nothing: their requests render side by side, none waits.
const NOT_KEPT_LIMIT = 1_000;

/**
 * @typedef {object} FrontEntry
 * @property {number} status
 * @property {(string)[]} head         flat name, value list without the length
 * @property {Buffer} body
 * @property {Buffer | null} gzip
 * @property {Buffer | null} br
 * @property {string | null} etag
 * @property {string[]} tags
 * @property {number} since           when the content was read from the database
 * @property {number} expiresAt
 * @property {number} checkedAt       the state's version when the tags were last found fresh
 * @property {boolean} api            answers carry a request id and a log line, as API answers do
 * @property {number} bytes
 */

/**
 * The key of a request the front cache may answer, or null. Language is the cookie the router's
 * rewrite reads (next.config.ts); a signed-in or API-client request is always left to Next.
 * @param {import('node:http').IncomingMessage} req
 */
function keyOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const { headers } = req;
  if (headers.authorization) return null;
  for (const name of FRAMEWORK_HEADERS) if (headers[name] !== undefined) return null;
  const url = req.url || '/';
  if (url.includes('_rsc=') || STAFF_PATH.test(url)) return null;
  const cookie = headers.cookie || '';
  if (SESSION.test(cookie)) return null;
  return `${TAGALOG.test(cookie) ? 'tl' : 'en'} ${url}`;
}

/**
 * @param {string | string[] | undefined} header
 * @param {string} etag
 */
function holdsEtag(header, etag) {
  if (typeof header !== 'string') return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((held) => {
    const tag = held.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * The encoding a client asked for, best first: Brotli (a fifth smaller than gzip on these pages, as
 * the pages rendered per request are sent: lighten-rendered-page.ts), then gzip.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
function encodingFor(header) {
  if (typeof header !== 'string') return null;
  /** @param {string} name */
  const refused = (name) => new RegExp(`\\b${name}\\s*;\\s*q=0(?:\\.0*)?(?:[,\\s]|$)`).test(header);
  if (/\bbr\b/.test(header) && !refused('br')) return 'br';
  if (/\bgzip\b/.test(header) && !refused('gzip')) return 'gzip';
  return null;
}

/**
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {boolean} compressible
 * @returns {string[] | null} null when the answer must not be kept (it sets a cookie)
 */
function keptHead(headers, compressible) {
  /** @type {string[]} */
  const head = [];
  let vary = '';
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_TRANSFER.has(name)) continue;
    if (name === 'set-cookie') return null;
    if (name === 'vary') {
      vary = String(value);
      continue;
    }
    // Next says MISS on the answer that filled its cache; the copies served from here are hits.
    const text = name === 'x-nextjs-cache' ? 'HIT' : Array.isArray(value) ? value.join(', ') : String(value);
    head.push(name, text);
  }
  if (compressible && !/accept-encoding/i.test(vary)) vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  if (vary) head.push('vary', vary);
  return head;
}

/**
 * Wraps Next's request handler. Returns the handler for the node:http server and the figures of the
 * cache (for /api/health and the tests).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} next
 * @param {{ bench?: boolean, logLine?: (fields: Record<string, unknown>) => void }} [options]
 */
function createFrontCache(next, options = {}) {
  const state = cacheState();
  /** @type {Map<string, FrontEntry>} */
  const entries = new Map();
  let totalBytes = 0;
  const figures = { hits: 0, misses: 0, stored: 0, followed: 0 };
  /** Renders under way, by key: requests for the same address wait for the first (see `handle`). @type {Map<string, Promise<unknown>>} */
  const rendering = new Map();
  /** @type {Map<string, true>} */
  const notKept = new Map();

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  }

  /** @param {FrontEntry} entry */
  function isFresh(entry) {
    if (Date.now() >= entry.expiresAt) return false;
    const version = state.version();
    if (entry.checkedAt === version) return true;
    if (state.isStale(entry.tags, entry.since)) return false;
    entry.checkedAt = version;
    return true;
  }

  /**
   * @param {string} key
   * @param {Omit<FrontEntry, 'head' | 'gzip' | 'br' | 'bytes' | 'checkedAt' | 'etag'> & { headers: import('node:http').OutgoingHttpHeaders }} found
   */
  function store(key, found) {
    if (Date.now() >= found.expiresAt || state.isStale(found.tags, found.since)) return;
    const head = keptHead(found.headers, found.body.length >= COMPRESS_FROM);
    if (!head) return;
    const bytes = found.body.length + 512;
    if (bytes > MAX_BYTES / 8) return;
    remove(key);
    const etag = typeof found.headers.etag === 'string' ? found.headers.etag : null;
    entries.set(key, { ...found, head, etag, gzip: null, br: null, bytes, checkedAt: -1 });
    totalBytes += bytes;
    figures.stored += 1;
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  /**
   * What Next left for this request: the page entry it served or made, or the JSON answer its route
   * offered. A page is kept only for an address without a query (Next renders the page without it).
   * @param {string} key
   * @param {import('./cache-state.cjs').Capture} capture
   * @param {import('node:http').ServerResponse} res
   * @param {number} startedAt
   * @param {boolean} hasQuery
   */
  function keep(key, capture, res, startedAt, hasQuery) {
    if (res.statusCode !== 200) return;
    const headers = res.getHeaders();
    if (capture.answer) {
      const { body, tags, maxAgeMs } = capture.answer;
      store(key, { status: 200, headers, body, tags, since: startedAt, expiresAt: startedAt + maxAgeMs, api: true });
      return;
    }
    if (hasQuery) return;
    const pages = [...capture.pages].filter(([, entry]) => entry.value && entry.value.kind === 'APP_PAGE' && typeof entry.value.html === 'string');
    const [only, ...others] = pages;
    if (!only || others.length > 0) return;
    const [pageKey, entry] = only;
    const revalidate = entry.cacheControl && entry.cacheControl.revalidate;
    if (typeof revalidate !== 'number' || (entry.value.status && entry.value.status !== 200)) return;
    const tags = [...entry.tags, ...(capture.softTags.get(pageKey) || [])];
    const body = Buffer.from(entry.value.html);
    store(key, { status: 200, headers, body, tags, since: entry.lastModified, expiresAt: entry.lastModified + revalidate * 1000, api: false });
  }

  /**
   * @param {FrontEntry} entry
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(entry, req, res) {
    const head = entry.head.slice();
    let requestId = '';
    if (entry.api) {
      const offered = req.headers['x-request-id'];
      requestId = typeof offered === 'string' && OFFERED_ID.test(offered) ? offered : randomUUID();
      head.push('x-request-id', requestId);
    }
    let status = 200;
    if (entry.etag && holdsEtag(req.headers['if-none-match'], entry.etag)) {
      status = 304;
      res.writeHead(304, head);
      res.end();
    } else {
      let body = entry.body;
      const encoding = body.length >= COMPRESS_FROM ? encodingFor(req.headers['accept-encoding']) : null;
      // Compressed once, on the first caller who asks, and kept with the entry.
      if (encoding === 'br') body = entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      else if (encoding === 'gzip') body = entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
      if (encoding) head.push('content-encoding', encoding);
      head.push('content-length', String(body.length));
      res.writeHead(200, head);
      res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (entry.api && options.logLine)
      options.logLine({ requestId, method: req.method, path: (req.url || '').split('?')[0], status, durationMs: 0, cache: 'front' });
  }

  /**
   * @param {string} key
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean} whether the request was answered from memory
   */
  function serveKept(key, req, res) {
    const entry = entries.get(key);
    if (!entry) return false;
    if (!isFresh(entry)) {
      remove(key);
      return false;
    }
    figures.hits += 1;
    // Least recently used first out: a hit moves to the end.
    entries.delete(key);
    entries.set(key, entry);
    serve(entry, req, res);
    return true;
  }

  /**
   * The framework renders the request; what it leaves is kept for the next. Requests for the same
   * address that arrive meanwhile wait for this one (see `handle`), so a crowd arriving at once
   * after an upload costs one render, not one each.
   * @param {string} key
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function render(key, req, res) {
    figures.misses += 1;
    const capture = newCapture();
    const startedAt = Date.now();
    const url = req.url || '';
    const hasQuery = url.includes('?');
    // A page with a query is never kept, so nobody waits for one.
    const followable = (!hasQuery || url.startsWith('/api/')) && !notKept.has(key) && !rendering.has(key);
    /** @type {() => void} */
    let settle = () => undefined;
    const mine = followable ? new Promise((resolve) => (settle = () => resolve(undefined))) : null;
    if (mine) rendering.set(key, mine);
    // Once, on whichever of finish and close comes first, and never taking a later render's place.
    const done = () => {
      if (rendering.get(key) === mine) rendering.delete(key);
      settle();
    };
    res.once('finish', () => {
      const storedBefore = figures.stored;
      keep(key, capture, res, startedAt, hasQuery);
      if (figures.stored === storedBefore) rememberNotKept(key);
      else notKept.delete(key);
      done();
    });
    // An answer cut off before it finished keeps nothing; whoever waits renders for themselves.
    res.once('close', done);
    return state.capture.run(capture, () => next(req, res));
  }

  /** @param {string} key */
  function rememberNotKept(key) {
    notKept.delete(key);
    notKept.set(key, true);
    if (notKept.size > NOT_KEPT_LIMIT) notKept.delete(/** @type {string} */ (notKept.keys().next().value));
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    const key = options.bench && req.headers['x-acap-bypass-front'] === '1' ? null : keyOf(req);
    if (key === null) return next(req, res);
    if (serveKept(key, req, res)) return;
    const under = rendering.get(key);
    if (!under) return render(key, req, res);
    figures.followed += 1;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const givenUp = new Promise((resolve) => (timer = setTimeout(resolve, FOLLOW_MS)));
    return Promise.race([under, givenUp]).then(() => {
      clearTimeout(timer);
      if (res.destroyed) return;
      if (!serveKept(key, req, res)) return render(key, req, res);
    });
  }

  return { handle, figures: () => ({ ...figures, entries: entries.size, bytes: totalBytes }) };
}

module.exports = { createFrontCache, keyOf, holdsEtag };
