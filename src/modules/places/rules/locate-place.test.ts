import { readFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { PLACES } from '@/modules/places/rules/places';
import { distanceKm, locatePlace, NEAR_CENTRE_KM } from './locate-place';

// The boundaries the portal ships (src/modules/places/server/seed/boundaries): real shapes, real coasts.
const topology = JSON.parse(readFileSync(path.join(import.meta.dirname, '../server/seed/boundaries/calabarzon-boundaries.topo.json'), 'utf8')) as Topology;
const shapes = feature(topology, topology.objects.municipalities as GeometryCollection<{ psgc: string }>).features;
const geometryOf = new Map(shapes.map((shape) => [shape.properties.psgc, shape.geometry as { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }]));
const places = PLACES.map((place) => ({ psgc: place.psgc, name: place.name, lat: place.lat, lon: place.lon, geometry: geometryOf.get(place.psgc) ?? null }));
const nameAt = (lat: number, lon: number) => {
  const found = locatePlace({ lat, lon }, places);
  return found.kind === 'outside' ? 'outside' : `${found.kind}:${found.place.name}`;
};

describe('the place a phone is in', () => {
  it('finds the town whose boundary holds the position', () => {
    expect(nameAt(14.2117, 121.1653)).toBe('inside:City of Calamba'); // Calamba's town plaza
    expect(nameAt(14.1675, 121.2416)).toBe('inside:Los Baños'); // UPLB
    expect(nameAt(13.7565, 121.0583)).toBe('inside:Batangas City'); // the port
    expect(nameAt(13.9317, 121.6174)).toBe('inside:City of Lucena');
  });

  it('holds for every place at its own boundary-derived centre when that centre is inside it', () => {
    let inside = 0;
    for (const place of places) {
      const found = locatePlace(place, places);
      if (found.kind === 'inside') {
        inside += 1;
        expect(found.place.psgc).toBe(place.psgc);
      }
    }
    // Centres of crescent-shaped towns can fall outside them; the great majority do not.
    expect(inside).toBeGreaterThan(130);
  });

  it('takes a boat just off the shore as the nearest town', () => {
    const found = locatePlace({ lat: 13.745, lon: 121.045 }, places); // Batangas Bay, near the port
    expect(found.kind === 'inside' || found.kind === 'nearest').toBe(true);
  });

  it('says Manila and Cebu are outside the region, with how far the nearest place is', () => {
    const manila = locatePlace({ lat: 14.5995, lon: 120.9842 }, places);
    expect(manila.kind).toBe('outside');
    expect(locatePlace({ lat: 10.3157, lon: 123.8854 }, places)).toMatchObject({ kind: 'outside', km: expect.any(Number) });
  });

  it('falls back to the nearest centre for places without a stored boundary', () => {
    const bare = places.map(({ geometry: _geometry, ...place }) => place);
    expect(locatePlace({ lat: 14.2117, lon: 121.1653 }, bare)).toMatchObject({ kind: 'nearest', place: { name: 'City of Calamba' } });
    const far = { lat: 16.4, lon: 120.6 }; // Baguio
    expect(locatePlace(far, bare).kind).toBe('outside');
    expect(distanceKm(far, bare[0]!)).toBeGreaterThan(NEAR_CENTRE_KM);
  });

  it('answers outside when there are no places at all', () => {
    expect(locatePlace({ lat: 14, lon: 121 }, [])).toEqual({ kind: 'outside', km: Infinity });
  });
});
