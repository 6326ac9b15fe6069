import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { tendayValue } from '@/db/schema';
import type { TendayDay } from '@/domain/weather/tenday-value';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';
import { resolvePlaceFilter, type PlaceFilter } from '@/server/places/resolve-place-filter';
import { findIssuance, type IssuanceSummary } from './find-issuance';

export type { TendayDay };

export interface TendayOutlook {
  issuance: IssuanceSummary;
  municipalities: { id: string; label: string; province: string; days: TendayDay[] }[];
}

/** The 10-day outlook (latest, or a given issuance) for a province, a municipality or the region. */
export async function getTendayOutlook(filter: PlaceFilter & { issuance?: string }): Promise<TendayOutlook> {
  const db = await getDb();
  const issuance = await findIssuance(db, 'ten_day', filter.issuance);
  if (!issuance) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const places = await resolvePlaceFilter(db, filter);
  const rows = await db
    .select()
    .from(tendayValue)
    .where(and(eq(tendayValue.issuanceId, issuance.id), inArray(tendayValue.municipalityPsgc, places.municipalities.map((m) => m.psgc))))
    .orderBy(asc(tendayValue.date));
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
