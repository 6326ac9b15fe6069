import type { Rect } from './place-map-labels';

/**
 * Tap targets on the outlook maps (WCAG 2.2, 2.5.8 Target Size): every place a link at least 24 × 24
 * CSS px at the narrowest width a map is shown, that is, holding an upright 24 px square that nothing
 * drawn over it covers. A place whose shape holds none gets an invisible square of that size, drawn
 * over the shapes, on and around it where it takes the least from its neighbours. Everything here is
 * in map units (the SVG's viewBox) and pure.
 */

export type Point = readonly [number, number];

/** What a link of the map is drawn with: a boundary (even-odd rings), a centroid dot or a hit square. */
export type TargetShape =
  { kind: 'rings'; rings: readonly (readonly Point[])[] } | { kind: 'circle'; cx: number; cy: number; r: number } | ({ kind: 'rect' } & Rect);

/** WCAG 2.2 minimum target size (2.5.8, level AA), in CSS px. */
export const TARGET_CSS_PX = 24;

/**
 * The narrowest a map is shown, in CSS px: on a 375 px phone, the page's content is 343 px wide (the
 * site frame's 16 px padding each side) and the map's `<object>` (full width there, with a 1 px
 * border) draws the SVG in the 341 px inside it. 375 px is the narrowest phone the portal is laid
 * out for; wider screens show the map larger (427–576 px on a desktop), so targets sized here only
 * grow. A layout that shows the map narrower (place-map.tsx) must lower this.
 */
export const MIN_MAP_DISPLAY_WIDTH = 341;

/** The side, in map units, of a `cssPx` square on a map `mapWidth` units wide shown `displayWidth` px wide. */
export function targetUnits(mapWidth: number, displayWidth = MIN_MAP_DISPLAY_WIDTH, cssPx = TARGET_CSS_PX): number {
  return Math.ceil((cssPx * mapWidth) / displayWidth);
}

/**
 * How much larger than a target a square in a place's own shape must be, in map units, for the
 * place to need no hit square: the neighbours' outlines (1.2 units wide, half over it) take off up to
 * 0.6 units a side.
 */
export const OUTLINE_MARGIN = 2;

/** The rings of an SVG path written as `M x yL x y…Z` (what the map projection writes). */
export function parsePathRings(d: string): Point[][] {
  return d
    .split('M')
    .map((part) => part.replace(/Z/g, '').trim())
    .filter(Boolean)
    .map((part) =>
      part.split('L').map((pair) => {
        const [x, y] = pair
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        return [x!, y!] as Point;
      }),
    );
}

/** The bounding box of a shape. */
export function shapeBounds(shape: TargetShape): Rect {
  if (shape.kind === 'rect') return { x: shape.x, y: shape.y, width: shape.width, height: shape.height };
  if (shape.kind === 'circle') return { x: shape.cx - shape.r, y: shape.cy - shape.r, width: 2 * shape.r, height: 2 * shape.r };
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of shape.rings) {
    for (const [x, y] of ring) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return x0 === Infinity ? { x: 0, y: 0, width: 0, height: 0 } : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Where a shape crosses the horizontal line at `y`: [from, to) runs, even-odd. */
function rowSpans(shape: TargetShape, y: number): [number, number][] {
  if (shape.kind === 'rect') return y >= shape.y && y < shape.y + shape.height ? [[shape.x, shape.x + shape.width]] : [];
  if (shape.kind === 'circle') {
    const dy = y - shape.cy;
    if (Math.abs(dy) >= shape.r) return [];
    const half = Math.sqrt(shape.r * shape.r - dy * dy);
    return [[shape.cx - half, shape.cx + half]];
  }
  const xs: number[] = [];
  for (const ring of shape.rings) {
    for (let i = 0; i < ring.length; i += 1) {
      const [ax, ay] = ring[i]!;
      const [bx, by] = ring[(i + 1) % ring.length]!;
      if (ay <= y !== by <= y) xs.push(ax + ((y - ay) * (bx - ax)) / (by - ay));
    }
  }
  xs.sort((a, b) => a - b);
  const spans: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) spans.push([xs[i]!, xs[i + 1]!]);
  return spans;
}

