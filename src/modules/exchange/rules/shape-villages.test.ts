import { describe, expect, it } from 'vitest';
import { shapeVillages, VILLAGES_MAPPING } from './shape-villages';

const LAGUNA = { id: '0403400000', label: 'Laguna' };
const QUEZON = { id: '0405600000', label: 'Quezon' };
const CALAMBA = { id: '0403405000', label: 'City of Calamba' };
const LUCENA = { id: '0431200000', label: 'City of Lucena' };

describe('the villages constants document', () => {
  it('is the document constants/villages with the villages grouped under their city or municipality, in PSGC order', () => {
    const collection = shapeVillages([
      { id: '0403405057', label: 'Milagrosa', formerLabel: 'Tulo', municipality: CALAMBA, province: LAGUNA },
      { id: '0431200002', label: 'Barangay 1', formerLabel: null, municipality: LUCENA, province: QUEZON },
      { id: '0403405001', label: 'Bagong Kalsada', formerLabel: null, municipality: CALAMBA, province: LAGUNA },
    ]);
    expect(collection).toEqual({
      path: 'constants',
      documents: [
        {
          id: 'villages',
          data: {
            region: 'calabarzon',
            psgc_release: '2025-2Q',
            count: 3,
            municipalities: [
              {
                psgc: '0403405000',
                label: 'City of Calamba',
                municipality: 'City of Calamba',
                province: 'laguna',
                villages: [
                  { psgc: '0403405001', label: 'Bagong Kalsada', former_label: null },
                  { psgc: '0403405057', label: 'Milagrosa', former_label: 'Tulo' },
                ],
              },
              {
                psgc: '0431200000',
                label: 'City of Lucena',
                municipality: 'City of Lucena',
                province: 'quezon',
                villages: [{ psgc: '0431200002', label: 'Barangay 1', former_label: null }],
              },
            ],
          },
        },
      ],
    });
  });

  it('credits the PSA as the source and the package under its licence in the mapping notes', () => {
    expect(VILLAGES_MAPPING.at(-1)).toMatch(/Philippine Statistics Authority \(PSA\).*@jobuntux\/psgc package \(MIT licence, Copyright \(c\) 2025 jobuntux\)/);
  });
});
