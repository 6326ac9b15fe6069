import 'server-only';
import { issuanceOrigin, sourceFiles, type IssuanceOrigin } from '@/modules/weather/rules/issuance-origin';
import { asc, eq, sql } from 'drizzle-orm';
import { municipality, province, seasonalValue, specialAdvisory, specialSignal, tenDayValue, weatherIssuance } from '@/db/schema';
import type { ConditionCode, RainfallClass } from '@/modules/weather/rules/conditions';
import { describeCoverage, type IssuanceCoverage } from '@/modules/weather/rules/issuance-coverage';
import type { UpdatedBy } from '@/modules/weather/rules/updated-by';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import type { IssuanceType } from './find-issuance';

/** A row of values for one place: carried from an earlier issuance, or given by the write that made this one. */
interface DetailRow<TCell> {
  psgc: string;
  name: string;
  /** False for a province's own row. */
  municipality: boolean;
  cells: TCell[];
}

export interface IssuanceDetail {
  issuance: {
    id: string;
    type: IssuanceType;
    forecastDate: string;
    validFrom: string;
    validTo: string;
    dateForecast: string;
    dateRange: string;
    source: string;
    files: string[];
    origin: IssuanceOrigin;
    updatedBy: UpdatedBy;
    authorEmail: string | null;
    dateCreated: string;
    coverage: IssuanceCoverage | null;
    coverageText: string | null;
  };
  /** Seasonal: one group per province, its own row first, then its cities' and municipalities' own. */
  seasonal: {
    months: string[];
    provinces: { psgc: string; name: string; rows: DetailRow<{ percent: number | null; category: ConditionCode; carried: boolean } | null>[] }[];
  } | null;
  /** 10-day: one group per province, a row per place with its rainfall class each day. */
  tenday: {
    days: string[];
    provinces: { psgc: string; name: string; rows: DetailRow<{ rainfall: RainfallClass | null; carried: boolean } | null>[] }[];
  } | null;
  special: {
    activeCyclone: boolean;
    name: string | null;
    bulletinNumber: string | null;
    issuedAt: string | null;
    centre: string | null;
    movement: string | null;
    strength: string | null;
    hasTrackImage: boolean;
    signals: { province: string; municipality: string | null; signal: string; carried: boolean }[];
  } | null;
}