/**
 * A raster of whole map units: the cell (x, y) is the unit square from (x, y), inside a shape when
 * its centre is.
 */
interface Grid {
  x: number;
  y: number;
  width: number;
  height: number;
}

function gridOver(area: Rect): Grid {
  const x = Math.floor(area.x);
  const y = Math.floor(area.y);
  return { x, y, width: Math.max(0, Math.ceil(area.x + area.width) - x), height: Math.max(0, Math.ceil(area.y + area.height) - y) };
}

/** Calls back with each row's first and last cell of the grid inside the shape. */
function paint(grid: Grid, shape: TargetShape, cell: (row: number, from: number, to: number) => void) {
  const bounds = gridOver(shapeBounds(shape));
  const top = Math.max(grid.y, bounds.y);
  const bottom = Math.min(grid.y + grid.height, bounds.y + bounds.height);
  for (let y = top; y < bottom; y += 1) {
    for (const [a, b] of rowSpans(shape, y + 0.5)) {
      const from = Math.max(grid.x, Math.ceil(a - 0.5));
      const to = Math.min(grid.x + grid.width, Math.ceil(b - 0.5)) - 1;
      if (from <= to) cell(y - grid.y, from - grid.x, to - grid.x);
    }
  }
}

/** Cells of `grid` inside any of the shapes (1) or not (0). */
function maskOf(grid: Grid, shapes: readonly TargetShape[]): Uint8Array {
  const mask = new Uint8Array(grid.width * grid.height);
  for (const shape of shapes) paint(grid, shape, (row, from, to) => mask.fill(1, row * grid.width + from, row * grid.width + to + 1));
  return mask;
}

/** Summed-area table of a mask, for the count of its cells in any rectangle. */
interface Sums extends Grid {
  sums: Float64Array;
}

function sumsOf(grid: Grid, mask: Uint8Array): Sums {
  const w = grid.width + 1;
  const sums = new Float64Array(w * (grid.height + 1));
  for (let y = 0; y < grid.height; y += 1) {
    let row = 0;
    for (let x = 0; x < grid.width; x += 1) {
      row += mask[y * grid.width + x]!;
      sums[(y + 1) * w + x + 1] = sums[y * w + x + 1]! + row;
    }
  }
  return { ...grid, sums };
}

/** How many cells of the mask lie in the rectangle (whole units). */
function cellsIn(table: Sums, rect: Rect): number {
  const x0 = Math.max(0, Math.min(table.width, rect.x - table.x));
  const x1 = Math.max(0, Math.min(table.width, rect.x + rect.width - table.x));
  const y0 = Math.max(0, Math.min(table.height, rect.y - table.y));
  const y1 = Math.max(0, Math.min(table.height, rect.y + rect.height - table.y));
  if (x0 >= x1 || y0 >= y1) return 0;
  const w = table.width + 1;
  const s = table.sums;
  return s[y1 * w + x1]! - s[y0 * w + x1]! - s[y1 * w + x0]! + s[y0 * w + x0]!;
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The largest axis-aligned square of whole units inside the shapes: its side and centre. Of equal
 * squares, the one nearest the middle of the shapes' bounding box.
 */
export function largestSquare(shapes: readonly TargetShape[]): { side: number; x: number; y: number } {
  const boxes = shapes.map(shapeBounds);
  if (boxes.length === 0) return { side: 0, x: 0, y: 0 };
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const grid = gridOver({ x: x0, y: y0, width: Math.max(...boxes.map((b) => b.x + b.width)) - x0, height: Math.max(...boxes.map((b) => b.y + b.height)) - y0 });
  const mask = maskOf(grid, shapes);
  const [mx, my] = [grid.x + grid.width / 2, grid.y + grid.height / 2];
  const dp = new Int32Array(grid.width * grid.height);
  let best = { side: 0, x: mx, y: my, distance: Infinity };
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      const i = y * grid.width + x;
      if (!mask[i]) continue;
      const side = x > 0 && y > 0 ? 1 + Math.min(dp[i - 1]!, dp[i - grid.width]!, dp[i - grid.width - 1]!) : 1;
      dp[i] = side;
      if (side < best.side) continue;
      const [cx, cy] = [grid.x + x + 1 - side / 2, grid.y + y + 1 - side / 2];
      const distance = (cx - mx) ** 2 + (cy - my) ** 2;
      if (side > best.side || distance < best.distance) best = { side, x: cx, y: cy, distance };
    }
  }
  return { side: best.side, x: best.x, y: best.y };
}

