/** Deeper than this, no request of the portal's is honest: every body it takes is a few levels deep. */
export const MAX_JSON_DEPTH = 64;

/**
 * How deeply a JSON text nests its arrays and objects, counted in one pass without parsing (so a
 * hostile body cannot exhaust the stack of whatever walks the parsed value). Brackets inside strings
 * do not count. Stops counting once past `limit`.
 */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}