/** One issuance, as staff read it: its record, its coverage, and every value, each marked new or carried. */
export async function getIssuanceDetail(db: Queryable, id: string): Promise<IssuanceDetail> {
  const [row] = await db.select().from(weatherIssuance).where(eq(weatherIssuance.id, id));
  if (!row) throw new AppError('NOT_FOUND', `No issuance ${id}.`);
  const provinces = await db.select({ psgc: province.psgc, name: province.name }).from(province).orderBy(asc(province.name));
  const places = await db
    .select({ psgc: municipality.psgc, name: municipality.name, provincePsgc: municipality.provincePsgc })
    .from(municipality)
    .orderBy(asc(municipality.name));
  const names = new Map([...provinces, ...places].map((p) => [p.psgc, p.name]));
  const nameOf = (psgc: string) => names.get(psgc) ?? psgc;

  const detail: IssuanceDetail = {
    issuance: {
      id: row.id,
      type: row.type,
      forecastDate: row.forecastDate,
      validFrom: row.validFrom,
      validTo: row.validTo,
      dateForecast: row.dateForecast,
      dateRange: row.dateRange,
      source: row.source.mode,
      files: sourceFiles(row.source),
      origin: issuanceOrigin(row.source),
      updatedBy: row.updatedBy,
      authorEmail: row.authorEmail,
      dateCreated: row.dateCreated.toISOString(),
      coverage: row.coverage,
      coverageText: row.coverage ? describeCoverage(row.type, row.coverage, nameOf) : null,
    },
    seasonal: null,
    tenday: null,
    special: null,
  };

  if (row.type === 'seasonal') {
    const values = await db.select().from(seasonalValue).where(eq(seasonalValue.issuanceId, id));
    const months = [...new Set(values.map((v) => v.month.slice(0, 7)))].sort();
    const rowOf = (psgc: string, own: typeof values, isPlace: boolean) => ({
      psgc,
      name: nameOf(psgc),
      municipality: isPlace,
      cells: months.map((month) => {
        const value = own.find((v) => v.month.startsWith(month));
        return value ? { percent: value.percent, category: value.category, carried: value.carried } : null;
      }),
    });
    detail.seasonal = {
      months,
      provinces: provinces
        .map((p) => {
          const own = values.filter((v) => v.provincePsgc === p.psgc);
          const placeCodes = places.filter((m) => own.some((v) => v.municipalityPsgc === m.psgc)).map((m) => m.psgc);
          const provinceRows = own.filter((v) => v.municipalityPsgc === null);
          return {
            psgc: p.psgc,
            name: p.name,
            rows: [
              ...(provinceRows.length > 0 ? [rowOf(p.psgc, provinceRows, false)] : []),
              ...placeCodes.map((code) =>
                rowOf(
                  code,
                  own.filter((v) => v.municipalityPsgc === code),
                  true,
                ),
              ),
            ],
          };
        })
        .filter((p) => p.rows.length > 0),
    };
  } else if (row.type === 'ten_day') {
    const values = await db.select().from(tenDayValue).where(eq(tenDayValue.issuanceId, id));
    const days = [...new Set(values.map((v) => v.date))].sort();
    const byPlace = new Map<string, typeof values>();
    for (const value of values) {
      const list = byPlace.get(value.municipalityPsgc) ?? [];
      list.push(value);
      byPlace.set(value.municipalityPsgc, list);
    }
    detail.tenday = {
      days,
      provinces: provinces
        .map((p) => ({
          psgc: p.psgc,
          name: p.name,
          rows: places
            .filter((m) => m.provincePsgc === p.psgc && byPlace.has(m.psgc))
            .map((m) => ({
              psgc: m.psgc,
              name: m.name,
              municipality: true,
              cells: days.map((day) => {
                const value = byPlace.get(m.psgc)!.find((v) => v.date === day);
                return value ? { rainfall: value.rainfall, carried: value.carried } : null;
              }),
            })),
        }))
        .filter((p) => p.rows.length > 0),
    };
  } else {
    const [advisory] = await db
      .select({
        activeCyclone: specialAdvisory.activeCyclone,
        name: specialAdvisory.name,
        bulletinNumber: specialAdvisory.bulletinNumber,
        issuedAt: specialAdvisory.issuedAt,
        centre: specialAdvisory.centre,
        movement: specialAdvisory.movement,
        strength: specialAdvisory.strength,
        hasTrackImage: sql<boolean>`${specialAdvisory.trackImage} is not null`,
      })
      .from(specialAdvisory)
      .where(eq(specialAdvisory.issuanceId, id));
    const signals = await db.select().from(specialSignal).where(eq(specialSignal.issuanceId, id)).orderBy(asc(specialSignal.id));
    detail.special = {
      activeCyclone: advisory?.activeCyclone ?? false,
      name: advisory?.name ?? null,
      bulletinNumber: advisory?.bulletinNumber ?? null,
      issuedAt: advisory?.issuedAt?.toISOString() ?? null,
      centre: advisory?.centre ?? null,
      movement: advisory?.movement ?? null,
      strength: advisory?.strength ?? null,
      hasTrackImage: advisory?.hasTrackImage ?? false,
      signals: signals
        .map((s) => ({
          province: nameOf(s.provincePsgc),
          municipality: s.municipalityPsgc ? nameOf(s.municipalityPsgc) : null,
          signal: s.signal,
          carried: s.carried,
        }))
        .sort((a, b) => a.province.localeCompare(b.province) || (a.municipality ?? '').localeCompare(b.municipality ?? '')),
    };
  }
  return detail;
}
