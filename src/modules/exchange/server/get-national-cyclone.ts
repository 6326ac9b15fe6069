import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/modules/exchange/rules/issuance-input';
import { NATIONAL_CYCLONE_MAPPING, shapeNationalCyclone } from '@/modules/exchange/rules/national/national-cyclone';
import type { NationalCycloneDocument } from '@/modules/exchange/rules/national/national-schemas';
import type { Queryable } from '@/platform/db/database';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';

/** The live (or `?issuance=`) cyclone advisory as the national portal's `cyclone_advisory` document. */
export async function getNationalCyclone(
  db: Queryable,
  query: { issuance?: string },
  now = new Date(),
): Promise<{ fileName: string; json: ExchangeExport<NationalCycloneDocument> }> {
  const outlook = await getSpecialOutlook(db, { issuance: query.issuance });
  return {
    fileName: exportFileName(['national', 'cyclone-advisory', outlook.issuance.forecastDate], 'json'),
    json: exchangeExport({
      export: 'national-cyclone-advisory',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: NATIONAL_CYCLONE_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeNationalCyclone(outlook)],
    }),
  };
}
