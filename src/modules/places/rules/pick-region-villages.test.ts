import { describe, expect, it } from 'vitest';
import { municipalityPsgcOf, pickRegionVillages } from './pick-region-villages';

const CALAMBA = { psgc: '0403405000' };
const LUCENA = { psgc: '0431200000' };
const record = (psgcCode: string, brgyName: string, brgyOldName = '') => ({
  psgcCode,
  regCode: psgcCode.slice(0, 2),
  provCode: psgcCode.slice(2, 5),
  munCityCode: psgcCode.slice(2, 7),
  brgyCode: psgcCode.slice(2),
  brgyName,
  brgyOldName,
});

describe('the city or municipality of a barangay', () => {
  it('is the code with the barangay digits zeroed, Lucena (an HUC with its own province part) included', () => {
    expect(municipalityPsgcOf('0403405057')).toBe('0403405000');
    expect(municipalityPsgcOf('0431200002')).toBe('0431200000');
  });
});

describe('picking the region’s villages from the national list', () => {
  it('keeps only the barangays of the given places, tidied, in PSGC order', () => {
    const villages = pickRegionVillages(
      [
        record('1004210051', '50th District '),
        record('0431200002', 'Barangay 1 '),
        record('0403405057', 'Milagrosa', 'Tulo'),
        record('0403405001', '  Bagong   Kalsada '),
        record('0403406001', 'Elsewhere in Laguna'),
      ],
      [CALAMBA, LUCENA],
    );
    expect(villages).toEqual([
      { psgc: '0403405001', name: 'Bagong Kalsada', formerName: null, municipalityPsgc: '0403405000' },
      { psgc: '0403405057', name: 'Milagrosa', formerName: 'Tulo', municipalityPsgc: '0403405000' },
      { psgc: '0431200002', name: 'Barangay 1', formerName: null, municipalityPsgc: '0431200000' },
    ]);
  });

  it('drops a former name that is the same as the name, and skips records that are no barangay of the region', () => {
    const villages = pickRegionVillages(
      [record('0403405002', 'Bucal', ' Bucal'), null, 42, { psgcCode: 403405003 }, record('0403405000', 'City of Calamba')],
      [CALAMBA],
    );
    expect(villages).toEqual([{ psgc: '0403405002', name: 'Bucal', formerName: null, municipalityPsgc: '0403405000' }]);
  });

  it('refuses a malformed record of the region and a code listed twice, naming them', () => {
    expect(() => pickRegionVillages([record('0403405002', '  ')], [CALAMBA])).toThrow('PSGC barangay record 0 (0403405002): brgyName is empty');
    expect(() => pickRegionVillages([record('0403405002', 'Bucal'), record('0403405002', 'Bucal')], [CALAMBA])).toThrow('0403405002 appears twice');
  });
});
