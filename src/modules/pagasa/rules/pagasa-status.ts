import { z } from 'zod';
import { TENDAY_API_SERVICE } from '@/modules/weather/rules/issuance-origin';

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
  /** The same for PAGASA's seasonal outlook (region 4A); null in statuses kept before it was checked. */
  seasonal: z
    .object({
      /** PAGASA's batch, the month it was issued and the first of the six months it covers (`YYYY-MM`). */
      latest: z.object({ batch: z.string(), issuedMonth: z.string(), start: z.string() }).nullable(),
      issuanceId: z.string().nullable(),
      outcome: z.enum(['loaded', 'already_loaded', 'no_token', 'busy', 'failed']),
      error: z.string().nullable(),
      /** When the seasonal half last called PAGASA, and its own consecutive failures: it backs off on its own. */
      checkedAt: z.string().nullable().default(null),
      failures: z.number().int().min(0).default(0),
    })
    .nullable()
    .default(null),
});
export type PagasaStatus = z.output<typeof pagasaStatusSchema>;

export const PAGASA_STATUS_KEY = 'pagasa.tenday.status';
export const PAGASA_LOADING_KEY = 'pagasa.tenday.loading';
export const PAGASA_SEASONAL_LOADING_KEY = 'pagasa.seasonal.loading';

/** How issuances loaded from the service name their source. */
export const PAGASA_SERVICE = TENDAY_API_SERVICE;
