import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';
import { tenDayImportReportSchema } from '@/modules/weather/rules/weather-writes-contract';
import { pagasaStatusSchema } from './pagasa-status';

/** The calls that take nothing refuse what they are sent (a query, a body other than `{}`). */
const nothing = z.object({}).strict();

const statusAnswer = z.object({
  status: pagasaStatusSchema.nullable(),
  /** The same in one sentence, as the staff desk says it. */
  summary: z.string(),
  /** The same of PAGASA's seasonal outlook. */
  seasonalSummary: z.string(),
  tokenSet: z.boolean(),
  /** Where the token comes from (never the token): the environment wins over one a superadmin stored. */
  tokenSource: z.enum(['environment', 'stored']).nullable(),
  tokenProblem: z.string().nullable(),
  pollMinutes: z.number().int(),
});

/** What the staff desk and the status call say; never the token. */
export type PagasaDesk = z.output<typeof statusAnswer>;

export const pagasaTokenSchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(8, 'token: the token PAGASA sent is longer than that')
      .max(4096, 'token: at most 4,096 characters')
      .regex(/^\S+$/, 'token: a token has no spaces or line breaks'),
  })
  .strict();

export const PAGASA_CONTRACT = {
  status: operation({
    method: 'GET',
    path: '/api/weather/pagasa/status',
    tag: 'Weather',
    summary: "The last check of PAGASA's TenDay API: PAGASA's latest 10-day issue, whether it is loaded, and the last error in words",
    access: { kind: 'action', action: 'weather.edit' },
    input: nothing,
    output: statusAnswer,
  }),
  sync: operation({
    method: 'POST',
    path: '/api/weather/pagasa/sync',
    tag: 'Weather',
    summary: "Checks PAGASA's TenDay API now and loads a 10-day issue the portal has not stored (with the office's token)",
    access: { kind: 'action', action: 'weather.edit' },
    input: nothing,
    output: statusAnswer.extend({ message: z.string(), report: tenDayImportReportSchema.nullable() }),
  }),
  setToken: operation({
    method: 'PUT',
    path: '/api/weather/pagasa/token',
    tag: 'Weather',
    summary: "Stores the office's token of PAGASA's TenDay API, sealed with ACAP_DATA_KEY (409 without one); a token in the environment still wins",
    access: { kind: 'action', action: 'pagasa.token' },
    input: pagasaTokenSchema,
    output: statusAnswer.extend({ message: z.string() }),
  }),
  removeToken: operation({
    method: 'DELETE',
    path: '/api/weather/pagasa/token',
    tag: 'Weather',
    summary: "Removes the stored token of PAGASA's TenDay API",
    access: { kind: 'action', action: 'pagasa.token' },
    input: nothing,
    output: statusAnswer.extend({ message: z.string() }),
  }),
};
