import type { MultiPolygon, Polygon, Position } from 'geojson';

/** Receivers such as phone alert systems refuse long polygons; 100 points is what they commonly take. */
export const CAP_MAX_POINTS = 100;

type Point = Position;

/** Distance in degrees from p to the segment a–b: at 13–15° N a degree of longitude is 97% of one of latitude, near enough to pick points by. */
function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0]! - a[0]!) * dx + (p[1]! - a[1]!) * dy) / length));
  return Math.hypot(p[0]! - (a[0]! + t * dx), p[1]! - (a[1]! + t * dy));
}

const farthestFrom = (points: readonly Point[], from: Point) =>
  points.reduce(
    (best, p, i) => (Math.hypot(p[0]! - from[0]!, p[1]! - from[1]!) > Math.hypot(points[best]![0]! - from[0]!, points[best]![1]! - from[1]!) ? i : best),
    0,
  );

/**
 * Douglas–Peucker once, for every tolerance: each point's weight is how far it strays from the line
 * kept before it (capped by the weight of the point that split its span, so a tolerance keeps whole
 * branches). The first point and the one farthest from it anchor the ring (weight Infinity); points
 * on the line already kept weigh 0 and are never needed.
 */
function ringWeights(open: readonly Point[]): number[] {
  const n = open.length;
  const far = farthestFrom(open, open[0]!);
  const weights = new Array<number>(n).fill(0);
  weights[0] = weights[far] = Infinity;
  const at = (i: number) => open[i % n]!;
  const spans: [number, number, number][] = [
    [0, far, Infinity],
    [far, n, Infinity],
  ];
  while (spans.length > 0) {
    const [start, end, cap] = spans.pop()!;
    let [farthest, distance] = [-1, 0];
    for (let i = start + 1; i < end; i++) {
      const d = distanceToSegment(at(i), at(start), at(end));
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    const weight = Math.min(distance, cap);
    weights[farthest] = weight;
    spans.push([start, farthest, weight], [farthest, end, weight]);
  }
  return weights;
}

/** The outer ring of each part, open (without the closing point) and without repeated points; CAP polygons have no holes. */
function outerRings(shape: Polygon | MultiPolygon): Point[][] {
  const rings = shape.type === 'Polygon' ? [shape.coordinates[0] ?? []] : shape.coordinates.map((polygon) => polygon[0] ?? []);
  return rings
    .map((ring) => ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]))
    .map((ring) => (ring.length > 1 && ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1] ? ring.slice(0, -1) : ring))
    .filter((ring) => ring.length >= 3);
}

/** `lat,lon` pairs separated by spaces, first = last, as CAP writes a polygon (GeoJSON has them the other way round). */
export function formatCapPolygon(ring: readonly Point[]): string {
  const [first, last] = [ring[0]!, ring.at(-1)!];
  const closed = first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
  return closed.map((p) => `${Number(p[1]!.toFixed(5))},${Number(p[0]!.toFixed(5))}`).join(' ');
}

/**
 * A place's shape as CAP polygons holding at most `maxPoints` points between them (closing points
 * counted): the heaviest points are taken until the next would not fit, so islands too small to
 * matter at that scale drop out. The place's PSGC geocode still names all of it.
 */
export function capPolygons(shape: Polygon | MultiPolygon, maxPoints = CAP_MAX_POINTS): string[] {
  const rings = outerRings(shape).map((open) => ({ open, weights: ringWeights(open) }));
  const candidates = rings
    .flatMap((ring, r) => ring.weights.map((weight, i) => ({ r, i, weight })))
    .filter((candidate) => candidate.weight > 0 && candidate.weight !== Infinity)
    .sort((a, b) => b.weight - a.weight || a.r - b.r || a.i - b.i);
  const chosen = rings.map(() => new Set<number>());
  let points = 0;
  for (const { r, i } of candidates) {
    // A ring's first point beyond its two anchors makes it a polygon: four points with the closing one.
    const cost = chosen[r]!.size === 0 ? 4 : 1;
    if (points + cost > maxPoints) break;
    points += cost;
    chosen[r]!.add(i);
  }
  return rings.flatMap(({ open, weights }, r) =>
    chosen[r]!.size === 0 ? [] : [formatCapPolygon(open.filter((_, i) => weights[i] === Infinity || chosen[r]!.has(i)))],
  );
}
