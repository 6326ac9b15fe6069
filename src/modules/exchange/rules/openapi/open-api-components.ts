import { z } from 'zod';

/**
 * The zod schemas of the open API's answers that /api/openapi.json names under `components.schemas`.
 * The document is generated from them, so it cannot drift from what the routes are typed to return.
 */
export const openApiComponents = z.registry<{ id: string }>();

export const psgcSchema = z
  .string()
  .regex(/^\d{10}$/)
  .meta({ description: 'The 10-digit PSGC code (Philippine Standard Geographic Code, 2023 edition).', examples: ['0403402000'] });

// Plain patterns with a format, rather than z.iso.*: the same check, and a document people can read.
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
export const isoInstantSchema = z.string().meta({ format: 'date-time', description: 'An instant, ISO 8601 in UTC.' });
export const uuidSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .meta({ format: 'uuid' });

export const bilingualSchema = z
  .object({ en: z.string(), tl: z.string() })
  .meta({ description: 'The same text in English and Tagalog.' })
  .register(openApiComponents, { id: 'Bilingual' });

export const placeRefSchema = z.object({ psgc: psgcSchema, name: z.string() }).register(openApiComponents, { id: 'PlaceRef' });

/** A code with its words, e.g. `{code: "above_normal", label: "HEAVY RAINS"}`. */
export function labelled<T extends z.ZodType>(code: T) {
  return z.object({ code, label: z.string() });
}

export const errorAnswerSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ examples: ['BAD_REQUEST', 'NOT_FOUND'] }),
      message: z.string().meta({ description: 'Written for the person who reads it; names the value that is wrong.' }),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .register(openApiComponents, { id: 'Error' });

export type ErrorAnswer = z.output<typeof errorAnswerSchema>;
