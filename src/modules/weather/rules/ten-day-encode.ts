import { z } from 'zod';
import { tenDayValueSchema } from './ten-day-value';

/** Manual ("encode") entry of a 10-day issue: the same values the importer produces. */
export const tenDayEncodeSchema = z
  .object({
    forecastDate: z.iso.date('forecastDate must be YYYY-MM-DD'),
    validFrom: z.iso.date('validFrom must be YYYY-MM-DD'),
    validTo: z.iso.date('validTo must be YYYY-MM-DD'),
    dateForecast: z.string().trim().min(1).max(60).optional(),
    dateRange: z.string().trim().min(1).max(60).optional(),
    values: z
      .array(tenDayValueSchema)
      .min(1, 'values must hold at least one day of one place')
      .max(142 * 10),
  })
  .strict()
  .refine((input) => input.validFrom <= input.validTo, { message: 'validTo is before validFrom', path: ['validTo'] })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.values.forEach((value, index) => {
      if (value.date < input.validFrom || value.date > input.validTo) {
        ctx.addIssue({ code: 'custom', path: ['values', index, 'date'], message: `${value.date} is outside ${input.validFrom}..${input.validTo}` });
      }
      const key = `${value.municipality}/${value.date}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['values', index], message: `${key} is given twice` });
      seen.add(key);
    });
  });

export type TenDayEncodeInput = z.infer<typeof tenDayEncodeSchema>;
