import fs from 'node:fs';
import path from 'node:path';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { CAP_MAX_POINTS, capPolygons, formatCapPolygon } from './cap-polygon';

const topology = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../../places/server/seed/boundaries/calabarzon-boundaries.topo.json'), 'utf8'),
) as Topology<{ provinces: GeometryCollection<{ psgc: string }>; municipalities: GeometryCollection<{ psgc: string }> }>;
const shapeOf = (level: 'provinces' | 'municipalities', psgc: string) =>
  feature(topology, topology.objects[level]).features.find((place) => Object.values(place.properties ?? {}).includes(psgc))!.geometry as Polygon | MultiPolygon;

const pairsOf = (polygon: string) => polygon.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
const pointsIn = (shape: Polygon | MultiPolygon) =>
  (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates).reduce((sum, p) => sum + p[0]!.length, 0);

/** What CAP 1.2 asks of a polygon, and what the portal promises: at most 100 points, in the region, lat before lon. */
function capPolygonProblems(polygons: string[], maxPoints = CAP_MAX_POINTS): string[] {
  const problems = polygons.length === 0 ? ['no polygon'] : [];
  let total = 0;
  for (const polygon of polygons) {
    if (!/^-?\d+(\.\d+)?,-?\d+(\.\d+)?( -?\d+(\.\d+)?,-?\d+(\.\d+)?)+$/.test(polygon)) problems.push(`not lat,lon pairs: ${polygon.slice(0, 40)}`);
    const pairs = pairsOf(polygon);
    if (pairs.length < 4) problems.push(`${pairs.length} points`);
    if (pairs[0]!.join() !== pairs.at(-1)!.join()) problems.push('not closed');
    // Region 4a lies between 13° and 15° N, 120.5° and 123° E: latitude first.
    if (pairs.some(([lat, lon]) => lat < 12.5 || lat > 15.5 || lon < 120.5 || lon > 123)) problems.push('a point outside the region, or lon before lat');
    total += pairs.length;
  }
  if (total > maxPoints) problems.push(`${total} points in all`);
  return problems;
}

describe('capPolygons', () => {
  it("simplifies Quezon (28 islands, some 2,400 points) to at most 100 closed lat,lon points, keeping its mainland's extent", () => {
    const quezon = shapeOf('provinces', '0405600000');
    expect(pointsIn(quezon)).toBeGreaterThan(2000);
    const polygons = capPolygons(quezon);
    expect(capPolygonProblems(polygons)).toEqual([]);
    const lats = polygons.flatMap(pairsOf).map(([lat]) => lat);
    // The province runs from Tayabas Bay (about 13.2° N) to General Nakar (about 14.8° N).
    expect(Math.max(...lats) - Math.min(...lats)).toBeGreaterThan(1.2);
  });

  it('holds every province and city of the region to the limit, and to a smaller one when asked', () => {
    const problems = (['provinces', 'municipalities'] as const).flatMap((level) =>
      feature(topology, topology.objects[level]).features.flatMap((place) =>
        capPolygonProblems(capPolygons(place.geometry as Polygon | MultiPolygon)).map((problem) => `${JSON.stringify(place.properties)}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
    expect(capPolygonProblems(capPolygons(shapeOf('provinces', '0401000000'), 30), 30)).toEqual([]);
    // The check itself can fail: Batangas allowed 200 points uses more than 100.
    expect(capPolygonProblems(capPolygons(shapeOf('provinces', '0401000000'), 200))).toContainEqual(expect.stringMatching(/^(1\d\d|200) points in all$/));
  });

  it('keeps a small shape as it is, closed, and drops its holes', () => {
    const square: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [121, 14],
          [121.1, 14],
          [121.1, 14.1],
          [121, 14.1],
          [121, 14],
        ],
        [
          [121.02, 14.02],
          [121.03, 14.02],
          [121.03, 14.03],
          [121.02, 14.02],
        ],
      ],
    };
    expect(capPolygons(square)).toEqual(['14,121 14,121.1 14.1,121.1 14.1,121 14,121']);
  });

  it('keeps the largest islands that fit when there are too many to keep them all', () => {
    // 30 triangles, each 4 points closed, growing from west to east: 25 fit in 100 points.
    const size = (i: number) => 0.01 + i * 0.001;
    const islands: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: Array.from({ length: 30 }, (_, i) => [
        [
          [121 + i * 0.05, 14],
          [121 + i * 0.05 + size(i), 14],
          [121 + i * 0.05, 14 + size(i)],
          [121 + i * 0.05, 14],
        ],
      ]),
    };
    const polygons = capPolygons(islands);
    expect(capPolygonProblems(polygons)).toEqual([]);
    expect(polygons).toHaveLength(25);
    expect(polygons[0]).toBe('14,121.25 14,121.265 14.015,121.25 14,121.25');
    expect(polygons.at(-1)).toBe('14,122.45 14,122.489 14.039,122.45 14,122.45');
  });

  it('writes lat,lon pairs and closes an open ring', () => {
    expect(
      formatCapPolygon([
        [121.123456, 14.5],
        [121.2, 14.6],
        [121.3, 14.5],
      ]),
    ).toBe('14.5,121.12346 14.6,121.2 14.5,121.3 14.5,121.12346');
  });
});
