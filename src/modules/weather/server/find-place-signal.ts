import 'server-only';
import { placeSignal, type PlaceSignal } from '@/modules/weather/rules/place-signal';
import type { Queryable } from '@/platform/db/database';
import { getCycloneStatus } from './get-cyclone-status';

/**
 * The numbered signal up for a city or municipality now, with the advisory that raised it, or null: the
 * one reading every product of the place (pages, bulletins, texts, the open API, review) leads with.
 */
export async function findPlaceSignal(db: Queryable, place: { psgc: string; provincePsgc: string }, now = Date.now()): Promise<PlaceSignal | null> {
  const status = await getCycloneStatus(db);
  if (!status?.active) return null;
  return placeSignal(
    {
      issuanceId: status.issuanceId,
      activeCyclone: true,
      name: status.name || null,
      bulletinNumber: status.bulletinNumber,
      issuedAt: status.issuedAt,
      validUntil: status.validUntil,
      signals: status.signals,
    },
    place,
    now,
  );
}