/**
 * For every link, drawn in the given order (later on top, as a browser hit-tests), the side of the
 * largest square of map units where a tap reaches it: the part of its shapes nothing drawn later covers.
 */
export function targetSizes(layers: readonly { id: string; shapes: readonly TargetShape[] }[], box: { width: number; height: number }): Map<string, number> {
  const grid = gridOver({ x: 0, y: 0, ...box });
  const ids = [...new Set(layers.map((layer) => layer.id))];
  const owner = new Int32Array(grid.width * grid.height);
  for (const layer of layers) {
    const index = ids.indexOf(layer.id) + 1;
    for (const shape of layer.shapes) paint(grid, shape, (row, from, to) => owner.fill(index, row * grid.width + from, row * grid.width + to + 1));
  }
  const dp = new Int32Array(owner.length);
  const best = new Int32Array(ids.length + 1);
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      const i = y * grid.width + x;
      const who = owner[i]!;
      if (who === 0) continue;
      const same = x > 0 && y > 0 && owner[i - 1] === who && owner[i - grid.width] === who && owner[i - grid.width - 1] === who;
      dp[i] = same ? 1 + Math.min(dp[i - 1]!, dp[i - grid.width]!, dp[i - grid.width - 1]!) : 1;
      best[who] = Math.max(best[who]!, dp[i]);
    }
  }
  return new Map(ids.map((id, index) => [id, best[index + 1]!]));
}

export interface TargetPlan {
  /** Invisible squares, to draw over every shape, for the places too small to tap. */
  hitAreas: Map<string, Rect>;
  /** For every place, the side of the largest square where a tap reaches it, once the squares are drawn. */
  sizes: Map<string, number>;
}

/** A place too small to tap, and the square it is given. */
interface Small {
  id: string;
  own: Sums;
  square: Rect;
  /** Where its square's corner may go: wherever the square still overlaps the place's box. */
  range: Rect;
  near: Small[];
  nearKept: Rect[];
}

/** A small seeded pseudo-random generator (mulberry32): the same shapes always get the same squares. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Squares that overlap at all spoil each other's target: any overlap costs at least a strip this many units deep along a side.
const SLIVER = 4;
// Tries before the exact search hands a crowd over to annealing; moves per place of the annealing.
const SEARCH_BUDGET = 300;
const ANNEALING_MOVES = 1500;

/**
 * Squares of `side` for the places too small to tap. A place whose own shape holds a square of `keep`
 * (default `side`) needs none, and its square (the middle of the largest) stays clear of the others.
 * Every other place gets a square overlapping its shape and clear of all others' squares; of such
 * squares, the one covering most of its own shape and of the sea and least of other places. Found by
 * an exact search (most hemmed-in place first, forward checking), and where a crowd defeats it within
 * its budget, by simulated annealing (seeded: the same shapes always get the same plan), which leaves
 * the fewest overlaps it can; `sizes` tells what each place ends up with.
 */
