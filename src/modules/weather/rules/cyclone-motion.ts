import { z } from 'zod';
import { COMPASS_DIRECTIONS, type CompassDirection } from './conditions';

/**
 * A cyclone's movement and strength as numbers and a direction from a list, so that each language says
 * them in its own words: a Tagalog page never shows the English "West northwestward at 20 km/h".
 */
export const MOVEMENT_DIRECTIONS = [...COMPASS_DIRECTIONS, 'stationary'] as const;
export type MovementDirection = CompassDirection | 'stationary';

export interface CycloneMotion {
  direction?: MovementDirection;
  /** km/h */
  speed?: number;
  /** Maximum sustained winds near the centre, km/h. */
  maxWinds?: number;
  /** Gustiness, km/h. */
  gusts?: number;
}

const DIRECTION_WORDS: Record<MovementDirection, { en: string; tl: string }> = {
  N: { en: 'Northward', tl: 'Pahilaga' },
  NNE: { en: 'North northeastward', tl: 'Pahilaga-hilagang-silangan' },
  NE: { en: 'Northeastward', tl: 'Pahilagang-silangan' },
  ENE: { en: 'East northeastward', tl: 'Pasilangan-hilagang-silangan' },
  E: { en: 'Eastward', tl: 'Pasilangan' },
  ESE: { en: 'East southeastward', tl: 'Pasilangan-timog-silangan' },
  SE: { en: 'Southeastward', tl: 'Patimog-silangan' },
  SSE: { en: 'South southeastward', tl: 'Patimog-timog-silangan' },
  S: { en: 'Southward', tl: 'Patimog' },
  SSW: { en: 'South southwestward', tl: 'Patimog-timog-kanluran' },
  SW: { en: 'Southwestward', tl: 'Patimog-kanluran' },
  WSW: { en: 'West southwestward', tl: 'Pakanluran-timog-kanluran' },
  W: { en: 'Westward', tl: 'Pakanluran' },
  WNW: { en: 'West northwestward', tl: 'Pakanluran-hilagang-kanluran' },
  NW: { en: 'Northwestward', tl: 'Pahilagang-kanluran' },
  NNW: { en: 'North northwestward', tl: 'Pahilaga-hilagang-kanluran' },
  stationary: { en: 'Almost stationary', tl: 'Halos hindi gumagalaw' },
};

/** The form's and API's fields for the motion; each optional. */
export const motionInputShape = {
  movementDirection: z.enum(MOVEMENT_DIRECTIONS, { error: `movementDirection must be one of ${MOVEMENT_DIRECTIONS.join(', ')}` }).optional(),
  movementSpeed: z.number().min(0).max(100).optional(),
  maxWinds: z.number().min(0).max(400).optional(),
  gusts: z.number().min(0).max(500).optional(),
} as const;

export function motionOf(input: { movementDirection?: MovementDirection; movementSpeed?: number; maxWinds?: number; gusts?: number }): CycloneMotion {
  const motion: CycloneMotion = {};
  if (input.movementDirection) motion.direction = input.movementDirection;
  if (input.movementSpeed !== undefined) motion.speed = input.movementSpeed;
  if (input.maxWinds !== undefined) motion.maxWinds = input.maxWinds;
  if (input.gusts !== undefined) motion.gusts = input.gusts;
  return motion;
}

/** `West northwestward at 20 km/h` / `Pakanluran-hilagang-kanluran sa bilis na 20 km/h`; null without a direction. */
export function movementWords(motion: CycloneMotion | null | undefined, locale: 'en' | 'tl'): string | null {
  if (!motion?.direction) return null;
  const direction = DIRECTION_WORDS[motion.direction][locale];
  if (motion.direction === 'stationary' || motion.speed === undefined) return direction;
  return locale === 'tl' ? `${direction} sa bilis na ${motion.speed} km/h` : `${direction} at ${motion.speed} km/h`;
}

/** `Maximum sustained winds of 120 km/h near the centre, gusts up to 150 km/h`, in each language; null without the winds. */
export function strengthWords(motion: CycloneMotion | null | undefined, locale: 'en' | 'tl'): string | null {
  if (motion?.maxWinds === undefined) return null;
  const gusts = motion.gusts === undefined ? '' : locale === 'tl' ? `, at bugso hanggang ${motion.gusts} km/h` : `, gusts up to ${motion.gusts} km/h`;
  return locale === 'tl'
    ? `Pinakamalakas na hanging ${motion.maxWinds} km/h malapit sa gitna${gusts}`
    : `Maximum sustained winds of ${motion.maxWinds} km/h near the centre${gusts}`;
}

/**
 * The movement and strength a page or bulletin shows in its language: composed from the motion where it
 * was given, else the office's text in that language, else (Tagalog only) the English text.
 */
export function cycloneMotionTexts(
  advisory: { motion?: CycloneMotion | null; movement: string | null; movementTl: string | null; strength: string | null; strengthTl: string | null },
  locale: 'en' | 'tl',
): { movement: string | null; strength: string | null } {
  const written = (english: string | null, tagalog: string | null) => (locale === 'tl' ? (tagalog ?? english) : english);
  return {
    movement: movementWords(advisory.motion, locale) ?? written(advisory.movement, advisory.movementTl),
    strength: strengthWords(advisory.motion, locale) ?? written(advisory.strength, advisory.strengthTl),
  };
}
