import { describe, expect, it } from 'vitest';
import { shapeProvinces } from './shape-provinces';

describe('the provinces constants document', () => {
  it('is the document constants/provinces with each province keyed by name and its places by label and municipality', () => {
    const collection = shapeProvinces([
      {
        id: '0403400000',
        label: 'Laguna',
        municipalities: [
          { id: '0403405000', label: 'City of Calamba', kind: 'city' },
          { id: '0403403000', label: 'Bay', kind: 'municipality' },
        ],
      },
      { id: '0405800000', label: 'Rizal', municipalities: [] },
    ]);
    expect(collection.path).toBe('constants');
    expect(collection.documents).toHaveLength(1);
    expect(collection.documents[0]).toEqual({
      id: 'provinces',
      data: {
        region: 'calabarzon',
        provinces: [
          {
            id: 'laguna',
            psgc: '0403400000',
            label: 'Laguna',
            municipalities: [
              { label: 'City of Calamba', municipality: 'City of Calamba', psgc: '0403405000', kind: 'city' },
              { label: 'Bay', municipality: 'Bay', psgc: '0403403000', kind: 'municipality' },
            ],
          },
          { id: 'rizal', psgc: '0405800000', label: 'Rizal', municipalities: [] },
        ],
      },
    });
  });
});
