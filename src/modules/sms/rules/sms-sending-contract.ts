import { z } from 'zod';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';

export const retryTextsSchema = z
  .object({
    bulletinId: z.uuid('bulletinId must be a bulletin id').optional(),
  })
  .strict();

/** What staff do with the texts the portal sends (decision 065). */
export const SMS_SENDING_CONTRACT = {
  retry: operation({
    method: 'POST',
    path: '/api/sms/texts/retry',
    tag: 'SMS',
    summary: 'Sends the failed texts again (of one bulletin, or all): each still goes at most once to a number that still receives texts',
    description:
      'Failed texts of numbers that still receive texts are queued again with their tries reset; texts of numbers that stopped stay failed. The audit trail counts them. 409 when the phonebook is off.',
    access: { kind: 'action', action: 'sms.phonebook' },
    input: retryTextsSchema,
    output: withMessage({ queued: z.number().int() }),
  }),
};
