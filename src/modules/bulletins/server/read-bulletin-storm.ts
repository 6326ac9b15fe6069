import 'server-only';
import type { BulletinStorm } from '@/modules/bulletins/rules/bulletin-document';
import type { CalendarSlots } from '@/modules/calendar/rules/active-stages';
import { manilaToday } from '@/platform/format/manila-time';
import { generalNeed, specialNeeds, type AdviceNeed } from '@/modules/recommendations/rules/advice-needs';
import type { RaisedSignal } from '@/modules/weather/rules/raised-signal';
import { signalHeadline } from '@/modules/weather/rules/signal-words';
import type { Queryable } from '@/platform/db/database';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import type { BulletinContext } from './bulletin-context';

/**
 * For a 10-day or seasonal bulletin: the signal up for its place now, as the bulletin prints it first, and
 * the cyclone's needs (its general advice, then the stages of the next days) whose advice leads the
 * bulletin's. Null when no numbered signal is up there.
 */
export async function readBulletinStorm(
  db: Queryable,
  input: { municipality: { psgc: string; name: string; provincePsgc: string }; slots: CalendarSlots; context: BulletinContext },
): Promise<{ storm: BulletinStorm; needs: AdviceNeed[]; signal: RaisedSignal } | null> {
  const raised = await findPlaceSignal(db, { psgc: input.municipality.psgc, provincePsgc: input.municipality.provincePsgc });
  if (!raised) return null;
  const { context } = input;
  return {
    signal: raised.signal,
    storm: {
      signal: { code: raised.signal, label: context.weather(`signal_${raised.signal}`) },
      issuanceId: raised.issuanceId,
      cycloneName: raised.cycloneName,
      bulletinNumber: raised.bulletinNumber,
      issuedAt: raised.issuedAt,
      headline: signalHeadline(raised, input.municipality.name, context.locale),
    },
    needs: [generalNeed('special', raised.signal), ...specialNeeds(input.slots, manilaToday(raised.issuedAt), raised.signal)],
  };
}
