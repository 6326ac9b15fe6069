import 'server-only';
import type { Queryable } from '@/server/db/database';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/domain/exchange/issuance-input';
import { SEASONAL_MAPPING, shapeSeasonalForecasts } from '@/domain/exchange/shape-seasonal-forecasts';
import { getSeasonalOutlook } from '@/server/weather/get-seasonal-outlook';

/** The latest seasonal issuance (or the one asked for), region-wide, as the national seasonal documents. */
export async function getSeasonalExport(db: Queryable, query: { issuance?: string }, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const outlook = await getSeasonalOutlook(db, { issuance: query.issuance });
  return {
    fileName: exportFileName(['weather', 'seasonal', outlook.months[0]], 'json'),
    json: exchangeExport({
      export: 'weather-seasonal',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: SEASONAL_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeSeasonalForecasts(outlook)],
    }),
  };
}
