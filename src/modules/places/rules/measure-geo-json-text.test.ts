import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA } from '../../../../tests/support/shared-data';
import { measureGeoJsonText } from './measure-geo-json-text';

const unlimited = { maxContainers: Infinity, maxPositions: Infinity };

/** The same counts, taken on the parsed value. */
function countParsed(value: unknown): { containers: number; positions: number } {
  let containers = 0;
  let positions = 0;
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) {
      containers++;
      if (typeof item[0] === 'number') positions++;
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      containers++;
      stack.push(...Object.values(item));
    }
  }
  return { containers, positions };
}

describe('measuring a GeoJSON text before parsing it', () => {
  it('counts the positions of the real boundary files', () => {
    const file = path.join(SHARED_DATA, 'geo/provdists-region-400000000.0.01.json');
    const text = fs.readFileSync(file, 'utf8');
    // 7,722 positions in the five provinces, counted on the parsed file.
    expect(measureGeoJsonText(text, unlimited)).toEqual(countParsed(JSON.parse(text)));
    expect(measureGeoJsonText(text, unlimited).positions).toBe(7722);
  });

  it('counts what JSON.parse builds, for any JSON, however it is spaced, brackets in strings aside', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, space) => {
        expect(measureGeoJsonText(JSON.stringify(value, null, space), unlimited)).toEqual(countParsed(value));
      }),
      { numRuns: 500 },
    );
    expect(measureGeoJsonText('{"name":"[1,2] {\\"[3]"}', unlimited)).toEqual({ containers: 1, positions: 0 });
    expect(measureGeoJsonText('[ -1, 2 ] [[ ] ,[ "x", 1 ]]', unlimited)).toEqual({ containers: 4, positions: 1 });
  });

  it('stops once past a limit', () => {
    const points = `[${'[121,14],'.repeat(1000)}[121,14]]`;
    expect(measureGeoJsonText(points, { maxContainers: Infinity, maxPositions: 10 })).toEqual({ containers: 12, positions: 11 });
    expect(measureGeoJsonText('[{},{},{},{}]', { maxContainers: 2, maxPositions: Infinity })).toEqual({ containers: 3, positions: 0 });
  });
});
