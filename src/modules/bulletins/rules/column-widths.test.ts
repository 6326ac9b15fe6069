import { describe, expect, it } from 'vitest';
import { columnWidths } from './column-widths';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('columnWidths', () => {
  it('shares the width by weight when every column fits', () => {
    expect(
      columnWidths(
        [
          { weight: 1, minimum: 10 },
          { weight: 3, minimum: 10 },
        ],
        400,
      ),
    ).toEqual([100, 300]);
  });

  it('widens a column to its longest word and takes the room from the others', () => {
    const widths = columnWidths(
      [
        { weight: 1, minimum: 150 },
        { weight: 1, minimum: 20 },
        { weight: 2, minimum: 20 },
      ],
      400,
    );
    expect(widths[0]).toBe(150);
    expect(sum(widths)).toBeCloseTo(400);
    expect(widths[1]).toBeGreaterThanOrEqual(20);
    expect(widths[2]! / widths[1]!).toBeGreaterThan(1);
  });

  it('shares by minimums when the table cannot fit them all', () => {
    const widths = columnWidths(
      [
        { weight: 1, minimum: 300 },
        { weight: 1, minimum: 300 },
      ],
      400,
    );
    expect(widths).toEqual([200, 200]);
  });
});
