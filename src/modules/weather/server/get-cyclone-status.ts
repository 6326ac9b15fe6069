import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { specialAdvisory, specialSignal } from '@/db/schema';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import { highestSignal, provinceSignals, type ProvinceSignal, type SignalRow } from '@/modules/weather/rules/cyclone-signals';
import { slugify } from '@/modules/places/rules/slugify';
import type { Queryable } from '@/platform/db/database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { findIssuance } from './find-issuance';
import { splitCycloneName } from '@/modules/weather/rules/cyclone-name';

export interface ActiveCyclone {
  active: true;
  issuanceId: string;
  name: string;
  bulletinNumber: string | null;
  /** PAGASA's issue time of the advisory (ISO), or when it was loaded if none was given. */
  issuedAt: string;
  /** Older than `ACAP_SPECIAL_VALID_HOURS`: still shown, but said to be possibly out of date. */
  stale: boolean;
  /** The instant it stops being current; after it no place's signal is up (`placeSignal`). */
  validUntil: string;
  /** The highest signal raised anywhere in the region, or null when none is. */
  highest: WindSignal | null;
  provinces: (ProvinceSignal & { name: string; slug: string })[];
  /** The signals as stored, to find any place's own signal with `signalOfMunicipality`. */
  signals: SignalRow[];
}

export type CycloneStatus = ActiveCyclone | { active: false; issuedAt: string };

/**
 * What the latest special advisory says: an active cyclone with its signals, "no active cyclone", or
 * null when none was ever loaded. Read within the page's own render (React's per-request memo only),
 * so the page cache's revalidation on every write drops it with the page: no second cache outlives it.
 */
export const getCycloneStatus = cache(async function getCycloneStatus(db: Queryable): Promise<CycloneStatus | null> {
  const issuance = await findIssuance(db, 'special_weather');
  if (!issuance) return null;
  const loadedAt = new Date(issuance.dateCreated._seconds * 1000).toISOString();
  const [advisory] = await db
    .select({ activeCyclone: specialAdvisory.activeCyclone, name: specialAdvisory.name, bulletinNumber: specialAdvisory.bulletinNumber })
    .from(specialAdvisory)
    .where(eq(specialAdvisory.issuanceId, issuance.id));
  if (!advisory?.activeCyclone) return { active: false, issuedAt: issuance.issuedAt ?? loadedAt };
  const [rows, places] = await Promise.all([
    db
      .select({ provincePsgc: specialSignal.provincePsgc, municipalityPsgc: specialSignal.municipalityPsgc, signal: specialSignal.signal })
      .from(specialSignal)
      .where(eq(specialSignal.issuanceId, issuance.id)),
    resolvePlaceFilter(db, {}),
  ]);
  const signals = rows.map((row) => ({ ...row, signal: row.signal as WindSignal }));
  const provinces = provinceSignals(signals, places.provinces, places.municipalities)
    .map((summary) => {
      const name = places.provinces.find((p) => p.psgc === summary.psgc)!.name;
      return { ...summary, name, slug: slugify(name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    active: true,
    issuanceId: issuance.id,
    name: splitCycloneName(advisory.name).name,
    bulletinNumber: advisory.bulletinNumber,
    issuedAt: issuance.issuedAt ?? loadedAt,
    stale: issuance.expired,
    validUntil: issuance.validUntil,
    highest: highestSignal(signals.map((row) => row.signal)),
    provinces,
    signals,
  };
});
