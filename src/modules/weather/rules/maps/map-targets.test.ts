import { describe, expect, it } from 'vitest';
import type { Rect } from './place-map-labels';
import { largestSquare, MIN_MAP_DISPLAY_WIDTH, parsePathRings, planMapTargets, shapeBounds, targetSizes, targetUnits, type TargetShape } from './map-targets';

const box = { width: 1120, height: 840 };
const rect = (x: number, y: number, width: number, height: number): TargetShape => ({ kind: 'rect', x, y, width, height });
const square = (x: number, y: number, side: number): TargetShape => ({
  kind: 'rings',
  rings: [
    [
      [x, y],
      [x + side, y],
      [x + side, y + side],
      [x, y + side],
    ],
  ],
});
const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
const inside = (a: Rect) => a.x >= 0 && a.y >= 0 && a.x + a.width <= box.width && a.y + a.height <= box.height;

describe('the size of a tap target on the map', () => {
  it('is 24 CSS px in map units at the narrowest the map is shown, rounded up', () => {
    expect(MIN_MAP_DISPLAY_WIDTH).toBe(341);
    expect(targetUnits(1120)).toBe(79); // 24 × 1120 / 341 = 78.8
    expect(targetUnits(1120, 576)).toBe(47);
    expect((targetUnits(1120) * MIN_MAP_DISPLAY_WIDTH) / 1120).toBeGreaterThanOrEqual(24);
  });

  it('reads the rings of the paths the projection writes, and measures their box', () => {
    const rings = parsePathRings('M10 20L40 20L40 60ZM100 100L110 100L110 130Z');
    expect(rings).toEqual([
      [
        [10, 20],
        [40, 20],
        [40, 60],
      ],
      [
        [100, 100],
        [110, 100],
        [110, 130],
      ],
    ]);
    expect(shapeBounds({ kind: 'rings', rings })).toEqual({ x: 10, y: 20, width: 100, height: 110 });
    expect(shapeBounds({ kind: 'circle', cx: 50, cy: 60, r: 14 })).toEqual({ x: 36, y: 46, width: 28, height: 28 });
    expect(shapeBounds(rect(1, 2, 3, 4))).toEqual({ x: 1, y: 2, width: 3, height: 4 });
  });

  it('finds the largest upright square inside a shape, not its bounding box', () => {
    expect(largestSquare([rect(0, 0, 100, 50)])).toEqual({ side: 50, x: 50, y: 25 });
    // A dot 28 units across holds a square of only about 28 / √2.
    expect(largestSquare([{ kind: 'circle', cx: 100, cy: 100, r: 14 }]).side).toBeGreaterThanOrEqual(19);
    expect(largestSquare([{ kind: 'circle', cx: 100, cy: 100, r: 14 }]).side).toBeLessThanOrEqual(20);
    // An L: a 200 × 200 box, but two 40-unit arms.
    const ell: TargetShape = {
      kind: 'rings',
      rings: [
        [
          [0, 0],
          [40, 0],
          [40, 160],
          [200, 160],
          [200, 200],
          [0, 200],
        ],
      ],
    };
    expect(shapeBounds(ell)).toMatchObject({ width: 200, height: 200 });
    expect(largestSquare([ell]).side).toBe(40);
    // A ring with a hole (even-odd): the frame is 30 wide.
    const frame: TargetShape = {
      kind: 'rings',
      rings: [
        [
          [0, 0],
          [100, 0],
          [100, 100],
          [0, 100],
        ],
        [
          [30, 30],
          [70, 30],
          [70, 70],
          [30, 70],
        ],
      ],
    };
    expect(largestSquare([frame]).side).toBe(30);
  });

  it('measures targets as a browser hit-tests them: what is drawn later covers what is drawn before', () => {
    const sizes = targetSizes(
      [
        { id: 'under', shapes: [rect(0, 0, 100, 100)] },
        { id: 'over', shapes: [rect(60, 0, 100, 100)] },
        { id: 'two parts', shapes: [rect(300, 300, 30, 30), rect(330, 300, 30, 30)] },
      ],
      box,
    );
    expect(sizes.get('under')).toBe(60);
    expect(sizes.get('over')).toBe(100);
    expect(sizes.get('two parts')).toBe(30);
  });
});

