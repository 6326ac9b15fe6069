import { z } from 'zod';

/** The query of the public outlook reads: a province and/or municipality (PSGC code or name), optionally an older issuance. */
export const outlookQuerySchema = z
  .object({
    province: z.string().trim().min(1).max(100).optional(),
    municipality: z.string().trim().min(1).max(100).optional(),
    issuance: z.uuid('issuance must be an issuance id').optional(),
  })
  .strict();
