import 'server-only';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { merge } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type Shape = Polygon | MultiPolygon;

// Square degrees: a few square pixels when the smallest province (Rizal) fills a 560 px map.
const MIN_WEIGHT = 3e-6;

const round = (position: Position): Position => [Math.round(position[0]! * 1e5) / 1e5, Math.round(position[1]! * 1e5) / 1e5];

function roundShape(shape: Shape): Shape {
  if (shape.type === 'Polygon') return { type: 'Polygon', coordinates: shape.coordinates.map((ring) => ring.map(round)) };
  return { type: 'MultiPolygon', coordinates: shape.coordinates.map((polygon) => polygon.map((ring) => ring.map(round))) };
}

/**
 * One simplified shape per target: the features are simplified together as a topology, so shared
 * borders stay shared, then the pieces of each target (a city's barangays) are merged into one.
 */
export function simplifyBoundaries(groups: Map<string, Feature<Shape>[]>): Map<string, Shape> {
  const objects: Record<string, GeoJSON.FeatureCollection<Shape>> = {};
  for (const [target, features] of groups) objects[target] = { type: 'FeatureCollection', features };
  const simplified = simplify(presimplify(topology(objects) as unknown as Parameters<typeof presimplify>[0]), MIN_WEIGHT) as Topology;
  const shapes = new Map<string, Shape>();
  for (const target of groups.keys()) {
    const collection = simplified.objects[target] as GeometryCollection;
    const merged = merge(simplified, collection.geometries as Parameters<typeof merge>[1]);
    if (merged.coordinates.length > 0)
      shapes.set(target, roundShape(merged.coordinates.length === 1 ? { type: 'Polygon', coordinates: merged.coordinates[0]! } : merged));
  }
  return shapes;
}
