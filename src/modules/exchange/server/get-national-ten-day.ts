import 'server-only';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { issuanceCreatedAt, issuanceMeta } from '@/modules/exchange/rules/issuance-input';
import { NATIONAL_TEN_DAY_MAPPING, shapeNationalTenDay } from '@/modules/exchange/rules/national/national-ten-day';
import type { NationalTenDayDocument } from '@/modules/exchange/rules/national/national-schemas';
import type { Queryable } from '@/platform/db/database';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';

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
