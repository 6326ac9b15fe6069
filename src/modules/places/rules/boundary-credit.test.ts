import { describe, expect, it } from 'vitest';
import { boundaryCredits, SHIPPED_BOUNDARY_SOURCE } from './boundary-credit';

describe('boundaryCredits', () => {
  it('owes nothing for dots, the shipped line, the office line, or both after a partial upload', () => {
    expect(boundaryCredits([])).toEqual([]);
    expect(boundaryCredits([SHIPPED_BOUNDARY_SOURCE])).toEqual(['shipped']);
    expect(boundaryCredits(['rizal.geojson', 'quezon.json'])).toEqual(['uploaded']);
    expect(boundaryCredits(['rizal.geojson', SHIPPED_BOUNDARY_SOURCE])).toEqual(['shipped', 'uploaded']);
    // Uploading the shipped file by its own name is an upload like any other.
    expect(boundaryCredits(['calabarzon-boundaries.topo.json'])).toEqual(['uploaded']);
  });
});
