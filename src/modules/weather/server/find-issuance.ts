import 'server-only';
import { and, eq } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';
import { outlookValidity } from '@/modules/weather/rules/outlook-validity';
import { issuanceOrigin, type IssuanceOrigin } from '@/modules/weather/rules/issuance-origin';
import type { DataSource, UpdatedBy } from '@/modules/weather/rules/updated-by';
import { REGION } from '@/modules/places/rules/region';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { LIVE_ISSUANCE_ORDER } from './live-issuance-order';

export type IssuanceType = (typeof weatherIssuance.type.enumValues)[number];

export interface IssuanceSummary {
  id: string;
  type: IssuanceType;
  forecastDate: string;
  validFrom: string;
  /** Last day the outlook covers (Manila); for a cyclone advisory, the day its horizon ends. */
  validTo: string;
  /** The instant it stops being current. */
  validUntil: string;
  /** True once the outlook no longer speaks of today: never to be shown or used as current. */
  expired: boolean;
  /** A cyclone advisory's issue time (ISO), else null. */
  issuedAt: string | null;
  dateForecast: string;
  dateRange: string;
  /** `updatedByOf(source)`, as stored: `system` for PAGASA's own workbooks and connectors, `admin` for the office's entries and files. */
  updatedBy: UpdatedBy;
  dateCreated: { _seconds: number };
  source: DataSource;
  /** What the values came from, as readers are told (`issuanceOrigin`). */
  origin: IssuanceOrigin;
}

/** The live issuance of a type (LIVE_ISSUANCE_ORDER), or the one asked for by id; null when none is stored. */
export async function findIssuance(db: Queryable, type: IssuanceType, id?: string): Promise<IssuanceSummary | null> {
  const where = id
    ? and(eq(weatherIssuance.type, type), eq(weatherIssuance.id, id))
    : and(eq(weatherIssuance.type, type), eq(weatherIssuance.regionKey, REGION.key));
  const [found] = await db
    .select({ issuance: weatherIssuance, issuedAt: specialAdvisory.issuedAt })
    .from(weatherIssuance)
    .leftJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
    .where(where)
    .orderBy(...LIVE_ISSUANCE_ORDER)
    .limit(1);
  if (!found) {
    if (id) throw new AppError('NOT_FOUND', `No ${type.replace('_', '-')} issuance ${id}.`);
    return null;
  }
  const row = found.issuance;
  const issuedAt = found.issuedAt?.toISOString() ?? null;
  const validity = outlookValidity({ type: row.type, validTo: row.validTo, issuedAt }, Date.now(), getEnv().ACAP_SPECIAL_VALID_HOURS);
  return {
    id: row.id,
    type: row.type,
    forecastDate: row.forecastDate,
    validFrom: row.validFrom,
    ...validity,
    issuedAt,
    dateForecast: row.dateForecast,
    dateRange: row.dateRange,
    updatedBy: row.updatedBy,
    dateCreated: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
    source: row.source.mode,
    origin: issuanceOrigin(row.source),
  };
}
