import type { FeatureCollection, Polygon } from 'geojson';
import { topology } from 'topojson-server';
import { describe, expect, it } from 'vitest';
import { measureTopology } from './measure-topology';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [121, 14],
      [121.1, 14],
      [121.1, 14.1],
      [121, 14.1],
      [121, 14],
    ],
  ],
};

describe('measuring a TopoJSON file', () => {
  it('counts the geometries and the points they expand to', () => {
    const places: FeatureCollection<Polygon> = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: square }] };
    expect(measureTopology(topology({ places }))).toEqual({ geometries: 1, points: 5, arcReferences: 1, badReference: null });
  });

  it('counts a reused arc once per use, which is what makes a small file a bomb', () => {
    const arc = Array.from({ length: 1000 }, (_, i) => [i, i]);
    const geometries = Array.from({ length: 1000 }, () => ({ type: 'Polygon', arcs: [[0]] }));
    const bomb = { type: 'Topology', arcs: [arc], objects: { places: { type: 'GeometryCollection', geometries } } };
    expect(measureTopology(bomb)).toEqual({ geometries: 1000, points: 1_000_000, arcReferences: 1000, badReference: null });
  });

  it('reads reversed arcs (~i) and survives malformed parts, naming the first reference to no arc', () => {
    const odd = {
      arcs: [
        [
          [0, 0],
          [1, 1],
        ],
      ],
      objects: { a: { type: 'LineString', arcs: [~0, 7, 'x'] }, b: null, c: { type: 'Point', coordinates: [1, 2] } },
    };
    expect(measureTopology(odd)).toEqual({ geometries: 2, points: 2, arcReferences: 3, badReference: '7' });
    for (const [ref, named] of [
      [1.5, '1.5'],
      ['x', '"x"'],
      [null, 'null'],
      [~1, '-2'],
    ] as const) {
      expect(measureTopology({ arcs: odd.arcs, objects: { a: { type: 'LineString', arcs: [0, ref] } } }).badReference).toBe(named);
    }
  });

  it('counts a geometry of more than a million arc references, and a million geometries, without overflowing the stack', () => {
    const refs = new Array<number>(1_200_000).fill(0);
    const many = {
      arcs: [
        [
          [0, 0],
          [1, 1],
        ],
      ],
      objects: { a: { type: 'Polygon', arcs: [refs] } },
    };
    expect(measureTopology(many)).toEqual({ geometries: 1, points: 2_400_000, arcReferences: 1_200_000, badReference: null });
    const geometries = Array.from({ length: 1_000_000 }, () => ({ type: 'LineString', arcs: [0] }));
    expect(measureTopology({ arcs: many.arcs, objects: { a: { type: 'GeometryCollection', geometries } } })).toMatchObject({
      geometries: 1_000_000,
      arcReferences: 1_000_000,
    });
  });
});
