import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/modules/exchange/rules/issuance-input';
import { NATIONAL_SEASONAL_MAPPING, shapeNationalSeasonal } from '@/modules/exchange/rules/national/national-seasonal';
import type { NationalSeasonalDocument } from '@/modules/exchange/rules/national/national-schemas';
import type { Queryable } from '@/platform/db/database';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';

/** The live (or `?issuance=`) seasonal outlook as the national portal's per-province documents. */
export async function getNationalSeasonal(
  db: Queryable,
  query: { issuance?: string },
  now = new Date(),
): Promise<{ fileName: string; json: ExchangeExport<NationalSeasonalDocument> }> {
  const outlook = await getSeasonalOutlook(db, { issuance: query.issuance });
  return {
    fileName: exportFileName(['national', 'seasonal', outlook.months[0]], 'json'),
    json: exchangeExport({
      export: 'national-seasonal',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: NATIONAL_SEASONAL_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeNationalSeasonal(outlook)],
    }),
  };
}
