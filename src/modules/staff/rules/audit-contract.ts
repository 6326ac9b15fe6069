import { z } from 'zod';
import { isoInstant } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { auditFilterFields, fromNotAfterTo } from './audit-filters';

export const auditQuerySchema = z
  .object({ ...auditFilterFields, format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') })
  .strict()
  .refine(fromNotAfterTo, { message: 'from must not be after to', path: ['from'] });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoInstant,
  /** Who, as the account is now: its email, `system`, `deleted account`, or `unknown (failed sign-in)`. */
  actor: z.string(),
  /** The account id the trail keeps (`system` for the portal itself); the trail holds no emails or names. */
  actorId: z.string().nullable(),
  action: z.string(),
  /** What was changed; an account target reads as the account's email while the account exists. */
  target: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
});

export const AUDIT_CONTRACT = {
  list: operation({
    method: 'GET',
    path: '/api/audit',
    tag: 'Audit',
    summary: 'The audit trail, filtered and paginated, or every matching entry as CSV (`format=csv`)',
    access: { kind: 'action', action: 'audit.read' },
    input: auditQuerySchema,
    output: z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    produces: { type: 'text/csv', description: 'With format=csv: every matching entry, as a file.' },
  }),
};
