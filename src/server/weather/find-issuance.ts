import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { weatherIssuance } from '@/db/schema';
import { REGION } from '@/domain/region/region';
import type { Queryable } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';

export type IssuanceType = (typeof weatherIssuance.type.enumValues)[number];

export interface IssuanceSummary {
  id: string;
  type: IssuanceType;
  forecastDate: string;
  validFrom: string;
  validTo: string;
  dateForecast: string;
  dateRange: string;
  /** Shown to the public as "system" or "admin", never the staff member's email. */
  updatedBy: 'system' | 'admin';
  dateCreated: { _seconds: number };
  source: string;
}

/** The latest issuance of a type, or the one asked for by id; null when none is stored. */
export async function findIssuance(db: Queryable, type: IssuanceType, id?: string): Promise<IssuanceSummary | null> {
  const where = id
    ? and(eq(weatherIssuance.type, type), eq(weatherIssuance.id, id))
    : and(eq(weatherIssuance.type, type), eq(weatherIssuance.regionKey, REGION.key));
  const [row] = await db.select().from(weatherIssuance).where(where).orderBy(desc(weatherIssuance.dateCreated)).limit(1);
  if (!row) {
    if (id) throw new AppError('NOT_FOUND', `No ${type.replace('_', '-')} issuance ${id}.`);
    return null;
  }
  return {
    id: row.id,
    type: row.type,
    forecastDate: row.forecastDate,
    validFrom: row.validFrom,
    validTo: row.validTo,
    dateForecast: row.dateForecast,
    dateRange: row.dateRange,
    updatedBy: row.updatedBy === 'system' ? 'system' : 'admin',
    dateCreated: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
    source: row.source.mode,
  };
}
