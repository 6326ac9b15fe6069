import { z } from 'zod';

/** What every write answers: a sentence for the person who made it, and what the caller needs next. */
export const withMessage = <T extends z.ZodRawShape>(shape: T = {} as T) => z.object({ message: z.string(), ...shape });

export const messageAnswerSchema = withMessage();

export const isoInstant = z.string().meta({ format: 'date-time', description: 'An instant, ISO 8601 in UTC.' });
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
/** Firestore-style creation times, kept from the original portal's answers. */
export const secondsStamp = z.object({ _seconds: z.number().int() });
export const idLabel = z.object({ id: z.string(), label: z.string() });
export const bilingual = z.object({ en: z.string(), tl: z.string() });

/** The 404 of the public reads that look data up: the message says which of these it is. */
export const nothingStored = { description: 'Nothing stored yet, or nothing matches, or an unknown place or crop (the message says which).' };
