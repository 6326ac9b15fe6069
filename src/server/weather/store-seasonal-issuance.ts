import 'server-only';
import { randomUUID } from 'node:crypto';
import { seasonalValue, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { REGION } from '@/domain/region/region';
import type { SeasonalMonthValue } from '@/domain/weather/seasonal-input';
import { updatedByOf } from '@/domain/weather/updated-by';
import { addMonths, monthEnd, OUTLOOK_MONTHS } from '@/domain/weather/seasonal-months';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import type { IssuanceAuthor } from './store-tenday-issuance';

export interface SeasonalRow {
  provincePsgc: string;
  municipalityPsgc: string | null;
  /** `YYYY-MM` */
  month: string;
  value: SeasonalMonthValue;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/**
 * Stores a new seasonal issuance (six months from `start`) with its values and audit row, in one
 * transaction. `updated_by` comes from the source alone (a workbook is `system`); the person is kept apart.
 */
export async function storeSeasonalIssuance(
  db: Database,
  input: { start: string; rows: SeasonalRow[]; source: IssuanceSource; author: IssuanceAuthor; today?: Date },
): Promise<string> {
  const id = randomUUID();
  const last = addMonths(input.start, OUTLOOK_MONTHS - 1);
  const today = (input.today ?? new Date()).toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  const [y, m, d] = today.split('-');
  const updatedBy = updatedByOf(input.source.mode);
  await db.transaction(async (tx) => {
    await tx.insert(weatherIssuance).values({
      id,
      type: 'seasonal',
      regionKey: REGION.key,
      forecastDate: today,
      validFrom: `${input.start}-01`,
      validTo: monthEnd(last),
      dateForecast: `${m}/${d}/${y}`,
      dateRange: `${monthName(input.start)} - ${monthName(last)}`,
      source: input.source,
      updatedBy,
      authorEmail: input.author === 'system' ? null : input.author.email,
      createdByUserId: input.author === 'system' ? null : input.author.id,
    });
    await tx.insert(seasonalValue).values(
      input.rows.map((row) => ({
        issuanceId: id,
        provincePsgc: row.provincePsgc,
        municipalityPsgc: row.municipalityPsgc,
        month: `${row.month}-01`,
        percent: row.value.percent,
        category: row.value.category,
        forecastMm: row.value.forecastMm,
        normalMm: row.value.normalMm,
      })),
    );
    await writeAudit(tx, {
      actor: input.author === 'system' ? 'system' : { id: input.author.id, email: input.author.email },
      action: 'weather.seasonal.create',
      target: id,
      summary: { start: input.start, values: input.rows.length, source: input.source.mode, updatedBy },
    });
  });
  return id;
}
