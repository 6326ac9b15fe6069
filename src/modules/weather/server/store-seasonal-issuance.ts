import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { municipality, seasonalValue, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { AppError } from '@/platform/errors/app-error';
import { REGION } from '@/modules/places/rules/region';
import { describeCoverage, isSamePeriod, issuanceCoverage, valuesToCarry } from '@/modules/weather/rules/issuance-coverage';
import type { SeasonalMonthValue } from '@/modules/weather/rules/seasonal-input';
import { updatedByOf } from '@/modules/weather/rules/updated-by';
import { replaceConflict, seasonalPlacesWithoutData } from '@/modules/weather/rules/upload-guards';
import { addMonths, monthEnd, OUTLOOK_MONTHS } from '@/modules/weather/rules/seasonal-months';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { queueDraftRun } from '@/modules/pagasa/queue/queue-draft-run';
import { requestDraftRuns } from '@/modules/pagasa/queue/request-draft-runs';
import type { Database } from '@/platform/db/database';
import { findIssuance } from './find-issuance';
import { lockLiveIssuance } from './lock-live-issuance';
import { readPlaceNames } from './read-place-names';
import { toReplacedOutlook } from './to-replaced-outlook';
import type { IssuanceAuthor } from './store-ten-day-issuance';

export interface SeasonalRow {
  provincePsgc: string;
  municipalityPsgc: string | null;
  /** `YYYY-MM` */
  month: string;
  value: SeasonalMonthValue;
  /** PAGASA's five-class words, when the value came from its API. */
  pagasaDescription?: string | null;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * Stores a new seasonal issuance (six months from `start`) with its values and audit row, in one
 * transaction. `updated_by` comes from the source alone (a workbook is `system`); the person is kept apart.
 *
 * An upsert (decision 024): when the live seasonal outlook starts in the same month, every province the
 * write does not name keeps its values (with its cities' and municipalities' own), copied into the new
 * issuance and marked carried; a province it names is replaced whole. A write starting in another month
 * starts a new outlook. The issuance records which provinces were new and which carried.
 *
 * `replaceCheck` (uploads): an issuance that would replace a current live outlook and leave more than
 * a fifth of the places without data is refused with 409 unless `confirmed` (decision 086); the
 * transaction is rolled back, so nothing is stored and the live outlook's drafts stay.
 */
export async function storeSeasonalIssuance(
  db: Database,
  input: { start: string; rows: SeasonalRow[]; source: IssuanceSource; author: IssuanceAuthor; today?: Date; replaceCheck?: 'ask' | 'confirmed' },
): Promise<string> {
  const id = randomUUID();
  const last = addMonths(input.start, OUTLOOK_MONTHS - 1);
  const validFrom = `${input.start}-01`;
  const validTo = monthEnd(last);
  const today = (input.today ?? new Date()).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  const [y, m, d] = today.split('-');
  const updatedBy = updatedByOf(input.source.mode);
  await changePublicData(db, async (tx) => {
    const live = await lockLiveIssuance(tx, 'seasonal');
    const replaced = input.replaceCheck && live ? await findIssuance(tx, 'seasonal', live.id) : null;
    const base = live && isSamePeriod('seasonal', live, { validFrom, validTo }) ? live : null;
    const writtenProvinces = new Set(input.rows.map((row) => row.provincePsgc));
    const liveRows = base ? await tx.select().from(seasonalValue).where(eq(seasonalValue.issuanceId, base.id)) : [];
    const carried = valuesToCarry(liveRows, writtenProvinces, (row) => row.provincePsgc);
    const coverage = issuanceCoverage(input.rows, carried, carried.length > 0 ? base : null);

    await tx.insert(weatherIssuance).values({
      id,
      type: 'seasonal',
      regionKey: REGION.key,
      forecastDate: today,
      validFrom,
      validTo,
      dateForecast: `${m}/${d}/${y}`,
      dateRange: `${monthName(input.start)} - ${monthName(last)}`,
      source: input.source,
      updatedBy,
      authorEmail: input.author === 'system' ? null : input.author.email,
      createdByUserId: input.author === 'system' ? null : input.author.id,
      coverage,
      // After the lock, not the transaction's start: the new issuance is always newer than the one it carries from.
      dateCreated: sql`clock_timestamp()`,
    });
    await tx.insert(seasonalValue).values([
      ...input.rows.map((row) => ({
        issuanceId: id,
        provincePsgc: row.provincePsgc,
        municipalityPsgc: row.municipalityPsgc,
        month: `${row.month}-01`,
        percent: row.value.percent,
        category: row.value.category,
        forecastMm: row.value.forecastMm,
        normalMm: row.value.normalMm,
        pagasaDescription: row.pagasaDescription ?? null,
      })),
      ...carried.map(({ id: _id, issuanceId: _from, ...row }) => ({ ...row, issuanceId: id, carried: true })),
    ]);
    const liveNow = await findIssuance(tx, 'seasonal');
    if (input.replaceCheck) {
      const places = await tx.select({ psgc: municipality.psgc, provincePsgc: municipality.provincePsgc, name: municipality.name }).from(municipality);
      const stored = [...input.rows.map((row) => ({ ...row, category: row.value.category })), ...carried];
      const conflict = replaceConflict({
        check: input.replaceCheck,
        replaced: replaced && toReplacedOutlook(replaced),
        becomesLive: liveNow?.id === id,
        empty: seasonalPlacesWithoutData(places, stored),
        places: places.length,
      });
      if (conflict) throw new AppError('CONFLICT', conflict.message, { details: { ...conflict.details } });
    }
    // Drafts only of the live outlook, and only while it still speaks of today (not an old issue on a new portal).
    const drafts = await queueDraftRun(tx, { id, type: 'seasonal', live: liveNow?.id === id && !liveNow.expired });
    await writeAudit(tx, {
      actor: input.author === 'system' ? 'system' : { id: input.author.id },
      action: 'weather.seasonal.create',
      target: id,
      summary: {
        start: input.start,
        values: input.rows.length + carried.length,
        newValues: input.rows.length,
        carriedValues: carried.length,
        carriedFrom: coverage.carriedFrom?.id ?? null,
        coverage: describeCoverage('seasonal', coverage, await readPlaceNames(tx)),
        source: input.source.mode,
        updatedBy,
        drafts,
      },
    });
  });
  await requestDraftRuns(db);
  return id;
}
