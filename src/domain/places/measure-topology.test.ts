import type { FeatureCollection, Polygon } from 'geojson';
import { topology } from 'topojson-server';
import { describe, expect, it } from 'vitest';
import { measureTopology } from './measure-topology';

const square = { type: 'Polygon' as const, coordinates: [[[121, 14], [121.1, 14], [121.1, 14.1], [121, 14.1], [121, 14]]] };

describe('measuring a TopoJSON file', () => {
  it('counts the geometries and the points they expand to', () => {
    const places: FeatureCollection<Polygon> = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: square }] };
    expect(measureTopology(topology({ places }))).toEqual({ geometries: 1, points: 5 });
  });

  it('counts a reused arc once per use, which is what makes a small file a bomb', () => {
    const arc = Array.from({ length: 1000 }, (_, i) => [i, i]);
    const geometries = Array.from({ length: 1000 }, () => ({ type: 'Polygon', arcs: [[0]] }));
    const bomb = { type: 'Topology', arcs: [arc], objects: { places: { type: 'GeometryCollection', geometries } } };
    expect(measureTopology(bomb)).toEqual({ geometries: 1000, points: 1_000_000 });
  });

  it('reads reversed arcs (~i) and survives malformed parts', () => {
    const odd = { arcs: [[[0, 0], [1, 1]]], objects: { a: { type: 'LineString', arcs: [~0, 7, 'x'] }, b: null, c: { type: 'Point', coordinates: [1, 2] } } };
    expect(measureTopology(odd)).toEqual({ geometries: 2, points: 2 });
  });
});
