import { z } from 'zod';
import { WIND_SIGNALS } from './conditions';
import { CYCLONE_CATEGORIES } from './weather-words';

/** Start an advisory from a CAP alert at an address: the server fetches it from a host of `ACAP_CAP_IMPORT_HOSTS`. */
export const capImportRequestSchema = z
  .object({
    url: z
      .string({ error: 'url: the address of the CAP alert' })
      .trim()
      .max(2000, 'url: at most 2,000 characters')
      .pipe(z.url({ protocol: /^https?$/, error: 'url: an http(s) address such as https://example.ph/alerts/123.xml' })),
  })
  .strict();

/**
 * What a CAP alert fills in the cyclone form: the values as the form keys them (signals by a
 * province's or municipality's PSGC code), and the alert's areas the portal did not use, in words.
 * Nothing is stored: staff check the form and save it themselves.
 */
export const capImportSchema = z.object({
  message: z.string(),
  alert: z.object({
    identifier: z.string(),
    sender: z.string(),
    /** ISO instant. */
    sent: z.string(),
    msgType: z.string(),
    /** The language of the `<info>` blocks read (English, or the first one's). */
    language: z.string(),
  }),
  values: z.object({
    name: z.string(),
    category: z.enum(CYCLONE_CATEGORIES).nullable(),
    bulletinNumber: z.string().nullable(),
    /** ISO instant: the first `<info>`'s `effective` (PAGASA's issue time in the portal's own alerts), else `sent`. */
    issuedAt: z.string(),
    signals: z.record(z.string().regex(/^\d{10}$/), z.enum(WIND_SIGNALS)),
  }),
  /** What was filled, one line per place: `Cavite (whole province): Signal No. 2`. */
  places: z.array(z.object({ psgc: z.string(), name: z.string(), signal: z.enum(WIND_SIGNALS) })),
  /** Areas outside CALABARZON: read and left out, as they should be. */
  ignored: z.array(z.string()),
  /** Names that are no place the portal knows: left for staff. */
  unknown: z.array(z.string()),
  /** What staff must settle by hand: names of two places, codes that are not the region's, areas without a signal. */
  problems: z.array(z.string()),
});

export type CapImport = z.output<typeof capImportSchema>;
