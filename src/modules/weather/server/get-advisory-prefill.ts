import 'server-only';
import type { Queryable } from '@/platform/db/database';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import { nextBulletinNumber } from '@/modules/weather/rules/next-bulletin-number';
import { getSpecialOutlook } from './get-special-outlook';
import { unlessNotFound } from '@/platform/errors/unless-not-found';
import { HAZARD_FIELDS, type CycloneHazards } from '@/modules/weather/rules/cyclone-hazards';
import type { CycloneCategory } from '@/modules/weather/rules/weather-words';
import type { MovementDirection } from '@/modules/weather/rules/cyclone-motion';

/** What the cyclone form starts from: the live advisory's texts and signals, for the next bulletin. */
export interface AdvisoryPrefill {
  /** The advisory the values come from, named at the top of the form. */
  from: {
    issuanceId: string;
    name: string;
    bulletinNumber: string | null;
    /** PAGASA's issue time (ISO), or when it was loaded when none was given. */
    issuedAt: string;
    /** Older than the advisory's validity: its texts are even more likely to have changed. */
    stale: boolean;
  };
  values: {
    name: string;
    category: CycloneCategory | null;
    movementDirection: MovementDirection | null;
    movementSpeed: number | null;
    maxWinds: number | null;
    gusts: number | null;
    /** One more than the live advisory's when that is a plain number; otherwise the same text. */
    bulletinNumber: string;
    centre: string;
    movement: string;
    strength: string;
    centreTl: string;
    movementTl: string;
    strengthTl: string;
    forecastPositions: { at: string; location: string }[];
  } & Record<(typeof HAZARD_FIELDS)[number]['en' | 'tl'], string> & {
      /** The signals in force, keyed as the form keys them: a province's or a municipality's PSGC code. */
      signals: Record<string, WindSignal>;
    };
  /** False when the bulletin number was not a plain number and was left for staff to change. */
  bulletinNumberIncremented: boolean;
}

/**
 * During a typhoon PAGASA issues a bulletin every few hours and most of it carries over (the name, the
 * signals, often the wording), so the form starts from the live advisory rather than blank. Null when
 * none was ever loaded or the latest one says no cyclone is active: a new cyclone starts blank.
 * The issue time and the track image are never carried over: both belong to the new bulletin alone.
 */
export async function getAdvisoryPrefill(db: Queryable): Promise<AdvisoryPrefill | null> {
  const outlook = await unlessNotFound(() => getSpecialOutlook(db, {}));
  if (!outlook) return null;
  const { advisory, issuance } = outlook;
  if (!advisory.activeCyclone) return null;
  const next = nextBulletinNumber(advisory.bulletinNumber);
  return {
    from: {
      issuanceId: issuance.id,
      name: advisory.name ?? '',
      bulletinNumber: advisory.bulletinNumber,
      issuedAt: advisory.issuedAt ?? new Date(issuance.dateCreated._seconds * 1000).toISOString(),
      stale: issuance.expired,
    },
    values: {
      name: advisory.name ?? '',
      category: advisory.category,
      movementDirection: advisory.motion.direction ?? null,
      movementSpeed: advisory.motion.speed ?? null,
      maxWinds: advisory.motion.maxWinds ?? null,
      gusts: advisory.motion.gusts ?? null,
      bulletinNumber: next.value,
      centre: advisory.centre ?? '',
      movement: advisory.movement ?? '',
      strength: advisory.strength ?? '',
      centreTl: advisory.centreTl ?? '',
      movementTl: advisory.movementTl ?? '',
      strengthTl: advisory.strengthTl ?? '',
      forecastPositions: advisory.forecastPositions,
      ...hazardValues(advisory.hazards),
      signals: Object.fromEntries(outlook.signals.map((row) => [row.municipality?.id ?? row.province.id, row.signal])),
    },
    bulletinNumberIncremented: next.incremented,
  };
}

/** The hazards as the form's fields: each text, or empty. */
function hazardValues(hazards: CycloneHazards): Record<(typeof HAZARD_FIELDS)[number]['en' | 'tl'], string> {
  const values = {} as Record<(typeof HAZARD_FIELDS)[number]['en' | 'tl'], string>;
  for (const field of HAZARD_FIELDS) {
    values[field.en] = hazards[field.kind]?.en ?? '';
    values[field.tl] = hazards[field.kind]?.tl ?? '';
  }
  return values;
}
