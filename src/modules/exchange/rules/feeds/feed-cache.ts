import { PUBLIC_ANSWER_CACHE } from '@/platform/request/rules/public-answer-cache';

/**
 * How long caches may keep a feed before asking again (a 304 when unchanged, by its ETag): a new,
 * replaced or withdrawn bulletin reaches readers within a minute, as on the pages. Cyclone alerts are
 * asked for every minute.
 */
export const BULLETIN_FEED_CACHE = PUBLIC_ANSWER_CACHE;
export const CAP_FEED_CACHE = 'public, max-age=60';

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const CAP_CONTENT_TYPE = 'application/cap+xml; charset=utf-8';
