import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { PROVINCES_MAPPING, shapeProvinces } from '@/modules/exchange/rules/shape-provinces';
import { getProvinceConstants } from '@/modules/places/server/get-province-constants';

/** The provinces constants document, from the same read as `/api/constants/provinces`. */
export async function getProvincesExport(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const provinces = await getProvinceConstants(db);
  return {
    fileName: exportFileName(['provinces'], 'json'),
    json: exchangeExport({ export: 'provinces', generatedAt: now, dataAsOf: null, mapping: PROVINCES_MAPPING, collections: [shapeProvinces(provinces)] }),
  };
}
