import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/modules/exchange/rules/issuance-input';
import { SEASONAL_MAPPING, shapeSeasonalForecasts } from '@/modules/exchange/rules/shape-seasonal-forecasts';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';

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
