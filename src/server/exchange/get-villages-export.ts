import 'server-only';
import type { Queryable } from '@/server/db/database';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { shapeVillages, VILLAGES_MAPPING } from '@/domain/exchange/shape-villages';
import { getVillageConstants } from '@/server/places/get-village-constants';

/** The villages constants document, from the same read as `/api/constants/villages`. */
export async function getVillagesExport(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const villages = await getVillageConstants(db);
  return {
    fileName: exportFileName(['villages'], 'json'),
    json: exchangeExport({ export: 'villages', generatedAt: now, dataAsOf: null, mapping: VILLAGES_MAPPING, collections: [shapeVillages(villages)] }),
  };
}
