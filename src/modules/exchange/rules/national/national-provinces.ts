import type { ExchangeCollection } from '../exchange-document';
import type { ProvinceInput } from '../shape-provinces';
import type { NationalProvincesDocument } from './national-schemas';

export const NATIONAL_PROVINCES_MAPPING = [
  'constant_data/provinces: one document, id "provinces", holding {data: [{id, label, municipalities: [{id, label}]}]} as the national portal keeps it.',
  'id is the 10-digit PSGC code of the province and of each city or municipality (the national portal’s own ids are not published; PSGC is what every other export and the open API key on); label is the name.',
  'Lucena, a highly urbanised city with its own PSGC code, is listed under Quezon. The portal’s own profile of the same data stays at /api/export/v1/provinces (constants/provinces).',
] as const;

/** The provinces constants document in the national portal's shape, from the read behind /api/constants/provinces. */
export function shapeNationalProvinces(provinces: readonly ProvinceInput[]): ExchangeCollection<NationalProvincesDocument> {
  return {
    path: 'constant_data',
    documents: [
      {
        id: 'provinces',
        data: {
          data: provinces.map((province) => ({
            id: province.id,
            label: province.label,
            municipalities: province.municipalities.map((place) => ({ id: place.id, label: place.label })),
          })),
        },
      },
    ],
  };
}
