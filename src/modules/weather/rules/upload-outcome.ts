import { z } from 'zod';
import { REFUSAL_REASONS, REPLACES_LIVE } from './upload-guards';

/**
 * How an outlook upload posted without script ends (decision 086): the API answers the form with a
 * redirect to its staff page, whose address carries the outcome. Only ids, counts and reasons travel
 * in the address; the page looks up and words the rest itself, so a link cannot put words in it.
 */
export type UploadOutcome =
  | { kind: 'saved'; issuance: string }
  | { kind: 'replace'; live: string; empty: number; places: number }
  | { kind: 'refused'; reason: (typeof REFUSAL_REASONS)[number] | 'other' };

const count = z.coerce.number().int().min(0).max(100_000);
const outcomeSchema = z.discriminatedUnion('upload', [
  z.object({ upload: z.literal('saved'), issuance: z.uuid() }),
  z.object({ upload: z.literal('replace'), live: z.uuid(), empty: count, places: count }),
  z.object({ upload: z.literal('refused'), reason: z.enum([...REFUSAL_REASONS, 'other']) }),
]);

/** The query of the staff page that shows an outcome. */
export function uploadOutcomeQuery(outcome: UploadOutcome): string {
  const { kind, ...rest } = outcome;
  return new URLSearchParams({ upload: kind, ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)])) }).toString();
}

/** The outcome a staff page's query names, or null when it names none (or one that does not read). */
export function readUploadOutcome(query: Record<string, string | string[] | undefined>): UploadOutcome | null {
  const single = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = outcomeSchema.safeParse(single);
  if (!parsed.success) return null;
  const { upload, ...rest } = parsed.data;
  return { kind: upload, ...rest } as UploadOutcome;
}

/** The outcome of a refused upload, from the refusal's code and details. */
export function outcomeOfRefusal(error: { code: string; details?: Record<string, unknown> }): UploadOutcome {
  const details = error.details ?? {};
  if (error.code === 'CONFLICT' && details.reason === REPLACES_LIVE) {
    const replaces = details.replaces as { id: string };
    return { kind: 'replace', live: replaces.id, empty: Number(details.emptyPlaces), places: Number(details.places) };
  }
  const reason = REFUSAL_REASONS.find((known) => known === details.reason);
  return { kind: 'refused', reason: reason ?? 'other' };
}
