import { z } from 'zod';
import { WIND_SIGNALS } from './conditions';
import { hazardInputShape } from './cyclone-hazards';
import { motionInputShape } from './cyclone-motion';
import { CYCLONE_CATEGORIES } from './weather-words';

const text = (max: number) => z.string().trim().min(1).max(max).optional();

/** A tropical cyclone advisory with its wind signals, or "no active cyclone". */
export const specialAdvisorySchema = z
  .object({
    activeCyclone: z.boolean({ error: 'activeCyclone must be true or false' }),
    name: text(60),
    /** PAGASA's category; the name is the cyclone's own name alone (category words typed before it are taken off). */
    category: z.enum(CYCLONE_CATEGORIES, { error: `category must be one of ${CYCLONE_CATEGORIES.join(', ')}` }).optional(),
    bulletinNumber: text(20),
    issuedAt: z.iso.datetime({ offset: true, error: 'issuedAt must be a date and time such as 2025-09-21T11:00:00+08:00' }).optional(),
    centre: text(300),
    movement: text(300),
    strength: text(300),
    // Optional Tagalog versions of the staff's texts; Tagalog pages fall back to the English.
    centreTl: text(300),
    movementTl: text(300),
    strengthTl: text(300),
    // PAGASA's hazards beside the signals (rainfall, flooding and landslides, storm surge, wind), each with an optional Tagalog text.
    ...hazardInputShape,
    // Movement and strength as a direction and numbers, said by each language in its own words.
    ...motionInputShape,
    forecastPositions: z
      .array(z.object({ at: z.string().trim().min(1).max(60), location: z.string().trim().min(1).max(200) }).strict())
      .max(20)
      .optional(),
    signals: z
      .array(
        z
          .object({
            province: z.string().trim().min(1).max(100),
            municipality: z.string().trim().min(1).max(100).optional(),
            signal: z.enum(WIND_SIGNALS, { error: `signal must be one of ${WIND_SIGNALS.join(', ')}` }),
          })
          .strict(),
      )
      .max(200)
      .default([]),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.activeCyclone) {
      for (const field of ['name', 'bulletinNumber', 'issuedAt'] as const) {
        if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for an active cyclone` });
      }
    } else if (input.signals.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['signals'], message: 'signals are only given while a cyclone is active' });
    }
  });

export type SpecialAdvisoryInput = z.infer<typeof specialAdvisorySchema>;

export const MAX_TRACK_IMAGE_BYTES = 2 * 1024 * 1024;

/** PNG or JPEG by their first bytes; anything else is refused whatever its name. */
export function detectImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
