import { z } from 'zod';

/** What the last check of PAGASA found and did, kept in `app_setting` so every instance and the staff desk read the same. */
export const pagasaStatusSchema = z.object({
  checkedAt: z.string(),
  /** PAGASA's latest 10-day issue: its first forecast day, and when PAGASA finished loading it (its words), if said. */
  latest: z.object({ forecastDate: z.string(), loadedAt: z.string().nullable() }).nullable(),
  /** The portal's issuance of that issue, when stored (from the API or from files). */
  issuanceId: z.string().nullable(),
  outcome: z.enum(['loaded', 'already_loaded', 'no_token', 'busy', 'failed']),
  /** Why the check or the load failed, in words for staff; null when it did not. */
  error: z.string().nullable(),
  /** Consecutive failures, for the back-off of the next check. */
  failures: z.number().int().min(0),
});
export type PagasaStatus = z.output<typeof pagasaStatusSchema>;

export const PAGASA_STATUS_KEY = 'pagasa.tenday.status';
export const PAGASA_LOADING_KEY = 'pagasa.tenday.loading';
