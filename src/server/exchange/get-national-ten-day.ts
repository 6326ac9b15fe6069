import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/domain/exchange/issuance-input';
import { NATIONAL_TEN_DAY_MAPPING, shapeNationalTenDay } from '@/domain/exchange/national/national-ten-day';
import type { NationalTenDayDocument } from '@/domain/exchange/national/national-schemas';
import type { Queryable } from '@/server/db/database';
import { getTenDayOutlook } from '@/server/weather/get-ten-day-outlook';

/** The live (or `?issuance=`) 10-day issue as the national portal's one document per issue. */
export async function getNationalTenDay(
  db: Queryable,
  query: { issuance?: string },
  now = new Date(),
): Promise<{ fileName: string; json: ExchangeExport<NationalTenDayDocument> }> {
  const outlook = await getTenDayOutlook(db, { issuance: query.issuance });
  return {
    fileName: exportFileName(['national', 'ten-day', outlook.issuance.forecastDate], 'json'),
    json: exchangeExport({
      export: 'national-ten-day',
      generatedAt: now,
      dataAsOf: issuanceCreatedAt(outlook.issuance),
      mapping: NATIONAL_TEN_DAY_MAPPING,
      issuance: issuanceMeta(outlook.issuance),
      collections: [shapeNationalTenDay(outlook)],
    }),
  };
}
