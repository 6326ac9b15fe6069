import { z } from 'zod';
import { operation } from '@/domain/contracts/api-operation';
import { tenDayImportReportSchema } from '@/domain/weather/weather-writes-contract';
import { pagasaStatusSchema } from './pagasa-status';

const statusAnswer = z.object({
  status: pagasaStatusSchema.nullable(),
  /** The same in one sentence, as the staff desk says it. */
  summary: z.string(),
  tokenSet: z.boolean(),
  pollMinutes: z.number().int(),
});

export const PAGASA_CONTRACT = {
  status: operation({
    method: 'GET',
    path: '/api/weather/pagasa/status',
    tag: 'Weather',
    summary: "The last check of PAGASA's TenDay API: PAGASA's latest 10-day issue, whether it is loaded, and the last error in words",
    access: { kind: 'action', action: 'weather.edit' },
    output: statusAnswer,
  }),
  sync: operation({
    method: 'POST',
    path: '/api/weather/pagasa/sync',
    tag: 'Weather',
    summary: "Checks PAGASA's TenDay API now and loads a 10-day issue the portal has not stored (with the office's token)",
    access: { kind: 'action', action: 'weather.edit' },
    output: statusAnswer.extend({ message: z.string(), report: tenDayImportReportSchema.nullable() }),
  }),
};