describe('hit squares for places too small to tap', () => {
  const side = 79;

  it('leaves places big enough alone and gives a lone small place a square on itself', () => {
    const plan = planMapTargets(
      [
        { id: 'big', shape: square(100, 100, 300) },
        { id: 'small', shape: square(700, 400, 20) },
      ],
      { side, box },
    );
    expect([...plan.hitAreas.keys()]).toEqual(['small']);
    const hit = plan.hitAreas.get('small')!;
    expect(hit).toMatchObject({ width: side, height: side });
    // Over all of its place, in the open sea around it.
    expect(overlap(hit, { x: 700, y: 400, width: 20, height: 20 })).toBe(400);
    expect(plan.sizes.get('small')).toBe(side);
    expect(plan.sizes.get('big')).toBe(300);
  });

  it('asks a square a little larger than the target of a place to keep without one (`keep`)', () => {
    const plan = planMapTargets([{ id: 'just', shape: square(100, 100, 80) }], { side, keep: side + 2, box });
    expect(plan.hitAreas.has('just')).toBe(true);
    expect(planMapTargets([{ id: 'just', shape: square(100, 100, 81) }], { side, keep: side + 2, box }).hitAreas.size).toBe(0);
  });

  it('parts a row of tiny neighbours so that every one is a full target, each square on its own place', () => {
    // Six 20-unit places side by side on a coast: their squares cannot all sit on them.
    const places = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, shape: square(400 + 20 * i, 400, 20) }));
    const plan = planMapTargets(places, { side, box });
    const hits = places.map((place) => plan.hitAreas.get(place.id)!);
    for (const [i, hit] of hits.entries()) {
      expect(overlap(hit, shapeBounds(places[i]!.shape)), places[i]!.id).toBeGreaterThan(0);
      expect(inside(hit)).toBe(true);
      for (const other of hits.slice(i + 1)) expect(overlap(hit, other)).toBe(0);
    }
    for (const place of places) expect(plan.sizes.get(place.id), place.id).toBeGreaterThanOrEqual(side);
  });

  it('keeps a large neighbour a full target, and reaches into the sea rather than over it', () => {
    // A large place, and a tiny one on its east coast.
    const plan = planMapTargets(
      [
        { id: 'large', shape: rect(100, 100, 400, 300) },
        { id: 'islet', shape: rect(500, 250, 12, 12) },
      ],
      { side, box },
    );
    const hit = plan.hitAreas.get('islet')!;
    expect(hit.x).toBeGreaterThanOrEqual(500 - 1); // all at sea (at most its own edge)
    expect(plan.sizes.get('large')).toBeGreaterThanOrEqual(side);
    expect(plan.sizes.get('islet')).toBe(side);
  });

  it('works with dots (places without a boundary) and keeps squares on the map at its edges', () => {
    const places = [
      { id: 'corner', shape: { kind: 'circle', cx: 8, cy: 8, r: 14 } as TargetShape },
      { id: 'edge', shape: { kind: 'circle', cx: 1115, cy: 420, r: 14 } as TargetShape },
      { id: 'middle', shape: { kind: 'circle', cx: 560, cy: 420, r: 14 } as TargetShape },
    ];
    const plan = planMapTargets(places, { side, box });
    expect(plan.hitAreas.size).toBe(3);
    for (const hit of plan.hitAreas.values()) expect(inside(hit)).toBe(true);
    for (const place of places) expect(plan.sizes.get(place.id)).toBe(side);
  });

  it('gives the same squares for the same shapes, and says which places a crowd too dense leaves short', () => {
    // Sixteen dots in a 60-unit block: sixteen 79-unit squares each touching its dot cannot all be clear.
    const crowd: { id: string; shape: TargetShape }[] = Array.from({ length: 16 }, (_, i) => ({
      id: `d${i}`,
      shape: { kind: 'circle', cx: 500 + 20 * (i % 4), cy: 400 + 20 * Math.floor(i / 4), r: 6 },
    }));
    const first = planMapTargets(crowd, { side, box });
    const again = planMapTargets(crowd, { side, box });
    expect([...again.hitAreas]).toEqual([...first.hitAreas]);
    const short = [...first.sizes.values()].filter((size) => size < side);
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(16);
    for (const hit of first.hitAreas.values()) expect(inside(hit)).toBe(true);
  });
});