export function planMapTargets(
  places: readonly { id: string; shape: TargetShape }[],
  options: { side: number; keep?: number; box: { width: number; height: number } },
): TargetPlan {
  const { side, box } = options;
  const keep = options.keep ?? side;
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const measured = places.map((place) => ({ ...place, inner: largestSquare([place.shape]) }));
  const keptSquares = measured
    .filter((place) => place.inner.side >= keep)
    .map((place) => ({ x: Math.round(place.inner.x - side / 2), y: Math.round(place.inner.y - side / 2), width: side, height: side }));

  const landGrid = gridOver({ x: 0, y: 0, ...box });
  const land = sumsOf(
    landGrid,
    maskOf(
      landGrid,
      places.map((place) => place.shape),
    ),
  );
  const small: Small[] = measured
    .filter((place) => place.inner.side < keep)
    .map((place) => {
      const bounds = gridOver(shapeBounds(place.shape));
      const [x, y] = place.inner.side > 0 ? [place.inner.x, place.inner.y] : [bounds.x + bounds.width / 2, bounds.y + bounds.height / 2];
      const left = clamp(bounds.x - side + 1, 0, box.width - side);
      const top = clamp(bounds.y - side + 1, 0, box.height - side);
      return {
        id: place.id,
        own: sumsOf(bounds, maskOf(bounds, [place.shape])),
        square: {
          x: clamp(Math.round(x - side / 2), 0, box.width - side),
          y: clamp(Math.round(y - side / 2), 0, box.height - side),
          width: side,
          height: side,
        },
        range: {
          x: left,
          y: top,
          width: clamp(bounds.x + bounds.width - 1, 0, box.width - side) - left,
          height: clamp(bounds.y + bounds.height - 1, 0, box.height - side) - top,
        },
        near: [],
        nearKept: [],
      };
    });
  // Only places within a square's reach of each other can meet.
  const reach = (place: Small): Rect => ({ x: place.range.x, y: place.range.y, width: place.range.width + side, height: place.range.height + side });
  for (const place of small) {
    place.near = small.filter((other) => other !== place && overlapArea(reach(place), reach(other)) > 0);
    place.nearKept = keptSquares.filter((square) => overlapArea(reach(place), square) > 0);
  }

  // A kept place's square counts twice: it has no other place to go (and the sum over places counts every overlap twice).
  const clash = (place: Small, square: Rect) => {
    let sum = 0;
    for (const other of place.near) {
      const area = overlapArea(square, other.square);
      if (area > 0) sum += area + SLIVER * side;
    }
    for (const kept of place.nearKept) {
      const area = overlapArea(square, kept);
      if (area > 0) sum += 2 * (area + SLIVER * side);
    }
    return sum;
  };
  // The sea costs nothing, other places' ground one a unit; the place's own ground is worth three.
  const preference = (place: Small, square: Rect) => {
    const own = cellsIn(place.own, square);
    return own === 0 ? Infinity : cellsIn(land, square) - 3 * own;
  };
  const energy = (place: Small, square: Rect) => 1000 * clash(place, square) + preference(place, square);
  const total = () => small.reduce((sum, place) => sum + clash(place, place.square), 0);

  const found = searchClear(small, keptSquares, side, preference);
  if (found) small.forEach((place, index) => (place.square = found[index]!));
  else anneal(small, side, clash, preference, total);

  // Then each place in turn to its best square, overlapping no more than it did.
  const step = Math.max(1, Math.round(side / 20));
  for (let pass = 0; pass < 2; pass += 1) {
    for (const place of small) {
      let choice = { square: place.square, value: energy(place, place.square) };
      for (let y = place.range.y; y <= place.range.y + place.range.height; y += step) {
        for (let x = place.range.x; x <= place.range.x + place.range.width; x += step) {
          const square = { x, y, width: side, height: side };
          const value = energy(place, square);
          if (value < choice.value) choice = { square, value };
        }
      }
      place.square = choice.square;
    }
  }

  const hitAreas = new Map(small.map((place) => [place.id, place.square]));
  const layers = [
    ...places.map((place) => ({ id: place.id, shapes: [place.shape] })),
    ...small.map((place) => ({ id: place.id, shapes: [{ kind: 'rect' as const, ...place.square }] })),
  ];
  return { hitAreas, sizes: targetSizes(layers, box) };
}

/**
 * Backtracking with forward checking over the squares each place may take (its range, in steps of a
 * twentieth of a side): the place with the fewest free squares left goes next, trying them in order
 * of preference. Undefined when it finds no way within its budget.
 */
