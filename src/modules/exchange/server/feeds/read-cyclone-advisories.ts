import 'server-only';
import { and, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import { specialAdvisory, specialSignal, weatherIssuance } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { SignalRow } from '@/modules/weather/rules/cyclone-signals';
import type { Queryable } from '@/platform/db/database';
import { LIVE_WHEN_SAVED } from '@/modules/weather/server/live-issuance-order';

export interface CycloneTexts {
  centre: string | null;
  movement: string | null;
  strength: string | null;
}

/** A stored special weather issuance, as the CAP alerts tell it. */
export interface StoredAdvisory {
  id: string;
  /** When the office stored it: the alert's `sent`. */
  storedAt: Date;
  /** PAGASA's issue time, when given. */
  issuedAt: Date | null;
  active: boolean;
  name: string | null;
  bulletinNumber: string | null;
  texts: { en: CycloneTexts; tl: CycloneTexts };
  signals: SignalRow[];
}

// Not the track image: up to 2 MB each, and no part of an alert.
const { trackImage: _image, trackImageType: _type, ...ADVISORY_COLUMNS } = getTableColumns(specialAdvisory);

/**
 * The region's cyclone advisories that were live when saved (decision 082: one stored as history
 * changed nothing readers were told, so it is no alert), oldest first: the newest `limit` of them, or
 * with `through` the newest `limit` up to and including that one (none when it is no advisory of the
 * region, or was stored as history).
 */
export async function readCycloneAdvisories(db: Queryable, options: { limit: number; through?: string }): Promise<StoredAdvisory[]> {
  const ofRegion = and(eq(weatherIssuance.type, 'special_weather'), eq(weatherIssuance.regionKey, REGION.key));
  let upTo = undefined;
  if (options.through) {
    const [target] = await db
      .select({ dateCreated: weatherIssuance.dateCreated })
      .from(weatherIssuance)
      .where(and(ofRegion, eq(weatherIssuance.id, options.through)));
    if (!target) return [];
    // Compared in SQL: PostgreSQL keeps microseconds a JavaScript Date would drop, which would leave the advisory itself out.
    const storedAt = db.select({ at: weatherIssuance.dateCreated }).from(weatherIssuance).where(eq(weatherIssuance.id, options.through));
    upTo = lte(weatherIssuance.dateCreated, sql`(${storedAt})`);
  }
  // Judged over every advisory of the region, before the window of the newest is taken.
  const saves = db
    .select({ id: weatherIssuance.id, liveWhenSaved: LIVE_WHEN_SAVED.as('live_when_saved') })
    .from(weatherIssuance)
    .leftJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
    .where(ofRegion)
    .as('saves');
  const rows = await db
    .select({ id: weatherIssuance.id, storedAt: weatherIssuance.dateCreated, advisory: ADVISORY_COLUMNS })
    .from(weatherIssuance)
    .innerJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
    .innerJoin(saves, eq(saves.id, weatherIssuance.id))
    .where(and(ofRegion, upTo, eq(saves.liveWhenSaved, true)))
    .orderBy(desc(weatherIssuance.dateCreated), desc(weatherIssuance.id))
    .limit(options.limit);
  const signals =
    rows.length === 0
      ? []
      : await db
          .select({
            issuanceId: specialSignal.issuanceId,
            provincePsgc: specialSignal.provincePsgc,
            municipalityPsgc: specialSignal.municipalityPsgc,
            signal: specialSignal.signal,
          })
          .from(specialSignal)
          .where(
            inArray(
              specialSignal.issuanceId,
              rows.map((row) => row.id),
            ),
          );
  return rows.reverse().map(({ id, storedAt, advisory }) => ({
    id,
    storedAt,
    issuedAt: advisory.issuedAt,
    active: advisory.activeCyclone,
    name: advisory.name,
    bulletinNumber: advisory.bulletinNumber,
    texts: {
      en: { centre: advisory.centre, movement: advisory.movement, strength: advisory.strength },
      tl: {
        centre: advisory.centreTl ?? advisory.centre,
        movement: advisory.movementTl ?? advisory.movement,
        strength: advisory.strengthTl ?? advisory.strength,
      },
    },
    signals: signals
      .filter((row) => row.issuanceId === id)
      .map((row) => ({ provincePsgc: row.provincePsgc, municipalityPsgc: row.municipalityPsgc, signal: row.signal as WindSignal })),
  }));
}
