import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-nesting-depth';

const depthOf = (value: unknown): number =>
  Array.isArray(value)
    ? 1 + Math.max(0, ...value.map(depthOf))
    : value && typeof value === 'object'
      ? 1 + Math.max(0, ...Object.values(value).map(depthOf))
      : 0;

describe('how deeply a JSON text nests', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{","b":"\\"[["}')).toBe(1);
    expect(jsonNestingDepth('['.repeat(10_000) + ']'.repeat(10_000))).toBe(10_000);
  });

  it('stops early past a limit', () => {
    expect(jsonNestingDepth('['.repeat(1_000_000), 64)).toBe(65);
  });

  it('agrees with the parsed value on any JSON', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'medium' }), (text) => {
        expect(jsonNestingDepth(text)).toBe(depthOf(JSON.parse(text)));
      }),
    );
  });
});
