import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/domain/exchange/issuance-input';
import { NATIONAL_SEASONAL_MAPPING, shapeNationalSeasonal } from '@/domain/exchange/national/national-seasonal';
import type { NationalSeasonalDocument } from '@/domain/exchange/national/national-schemas';
import type { Queryable } from '@/server/db/database';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';

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
