import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { shapeVillages, VILLAGES_MAPPING } from '@/modules/exchange/rules/shape-villages';
import { getVillageConstants } from '@/modules/places/server/get-village-constants';

/** The villages constants document, from the same read as `/api/constants/villages`. */
export async function getVillagesExport(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const villages = await getVillageConstants(db);
  return {
    fileName: exportFileName(['villages'], 'json'),
    json: exchangeExport({ export: 'villages', generatedAt: now, dataAsOf: null, mapping: VILLAGES_MAPPING, collections: [shapeVillages(villages)] }),
  };
}
