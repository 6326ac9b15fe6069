import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { asc, eq } from 'drizzle-orm';
import { seasonalValue } from '@/db/schema';
import type { ConditionCode } from '@/modules/weather/rules/conditions';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter, type PlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { findIssuance, type IssuanceSummary } from './find-issuance';

export interface SeasonalMonth {
  /** `YYYY-MM` */
  month: string;
  percent: number | null;
  category: ConditionCode;
  forecastMm: number | null;
  normalMm: number | null;
}

export interface SeasonalOutlook {
  issuance: IssuanceSummary;
  months: string[];
  provinces: { id: string; label: string; months: SeasonalMonth[] }[];
  /** Each municipality's own values, or its province's when the outlook gives none for it (`fromProvince`). */
  municipalities: { id: string; label: string; province: string; fromProvince: boolean; months: SeasonalMonth[] }[];
}

/** The seasonal outlook (latest, or a given issuance) for a province, a municipality or the region. */
export async function getSeasonalOutlook(db: Queryable, filter: PlaceFilter & { issuance?: string }): Promise<SeasonalOutlook> {
  const issuance = await findIssuance(db, 'seasonal', filter.issuance);
  if (!issuance) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const places = await resolvePlaceFilter(db, filter);
  const rows = await db.select().from(seasonalValue).where(eq(seasonalValue.issuanceId, issuance.id)).orderBy(asc(seasonalValue.month));
  const toMonth = (row: (typeof rows)[number]): SeasonalMonth => ({
    month: row.month.slice(0, 7),
    percent: row.percent,
    category: row.category,
    forecastMm: row.forecastMm,
    normalMm: row.normalMm,
  });
  const provinces = places.provinces
    .map((p) => ({ id: p.psgc, label: p.name, months: rows.filter((r) => r.provincePsgc === p.psgc && r.municipalityPsgc === null).map(toMonth) }))
    .filter((p) => p.months.length > 0);
  const municipalities = places.municipalities
    .map((m) => {
      const own = rows.filter((r) => r.municipalityPsgc === m.psgc).map(toMonth);
      const fallback = provinces.find((p) => p.id === m.provincePsgc)?.months ?? [];
      return { id: m.psgc, label: m.name, province: m.provincePsgc, fromProvince: own.length === 0, months: own.length > 0 ? own : fallback };
    })
    .filter((m) => m.months.length > 0);
  if (provinces.length === 0 && municipalities.length === 0) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const months = [...new Set(rows.map((r) => r.month.slice(0, 7)))].sort();
  return { issuance, months, provinces, municipalities };
}
