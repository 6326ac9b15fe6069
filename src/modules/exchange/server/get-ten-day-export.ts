import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/modules/exchange/rules/issuance-input';
import { shapeTenDayForecasts, TEN_DAY_MAPPING } from '@/modules/exchange/rules/shape-ten-day-forecasts';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';

/** The latest 10-day issuance (or the one asked for), region-wide, as the national ten_day documents. */
export async function getTenDayExport(db: Queryable, query: { issuance?: string }, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const outlook = await getTenDayOutlook(db, { issuance: query.issuance });
  return {
    fileName: exportFileName(['weather', 'ten-day', outlook.issuance.forecastDate], 'json'),
    json: exchangeExport({
      export: 'weather-ten-day',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: TEN_DAY_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeTenDayForecasts(outlook)],
    }),
  };
}
