import { z } from 'zod';
import { WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import type { PlaceSignal } from '@/modules/weather/rules/place-signal';
import { signalHeadline, signalName } from '@/modules/weather/rules/signal-words';
import { bilingualSchema, isoInstantSchema, openApiComponents } from './open-api-components';

export const placeSignalSchema = z
  .object({
    code: z.enum(WIND_SIGNALS.filter((signal) => signal !== 'general_no_signal') as [string, ...string[]]),
    label: bilingualSchema,
    words: bilingualSchema.meta({
      description: 'The signal, the cyclone, the advisory number and its issue time in one sentence, as every page and bulletin leads with it.',
    }),
    cycloneName: z.string().nullable(),
    advisoryNumber: z.string().nullable().meta({ description: "PAGASA's number of the advisory that raised the signal." }),
    issuedAt: isoInstantSchema,
    validUntil: isoInstantSchema.meta({
      description: 'When the advisory stops being current; the signal is no longer given after it unless a newer advisory repeats it.',
    }),
    advisoryId: z.string().meta({ description: 'The issuance id of the advisory (special outlook).' }),
  })
  .meta({
    description:
      'A numbered wind signal up for the place now: the newest cyclone advisory is current and raises it for the place or its province. Its advice comes before any other; null when none is up.',
  })
  .register(openApiComponents, { id: 'PlaceSignal' });

export type PlaceSignalAnswer = z.output<typeof placeSignalSchema>;

export function toPlaceSignalAnswer(signal: PlaceSignal | null, place: string): PlaceSignalAnswer | null {
  if (!signal) return null;
  return {
    code: signal.signal,
    label: { en: signalName(signal.signal, 'en'), tl: signalName(signal.signal, 'tl') },
    words: { en: signalHeadline(signal, place, 'en'), tl: signalHeadline(signal, place, 'tl') },
    cycloneName: signal.cycloneName,
    advisoryNumber: signal.bulletinNumber,
    issuedAt: signal.issuedAt,
    validUntil: signal.validUntil,
    advisoryId: signal.issuanceId,
  };
}
