export interface GeoJsonTextSize {
  /** Arrays and objects: what JSON.parse would build, each at some tens of bytes. */
  containers: number;
  /** Arrays whose first element is a number: a GeoJSON position or TopoJSON arc point (or a bbox). */
  positions: number;
}

const isDigitOrMinus = (char: number) => char === 0x2d || (char >= 0x30 && char <= 0x39);
const isWhiteSpace = (char: number) => char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09;

/**
 * How much a GeoJSON or TopoJSON text would build if parsed, counted in one pass over the text
 * without parsing it, so a file of a million points is refused before JSON.parse spends a hundred
 * megabytes on it. Brackets inside strings do not count. Stops once past either limit.
 */
export function measureGeoJsonText(text: string, limits: { maxContainers: number; maxPositions: number }): GeoJsonTextSize {
  let containers = 0;
  let positions = 0;
  let inString = false;
  // Just after a `[`, until its first element shows whether it is a position.
  let arrayOpened = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (isWhiteSpace(char)) continue;
    if (arrayOpened && isDigitOrMinus(char) && ++positions > limits.maxPositions) break;
    arrayOpened = char === 0x5b;
    if (char === 0x22) inString = true;
    else if ((char === 0x5b || char === 0x7b) && ++containers > limits.maxContainers) break;
  }
  return { containers, positions };
}
