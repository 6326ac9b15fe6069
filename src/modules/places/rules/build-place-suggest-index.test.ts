import { describe, expect, it } from 'vitest';
import { buildPlaceSuggestIndex } from './build-place-suggest-index';

const region = {
  provinces: [
    { psgc: '0403400000', name: 'Laguna' },
    { psgc: '0402100000', name: 'Cavite' },
  ],
  places: [
    { psgc: '0403405000', name: 'City of Calamba', provincePsgc: '0403400000', kind: 'city' as const },
    { psgc: '0402106000', name: 'City of Dasmariñas', provincePsgc: '0402100000', kind: 'city' as const },
    { psgc: '0403402000', name: 'Bay', provincePsgc: '0403400000', kind: 'municipality' as const },
    { psgc: '0405601000', name: 'Agdangan', provincePsgc: '0405600000', kind: 'municipality' as const },
  ],
  villages: [
    { psgc: '0403405057', name: 'Milagrosa', formerName: 'Tulo', municipalityPsgc: '0403405000' },
    { psgc: '0403405001', name: 'Bagong Kalsada', formerName: null, municipalityPsgc: '0403405000' },
    { psgc: '0499999001', name: 'Nowhere', formerName: null, municipalityPsgc: '0499999000' },
  ],
};

describe('buildPlaceSuggestIndex', () => {
  it('lists provinces, then places and their villages in PSGC order, with the weather page each opens', () => {
    expect(buildPlaceSuggestIndex(region)).toEqual({
      v: 1,
      p: [
        ['Laguna', '/weather-services/ten-day/laguna'],
        ['Cavite', '/weather-services/ten-day/cavite'],
      ],
      m: [
        ['City of Dasmariñas', 1, 'c', '/weather-services/ten-day/cavite/city-of-dasmarinas', []],
        ['Bay', 0, 'm', '/weather-services/ten-day/laguna/bay', []],
        ['City of Calamba', 0, 'c', '/weather-services/ten-day/laguna/city-of-calamba', ['Bagong Kalsada', ['Milagrosa', 'Tulo']]],
      ],
    });
  });
});
