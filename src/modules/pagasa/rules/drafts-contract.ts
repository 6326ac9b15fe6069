import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';
import { DRAFT_RUN_STATES, draftPlanSchema } from './draft-plan';

const nothing = z.object({}).strict();

export const draftRunSchema = z.object({
  issuanceId: z.string(),
  type: z.enum(['ten_day', 'seasonal']),
  /** The outlook in words: "PAGASA's 10-day outlook of November 28, 2026". */
  outlook: z.string(),
  state: z.enum(DRAFT_RUN_STATES),
  total: z.number().int(),
  made: z.number().int(),
  skipped: z.array(z.object({ place: z.string(), crop: z.string(), language: z.string(), reason: z.string() })),
  reviewBatchId: z.string().nullable(),
  error: z.string().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type DraftRunView = z.output<typeof draftRunSchema>;

const planAnswer = z.object({
  plan: draftPlanSchema,
  /** False when the deployment turned automatic drafts off (`ACAP_AUTO_DRAFTS=off`): the plan is kept but not used. */
  deploymentAllows: z.boolean(),
});

export const DRAFTS_CONTRACT = {
  plan: operation({
    method: 'GET',
    path: '/api/drafts/plan',
    tag: 'Drafts',
    summary: 'The drafts the portal composes when a 10-day or seasonal issue is stored: crops, languages, provinces',
    access: { kind: 'action', action: 'weather.edit' },
    input: nothing,
    output: planAnswer,
  }),
  savePlan: operation({
    method: 'PUT',
    path: '/api/drafts/plan',
    tag: 'Drafts',
    summary: 'Chooses the drafts the portal composes when an issue lands (used from the next issue on)',
    description: 'An empty `provinces` list means every province of the region. Crops are crop keys (`rice`, `corn`); languages `en` and `tag`.',
    access: { kind: 'action', action: 'drafts.plan' },
    input: draftPlanSchema,
    output: planAnswer.extend({ message: z.string() }),
  }),
  runs: operation({
    method: 'GET',
    path: '/api/drafts/runs',
    tag: 'Drafts',
    summary: 'The latest runs of automatic drafts, newest first: progress, places skipped and why, the review batch',
    access: { kind: 'action', action: 'weather.edit' },
    input: nothing,
    output: z.object({ runs: z.array(draftRunSchema) }),
  }),
};
