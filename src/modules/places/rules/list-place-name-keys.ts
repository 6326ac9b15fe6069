import { listMojibakeRepairs } from './list-mojibake-repairs';
import { normalizePlaceName } from './normalize-place-name';
import { toPlaceKey } from './to-place-key';

/**
 * Every comparison key a place name may stand for, likeliest first, starting with
 * `normalizePlaceName(text)`. Garbled text whose case was changed afterwards can read more than one
 * way (`γûæ` is `▒` or `░` once lower-cased), and only the list of places can tell which.
 */
export function listPlaceNameKeys(text: string): string[] {
  return [...new Set([normalizePlaceName(text), ...listMojibakeRepairs(text).map(toPlaceKey)])];
}
