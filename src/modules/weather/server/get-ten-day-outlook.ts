import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tenDayValue } from '@/db/schema';
import type { TenDayDay } from '@/modules/weather/rules/ten-day-value';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter, type PlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { findIssuance, type IssuanceSummary } from './find-issuance';

export type { TenDayDay };

export interface TenDayOutlook {
  issuance: IssuanceSummary;
  municipalities: { id: string; label: string; province: string; days: TenDayDay[] }[];
}

/** The 10-day outlook (latest, or a given issuance) for a province, a municipality or the region. */
export async function getTenDayOutlook(db: Queryable, filter: PlaceFilter & { issuance?: string }): Promise<TenDayOutlook> {
  const issuance = await findIssuance(db, 'ten_day', filter.issuance);
  if (!issuance) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const places = await resolvePlaceFilter(db, filter);
  const rows = await db
    .select()
    .from(tenDayValue)
    .where(
      and(
        eq(tenDayValue.issuanceId, issuance.id),
        inArray(
          tenDayValue.municipalityPsgc,
          places.municipalities.map((m) => m.psgc),
        ),
      ),
    )
    .orderBy(asc(tenDayValue.date));
  const municipalities = places.municipalities
    .map((place) => ({
      id: place.psgc,
      label: place.name,
      province: place.provincePsgc,
      days: rows
        .filter((row) => row.municipalityPsgc === place.psgc)
        .map((row) => ({
          date: row.date,
          tempMin: row.tempMin,
          tempMax: row.tempMax,
          tempMean: row.tempMean,
          rainfall: row.rainfall ? { code: row.rainfall, label: row.rainfallLabel ?? '', amount: row.rainfallAmount } : null,
          cloudCover: row.cloudCover,
          humidity: row.humidity,
          windSpeed: row.windSpeed,
          windDirection: row.windDirection,
        })),
    }))
    .filter((place) => place.days.length > 0);
  if (municipalities.length === 0) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  return { issuance, municipalities };
}
