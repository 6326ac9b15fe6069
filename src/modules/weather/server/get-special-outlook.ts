import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { eq } from 'drizzle-orm';
import { specialAdvisory, specialSignal } from '@/db/schema';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { CycloneHazards } from '@/modules/weather/rules/cyclone-hazards';
import { AppError } from '@/platform/errors/app-error';
import { resolvePlaceFilter, type PlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { findIssuance, type IssuanceSummary } from './find-issuance';
import { splitCycloneName } from '@/modules/weather/rules/cyclone-name';
import type { CycloneCategory } from '@/modules/weather/rules/weather-words';
import type { CycloneMotion } from '@/modules/weather/rules/cyclone-motion';

export interface SpecialOutlook {
  issuance: IssuanceSummary;
  advisory: {
    activeCyclone: boolean;
    /** The cyclone's own name alone (`RAMON`). */
    name: string | null;
    category: CycloneCategory | null;
    bulletinNumber: string | null;
    issuedAt: string | null;
    centre: string | null;
    movement: string | null;
    strength: string | null;
    /** Staff-written Tagalog versions; null when only the English was given. */
    centreTl: string | null;
    movementTl: string | null;
    strengthTl: string | null;
    /** PAGASA's hazards beside the signals (`hazardLines` puts them in a language). */
    hazards: CycloneHazards;
    /** Movement and strength as a direction and numbers (`cycloneMotionTexts`). */
    motion: CycloneMotion;
    forecastPositions: { at: string; location: string }[];
    trackImageUrl: string | null;
  };
  /** Signals as given, per province or municipality. */
  signals: { province: { id: string; label: string }; municipality: { id: string; label: string } | null; signal: WindSignal }[];
  /** The signal each municipality is under: its own, else its province's; absent when none. */
  places: { id: string; label: string; province: string; signal: WindSignal }[];
}

export async function getSpecialOutlook(db: Queryable, filter: PlaceFilter & { issuance?: string }): Promise<SpecialOutlook> {
  const issuance = await findIssuance(db, 'special_weather', filter.issuance);
  if (!issuance) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const places = await resolvePlaceFilter(db, filter);
  const [advisory] = await db
    .select({
      activeCyclone: specialAdvisory.activeCyclone,
      name: specialAdvisory.name,
      category: specialAdvisory.category,
      bulletinNumber: specialAdvisory.bulletinNumber,
      issuedAt: specialAdvisory.issuedAt,
      centre: specialAdvisory.centre,
      movement: specialAdvisory.movement,
      strength: specialAdvisory.strength,
      centreTl: specialAdvisory.centreTl,
      movementTl: specialAdvisory.movementTl,
      strengthTl: specialAdvisory.strengthTl,
      hazards: specialAdvisory.hazards,
      motion: specialAdvisory.motion,
      forecastPositions: specialAdvisory.forecastPositions,
      trackImageType: specialAdvisory.trackImageType,
    })
    .from(specialAdvisory)
    .where(eq(specialAdvisory.issuanceId, issuance.id));
  if (!advisory) throw new AppError('NOT_FOUND', 'Received an empty weather data.');
  const rows = await db.select().from(specialSignal).where(eq(specialSignal.issuanceId, issuance.id));
  const provinceIds = new Set(places.provinces.map((p) => p.psgc));
  const name = (psgc: string) => places.municipalities.find((m) => m.psgc === psgc)?.name ?? psgc;
  const signals = rows
    .filter(
      (row) =>
        provinceIds.has(row.provincePsgc) &&
        (!filter.municipality || row.municipalityPsgc === null || places.municipalities.some((m) => m.psgc === row.municipalityPsgc)),
    )
    .map((row) => ({
      province: { id: row.provincePsgc, label: places.provinces.find((p) => p.psgc === row.provincePsgc)!.name },
      municipality: row.municipalityPsgc ? { id: row.municipalityPsgc, label: name(row.municipalityPsgc) } : null,
      signal: row.signal as WindSignal,
    }));
  const placeSignals = places.municipalities.flatMap((m) => {
    const own = rows.find((row) => row.municipalityPsgc === m.psgc);
    const provinceWide = rows.find((row) => row.municipalityPsgc === null && row.provincePsgc === m.provincePsgc);
    const signal = (own ?? provinceWide)?.signal as WindSignal | undefined;
    return signal ? [{ id: m.psgc, label: m.name, province: m.provincePsgc, signal }] : [];
  });
  return {
    issuance,
    advisory: {
      activeCyclone: advisory.activeCyclone,
      // Rows saved before names were kept alone may still carry category words ("Bagyong Kristine").
      name: advisory.name === null ? null : splitCycloneName(advisory.name).name,
      category: (advisory.category as CycloneCategory | null) ?? splitCycloneName(advisory.name).category,
      bulletinNumber: advisory.bulletinNumber,
      issuedAt: advisory.issuedAt?.toISOString() ?? null,
      centre: advisory.centre,
      movement: advisory.movement,
      strength: advisory.strength,
      centreTl: advisory.centreTl,
      movementTl: advisory.movementTl,
      strengthTl: advisory.strengthTl,
      hazards: advisory.hazards ?? {},
      motion: advisory.motion ?? {},
      forecastPositions: advisory.forecastPositions ?? [],
      trackImageUrl: advisory.trackImageType ? `/api/weather/special/track-image?issuance=${issuance.id}` : null,
    },
    signals,
    places: placeSignals,
  };
}