function searchClear(small: Small[], kept: Rect[], side: number, preference: (place: Small, square: Rect) => number): Rect[] | undefined {
  const step = Math.max(1, Math.round(side / 20));
  const overlaps = (a: Rect, b: Rect) => Math.abs(a.x - b.x) < side && Math.abs(a.y - b.y) < side;
  const domains = small.map((place) => {
    const options: { square: Rect; value: number }[] = [];
    for (let y = place.range.y; y <= place.range.y + place.range.height; y += step) {
      for (let x = place.range.x; x <= place.range.x + place.range.width; x += step) {
        const square = { x, y, width: side, height: side };
        const value = preference(place, square);
        if (value !== Infinity && !kept.some((keep) => overlapArea(square, keep) > 0)) options.push({ square, value });
      }
    }
    return options.sort((a, b) => a.value - b.value).map((option) => option.square);
  });
  const index = new Map(small.map((place, i) => [place, i]));
  const near = small.map((place) => place.near.map((other) => index.get(other)!));
  // 0 for a square still free, else the depth of the choice that took it.
  const taken = domains.map((domain) => new Int32Array(domain.length));
  const free = domains.map((domain) => domain.length);
  const chosen: (Rect | undefined)[] = small.map(() => undefined);
  let tries = 0;

  const solve = (depth: number): boolean => {
    let pick = -1;
    for (let i = 0; i < small.length; i += 1) if (!chosen[i] && (pick < 0 || free[i]! < free[pick]!)) pick = i;
    if (pick < 0) return true;
    const domain = domains[pick]!;
    for (let k = 0; k < domain.length && tries < SEARCH_BUDGET; k += 1) {
      if (taken[pick]![k]) continue;
      tries += 1;
      const square = domain[k]!;
      chosen[pick] = square;
      let open = true;
      for (const j of near[pick]!) {
        if (chosen[j]) continue;
        const marks = taken[j]!;
        domains[j]!.forEach((other, m) => {
          if (marks[m] || !overlaps(square, other)) return;
          marks[m] = depth + 1;
          free[j]! -= 1;
        });
        if (free[j] === 0) open = false;
      }
      if (open && solve(depth + 1)) return true;
      for (const j of near[pick]!) {
        const marks = taken[j]!;
        marks.forEach((mark, m) => {
          if (mark !== depth + 1) return;
          marks[m] = 0;
          free[j]! += 1;
        });
      }
      chosen[pick] = undefined;
    }
    return false;
  };
  return solve(0) ? (chosen as Rect[]) : undefined;
}

/**
 * Simulated annealing over the squares: a random place (preferring one whose square overlaps
 * another) tries a random nearby square, the moves shrinking as it cools; kept when it overlaps less,
 * or by chance while hot. Leaves the squares where they overlapped least.
 */
function anneal(
  small: Small[],
  side: number,
  clash: (place: Small, square: Rect) => number,
  preference: (place: Small, square: Rect) => number,
  total: () => number,
) {
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const next = random(0x5eed);
  const moves = ANNEALING_MOVES * small.length;
  let current = total();
  let best = { clash: current, squares: small.map((place) => place.square) };
  for (let move = 0; move < moves && best.clash > 0; move += 1) {
    const progress = move / moves;
    const temperature = (side * side * (1 - progress) ** 2) / 4 + 0.05;
    let place = small[Math.floor(next() * small.length)]!;
    for (let tries = 0; tries < 3 && clash(place, place.square) === 0; tries += 1) place = small[Math.floor(next() * small.length)]!;
    const spread = Math.max(2, Math.round(side * (1 - progress)));
    const square = {
      x: clamp(place.square.x + Math.round((next() * 2 - 1) * spread), place.range.x, place.range.x + place.range.width),
      y: clamp(place.square.y + Math.round((next() * 2 - 1) * spread), place.range.y, place.range.y + place.range.height),
      width: side,
      height: side,
    };
    const before = clash(place, place.square);
    const after = clash(place, square);
    // Overlaps first; the preference only tips the balance (a hundredth).
    const delta = after - before + (preference(place, square) - preference(place, place.square)) / 100;
    if (!(delta <= 0 || next() < Math.exp(-delta / temperature))) continue;
    place.square = square;
    // Each overlap counts for both squares.
    current += 2 * (after - before);
    if (current < best.clash) best = { clash: current, squares: small.map((p) => p.square) };
  }
  small.forEach((place, index) => (place.square = best.squares[index]!));
}
