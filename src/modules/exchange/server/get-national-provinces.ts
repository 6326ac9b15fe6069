import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { NATIONAL_PROVINCES_MAPPING, shapeNationalProvinces } from '@/modules/exchange/rules/national/national-provinces';
import type { NationalProvincesDocument } from '@/modules/exchange/rules/national/national-schemas';
import { getProvinceConstants } from '@/modules/places/server/get-province-constants';

/** The provinces constants in the national portal's shape, from the same read as `/api/constants/provinces`. */
export async function getNationalProvinces(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExchangeExport<NationalProvincesDocument> }> {
  const provinces = await getProvinceConstants(db);
  return {
    fileName: exportFileName(['national', 'provinces'], 'json'),
    json: exchangeExport({
      export: 'national-provinces',
      generatedAt: now,
      dataAsOf: null,
      mapping: NATIONAL_PROVINCES_MAPPING,
      collections: [shapeNationalProvinces(provinces)],
    }),
  };
}
