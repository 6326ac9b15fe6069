import { REGION } from '@/modules/places/rules/region';
import { documentKey, type ExchangeCollection } from './exchange-document';

export interface ProvinceInput {
  /** PSGC code. */
  id: string;
  label: string;
  municipalities: { id: string; label: string; kind: 'city' | 'municipality' }[];
}

export const PROVINCES_MAPPING = [
  'constants/provinces: one document, id "provinces", with region and the provinces list.',
  'provinces[].id is the lower-case province name (the key the weather documents use); psgc is the 10-digit PSGC code.',
  'municipalities[] carry both label and municipality (older national clients read one or the other), the PSGC code and kind (city or municipality).',
  'Lucena, a highly urbanised city with its own PSGC code, is listed under Quezon.',
] as const;

/** The provinces constants document, from the provinces and places the portal serves at /api/constants/provinces. */
export function shapeProvinces(provinces: readonly ProvinceInput[]): ExchangeCollection {
  return {
    path: 'constants',
    documents: [
      {
        id: 'provinces',
        data: {
          region: REGION.key,
          provinces: provinces.map((province) => ({
            id: documentKey(province.label),
            psgc: province.id,
            label: province.label,
            municipalities: province.municipalities.map((place) => ({ label: place.label, municipality: place.label, psgc: place.id, kind: place.kind })),
          })),
        },
      },
    ],
  };
}
