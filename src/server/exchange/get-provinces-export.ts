import 'server-only';
import type { Queryable } from '@/server/db/database';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { PROVINCES_MAPPING, shapeProvinces } from '@/domain/exchange/shape-provinces';
import { getProvinceConstants } from '@/server/places/get-province-constants';

/** The provinces constants document, from the same read as `/api/constants/provinces`. */
export async function getProvincesExport(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const provinces = await getProvinceConstants(db);
  return {
    fileName: exportFileName(['provinces'], 'json'),
    json: exchangeExport({ export: 'provinces', generatedAt: now, dataAsOf: null, mapping: PROVINCES_MAPPING, collections: [shapeProvinces(provinces)] }),
  };
}
