import type { RepeatLimits } from './create-repeat-limiter';

/**
 * Error lines of one cause written per minute before the rest are only counted (and reported in one
 * line when the minute ends). Five show that an error repeats, with the request ids of five
 * occurrences to follow; a client retrying in a loop, or 1,700 requests meeting one broken table,
 * cost the log six lines a minute instead of thousands. 200 causes at once bound the memory.
 */
export const ERROR_LINE_LIMITS: RepeatLimits = { perWindow: 5, windowMs: 60_000, maxCauses: 200 };
