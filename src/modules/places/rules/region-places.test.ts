import { describe, expect, it } from 'vitest';
import { PLACES } from './places';
import { PROVINCES, REGION } from './region';
import { REGION_PLACES, createRegionPlaceMatcher } from './region-places';

const COUNTS: Record<string, number> = { Batangas: 34, Cavite: 23, Laguna: 30, Quezon: 41, Rizal: 14 };

describe('the region seed', () => {
  it('describes Region 4a with its map centre', () => {
    expect(REGION).toMatchObject({ key: 'calabarzon', label: 'Region 4a', code: '4a', abbreviation: 'CALABARZON' });
    expect(REGION.center).toEqual({ lat: 13.8357, lon: 122.4883 });
  });

  it('has 142 places in 5 provinces with the right count in each', () => {
    expect(PLACES).toHaveLength(142);
    expect(PROVINCES).toHaveLength(5);
    for (const province of PROVINCES) {
      expect(
        PLACES.filter((place) => place.province === province.psgc),
        province.name,
      ).toHaveLength(COUNTS[province.name]!);
    }
  });

  it('keys every place by a unique 10-digit PSGC code inside the region', () => {
    const codes = PLACES.map((place) => place.psgc);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^04\d{8}$/);
  });

  it('lists Lucena under Quezon with its own code', () => {
    const lucena = PLACES.find((place) => place.psgc === '0431200000');
    expect(lucena).toMatchObject({ name: 'City of Lucena', province: '0405600000', kind: 'city' });
  });

  it('keeps centroids inside the region', () => {
    for (const place of PLACES) {
      expect(place.lat).toBeGreaterThan(13);
      expect(place.lat).toBeLessThan(15.5);
      expect(place.lon).toBeGreaterThan(120.5);
      expect(place.lon).toBeLessThan(123);
    }
  });

  it('resolves every alias, with its province, to exactly its own place', () => {
    const matcher = createRegionPlaceMatcher();
    for (const place of REGION_PLACES) {
      const province = PROVINCES.find((p) => p.psgc === place.province)!;
      for (const alias of [place.name, ...place.aliases]) {
        const result = matcher.match(`${alias} (${province.name})`);
        expect(result, `${alias} (${province.name})`).toEqual({ status: 'matched', place });
      }
    }
  });

  it('resolves every alias without a province unless two provinces share the name', () => {
    const matcher = createRegionPlaceMatcher();
    for (const place of REGION_PLACES) {
      for (const alias of place.aliases) {
        const result = matcher.match(alias);
        if (result.status === 'ambiguous') {
          expect(result.candidates.map((c) => c.psgc)).toContain(place.psgc);
          expect(new Set(result.candidates.map((c) => c.province)).size).toBe(result.candidates.length);
        } else {
          expect(result, alias).toEqual({ status: 'matched', place });
        }
      }
    }
  });
});
