import { describe, expect, it } from 'vitest';
import { findPlacesBySlug } from './find-places-by-slug';

const provinces = [
  { psgc: '0403400000', name: 'Laguna' },
  { psgc: '0405600000', name: 'Quezon' },
];
const municipalities = [
  { name: 'City of Calamba', provincePsgc: '0403400000' },
  { name: 'Real', provincePsgc: '0405600000' },
];

describe('findPlacesBySlug', () => {
  it('finds the province and its town by their slugs, with the towns in scope', () => {
    expect(findPlacesBySlug({ province: 'laguna', municipality: 'city-of-calamba' }, provinces, municipalities)).toEqual({
      province: provinces[0],
      municipality: municipalities[0],
      inProvince: [municipalities[0]],
    });
    expect(findPlacesBySlug({}, provinces, municipalities)).toEqual({ province: undefined, municipality: undefined, inProvince: municipalities });
  });

  it('finds nothing for a slug that names no place, or a town of another province', () => {
    expect(findPlacesBySlug({ province: 'bulacan' }, provinces, municipalities)).toBeNull();
    expect(findPlacesBySlug({ province: 'laguna', municipality: 'atlantis' }, provinces, municipalities)).toBeNull();
    expect(findPlacesBySlug({ province: 'laguna', municipality: 'real' }, provinces, municipalities)).toBeNull();
  });
});
