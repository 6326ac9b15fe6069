import { describe, expect, it } from 'vitest';
import { readFeatureIdentity } from './read-feature-identity';

describe('readFeatureIdentity', () => {
  it('reads municipality, province and barangay features of the boundary files', () => {
    expect(readFeatureIdentity({ adm2_psgc: 401000000, adm3_psgc: 401001000, adm3_en: 'Agoncillo', geo_level: 'Mun' })).toEqual({
      level: 'municipality',
      psgc: '0401001000',
      name: 'Agoncillo',
    });
    expect(readFeatureIdentity({ adm2_psgc: 401000000, adm2_en: 'Batangas', geo_level: 'Prov' })).toEqual({
      level: 'province',
      psgc: '0401000000',
      name: 'Batangas',
    });
    expect(readFeatureIdentity({ adm3_psgc: 431200000, adm4_psgc: 431200002, adm4_en: 'Barangay 1', geo_level: 'Bgy' })).toEqual({
      level: 'municipality',
      psgc: '0431200000',
      name: undefined,
    });
  });

  it('falls back to generic properties', () => {
    expect(readFeatureIdentity({ psgc: '0403405000', name: 'Calamba' })).toEqual({ level: 'unknown', psgc: '0403405000', name: 'Calamba' });
    expect(readFeatureIdentity({ NAME: 'Lipa City' })).toEqual({ level: 'unknown', psgc: undefined, name: 'Lipa City' });
    expect(readFeatureIdentity(null)).toEqual({ level: 'unknown', psgc: undefined, name: undefined });
  });
});
