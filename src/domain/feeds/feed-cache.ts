/**
 * How long caches may keep a feed before asking again (a 304 when unchanged, by its ETag). Bulletins
 * as their PDFs: a withdrawal reaches readers within minutes. Cyclone alerts are asked for every minute.
 */
export const BULLETIN_FEED_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
export const CAP_FEED_CACHE = 'public, max-age=60';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const CAP_CONTENT_TYPE = 'application/cap+xml; charset=utf-8';
