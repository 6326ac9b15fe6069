import 'server-only';
import { randomUUID } from 'node:crypto';
import { tendayValue, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { REGION } from '@/domain/region/region';
import { RAINFALL_LABELS } from '@/domain/weather/conditions';
import type { TendayHeader } from '@/domain/weather/parse-tenday-header';
import type { TendayValue } from '@/domain/weather/tenday-value';
import { updatedByOf } from '@/domain/weather/updated-by';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';

/** The staff member who uploaded or typed the values, or `system` for a connector with no one behind it. */
export type IssuanceAuthor = { id: string; email: string } | 'system';

const BATCH = 500;

/**
 * Stores a new 10-day issuance with its values and the audit row, in one transaction. `updated_by` comes
 * from the source alone (a PAGASA workbook is `system` whoever uploaded it); the person is kept apart.
 */
export async function storeTendayIssuance(
  db: Database,
  input: { header: TendayHeader; values: TendayValue[]; source: IssuanceSource; author: IssuanceAuthor },
): Promise<string> {
  const id = randomUUID();
  const { header, values, source, author } = input;
  const updatedBy = updatedByOf(source.mode);
  await db.transaction(async (tx) => {
    await tx.insert(weatherIssuance).values({
      id,
      type: 'ten_day',
      regionKey: REGION.key,
      forecastDate: header.forecastDate,
      validFrom: header.validFrom,
      validTo: header.validTo,
      dateForecast: header.dateForecast,
      dateRange: header.dateRange,
      source,
      updatedBy,
      authorEmail: author === 'system' ? null : author.email,
      createdByUserId: author === 'system' ? null : author.id,
    });
    for (let start = 0; start < values.length; start += BATCH) {
      await tx.insert(tendayValue).values(
        values.slice(start, start + BATCH).map((v) => ({
          issuanceId: id,
          municipalityPsgc: v.municipality,
          date: v.date,
          tempMin: v.tempMin,
          tempMax: v.tempMax,
          tempMean: v.tempMean,
          rainfall: v.rainfall,
          rainfallLabel: v.rainfall ? RAINFALL_LABELS[v.rainfall] : null,
          rainfallAmount: v.rainfallAmount,
          cloudCover: v.cloudCover,
          humidity: v.humidity,
          windSpeed: v.windSpeed,
          windDirection: v.windDirection,
        })),
      );
    }
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id, email: author.email },
      action: 'weather.tenday.create',
      target: id,
      summary: { forecastDate: header.forecastDate, dateRange: header.dateRange, values: values.length, source: source.mode, updatedBy },
    });
  });
  return id;
}
