import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { municipality, tenDayValue, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { AppError } from '@/platform/errors/app-error';
import { REGION } from '@/modules/places/rules/region';
import { RAINFALL_LABELS } from '@/modules/weather/rules/conditions';
import { describeCoverage, isSamePeriod, issuanceCoverage, valuesToCarry } from '@/modules/weather/rules/issuance-coverage';
import type { TenDayHeader } from '@/modules/weather/rules/parse-ten-day-header';
import type { TenDayValue } from '@/modules/weather/rules/ten-day-value';
import { updatedByOf } from '@/modules/weather/rules/updated-by';
import { replaceConflict, tenDayPlacesWithoutData } from '@/modules/weather/rules/upload-guards';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { queueDraftRun } from '@/modules/pagasa/queue/queue-draft-run';
import { requestDraftRuns } from '@/modules/pagasa/queue/request-draft-runs';
import type { Database } from '@/platform/db/database';
import { findIssuance } from './find-issuance';
import { lockLiveIssuance } from './lock-live-issuance';
import { readPlaceNames } from './read-place-names';
import { toReplacedOutlook } from './to-replaced-outlook';

/** The staff member who uploaded or typed the values, or `system` for a connector with no one behind it. */
export type IssuanceAuthor = { id: string; email: string } | 'system';

const BATCH = 500;

const cellKey = (municipalityPsgc: string, date: string) => `${municipalityPsgc}/${date}`;

/**
 * Stores a new 10-day issuance with its values and the audit row, in one transaction. `updated_by` comes
 * from the source alone (a PAGASA workbook is `system` whoever uploaded it); the person is kept apart.
 *
 * An upsert (decision 024), whatever the values came from (day workbooks, hand entry, a connector): when
 * the live 10-day outlook has the same window, every place and day the write does not give keeps its
 * value, copied into the new issuance and marked carried. An upload of three day files thus replaces
 * those three days and keeps the other seven. A write for another window starts a new outlook.
 *
 * `replaceCheck` (uploads): an issuance that would replace a current live outlook and leave more than
 * a fifth of the places without data is refused with 409 unless `confirmed` (decision 086); the
 * transaction is rolled back, so nothing is stored and the live outlook's drafts stay.
 */
export async function storeTenDayIssuance(
  db: Database,
  input: { header: TenDayHeader; values: TenDayValue[]; source: IssuanceSource; author: IssuanceAuthor; replaceCheck?: 'ask' | 'confirmed' },
): Promise<string> {
  const id = randomUUID();
  const { header, values, source, author } = input;
  const updatedBy = updatedByOf(source.mode);
  await changePublicData(db, async (tx) => {
    const live = await lockLiveIssuance(tx, 'ten_day');
    const replaced = input.replaceCheck && live ? await findIssuance(tx, 'ten_day', live.id) : null;
    const base = live && isSamePeriod('ten_day', live, header) ? live : null;
    const written = new Set(values.map((v) => cellKey(v.municipality, v.date)));
    const liveRows = base ? await tx.select().from(tenDayValue).where(eq(tenDayValue.issuanceId, base.id)) : [];
    const carried = valuesToCarry(liveRows, written, (row) => cellKey(row.municipalityPsgc, row.date));

    const places = await tx.select({ psgc: municipality.psgc, provincePsgc: municipality.provincePsgc, name: municipality.name }).from(municipality);
    const provinceOf = new Map(places.map((m) => [m.psgc, m.provincePsgc]));
    const placed = (psgc: string, date: string) => ({ provincePsgc: provinceOf.get(psgc) ?? '', municipalityPsgc: psgc, date });
    const coverage = issuanceCoverage(
      values.map((v) => placed(v.municipality, v.date)),
      carried.map((row) => placed(row.municipalityPsgc, row.date)),
      carried.length > 0 ? base : null,
    );

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
      coverage,
      // After the lock, not the transaction's start: the new issuance is always newer than the one it carries from.
      dateCreated: sql`clock_timestamp()`,
    });
    const rows = [
      ...values.map((v) => ({
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
        carried: false,
      })),
      ...carried.map((row) => ({ ...row, issuanceId: id, carried: true })),
    ];
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.insert(tenDayValue).values(rows.slice(start, start + BATCH));
    }
    const liveNow = await findIssuance(tx, 'ten_day');
    const conflict = replaceConflict({
      check: input.replaceCheck,
      replaced: replaced && toReplacedOutlook(replaced),
      becomesLive: liveNow?.id === id,
      empty: tenDayPlacesWithoutData(places, rows),
      places: places.length,
    });
    if (conflict) throw new AppError('CONFLICT', conflict.message, { details: { ...conflict.details } });
    // Drafts only of the live outlook, and only while it still speaks of today (not an old issue on a new portal).
    const drafts = await queueDraftRun(tx, { id, type: 'ten_day', live: liveNow?.id === id && !liveNow.expired });
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id },
      action: 'weather.tenday.create',
      target: id,
      summary: {
        forecastDate: header.forecastDate,
        dateRange: header.dateRange,
        values: rows.length,
        newValues: values.length,
        carriedValues: carried.length,
        carriedFrom: coverage.carriedFrom?.id ?? null,
        coverage: describeCoverage('ten_day', coverage, await readPlaceNames(tx)),
        source: source.mode,
        updatedBy,
        drafts,
      },
    });
  });
  await requestDraftRuns(db);
  return id;
}
