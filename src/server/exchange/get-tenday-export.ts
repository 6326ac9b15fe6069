import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/domain/exchange/issuance-input';
import { shapeTendayForecasts, TENDAY_MAPPING } from '@/domain/exchange/shape-tenday-forecasts';
import { getTendayOutlook } from '@/server/weather/get-tenday-outlook';

/** The latest 10-day issuance (or the one asked for), region-wide, as the national ten_day documents. */
export async function getTendayExport(query: { issuance?: string }, now = new Date()): Promise<{ fileName: string; json: ExchangeExport }> {
  const outlook = await getTendayOutlook({ issuance: query.issuance });
  return {
    fileName: exportFileName(['weather', 'ten-day', outlook.issuance.forecastDate], 'json'),
    json: exchangeExport({
      export: 'weather-ten-day',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: TENDAY_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeTendayForecasts(outlook)],
    }),
  };
}
