import { z } from 'zod';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { reportSchema } from '@/modules/bulletins/rules/reports-contract';
import { CHECK_CODES } from './review-checks';

const tag = 'Review';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bulletinId = z.string().regex(UUID, 'a bulletin id is a UUID');
const bulletinIds = z
  .array(bulletinId, { error: 'ids must be a list of bulletin ids' })
  .min(1, 'name at least one bulletin')
  .max(500, 'at most 500 bulletins at a time');

export const submitForReviewSchema = z.object({ ids: bulletinIds }).strict();
export const approveSchema = z
  .object({
    ids: bulletinIds,
    /** The warning codes the reviewer ticked as read. */
    acknowledged: z.array(z.enum(CHECK_CODES)).default([]),
  })
  .strict();
export const returnToDraftSchema = z
  .object({
    ids: bulletinIds,
    comment: z.string().trim().min(1, 'say what the author should change').max(1000, 'the comment is longer than 1,000 characters'),
  })
  .strict();
export const withdrawSchema = z
  .object({ reason: z.string().trim().min(1, 'say why the bulletin is withdrawn').max(500, 'the reason is longer than 500 characters') })
  .strict();

export const findingSchema = z.object({ code: z.enum(CHECK_CODES), level: z.enum(['block', 'warning']), message: z.string() });

/** A bulletin as the reviewer sees it in the queue: its report and what the checks found. */
export const reviewItemSchema = reportSchema.extend({
  batchId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  preparedBy: z.string(),
  findings: z.array(findingSchema),
});

export const reviewQueueSchema = z.object({
  /** In review, one entry per batch (oldest first): the reviewer approves or sends back a batch with its per-place list. */
  batches: z.array(z.object({ batchId: z.string(), submittedAt: z.string().nullable(), items: z.array(reviewItemSchema) })),
  /** Drafts the caller may send to review (admins their own, superadmins all), newest first. */
  drafts: z.array(reviewItemSchema),
});

const id = z.object({ id: bulletinId });

const raisedSignal = z.enum(['signal_number_1', 'signal_number_2', 'signal_number_3', 'signal_number_4', 'signal_number_5']).nullable();
export const signalChangeSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(['seasonal', 'ten_day', 'special_weather']),
  state: z.enum(['draft', 'in_review', 'published', 'withdrawn']),
  language: z.enum(['en', 'tag']),
  place: z.string(),
  crop: z.string(),
  title: z.string(),
  then: raisedSignal.meta({ description: 'The signal the bulletin was made under; null for none.' }),
  now: raisedSignal.meta({ description: 'The signal up for its place now; null for none.' }),
  advisoryNumber: z.string().nullable(),
});

export const REVIEW_CONTRACT = {
  signalChanges: operation({
    method: 'GET',
    path: '/api/review/signal-changes',
    tag,
    summary: "Bulletins in use whose place's signal was raised, changed or lifted since they were made",
    description: 'Drafts, bulletins in review and published ones whose period has not ended; one per kind, place, crop and language, the newest.',
    access: { kind: 'action', action: 'bulletin.create' },
    input: z.object({}).strict(),
    output: z.object({ changes: z.array(signalChangeSchema) }),
  }),
  remake: operation({
    method: 'POST',
    path: '/api/review/remake',
    tag,
    summary: 'Makes those bulletins again from the advisory in force, as drafts sent to review as one batch',
    description:
      '409 when a bulletin named no longer needs remaking, or another remake of it was made first (at the same moment too): the message names that remake, and nothing is made. Places that cannot be made now are listed in `failed`.',
    access: { kind: 'action', action: 'bulletin.create' },
    input: submitForReviewSchema,
    output: withMessage({
      count: z.number().int(),
      batchId: z.string().nullable(),
      failed: z.array(z.object({ id: z.string(), reference: z.string(), message: z.string() })),
    }),
  }),
  queue: operation({
    method: 'GET',
    path: '/api/review',
    tag,
    summary: 'Bulletins in review (by batch) and the drafts the caller may send, each with what the checks found',
    access: { kind: 'action', action: 'bulletin.create' },
    input: z.object({}).strict(),
    output: reviewQueueSchema,
  }),
  submit: operation({
    method: 'POST',
    path: '/api/review/submit',
    tag,
    summary: 'Sends drafts to review as one batch (admins their own, superadmins any)',
    access: { kind: 'action', action: 'bulletin.create' },
    input: submitForReviewSchema,
    output: withMessage({ batchId: z.string(), count: z.number().int() }),
  }),
  approve: operation({
    method: 'POST',
    path: '/api/review/approve',
    tag,
    summary: 'Approves bulletins in review, which publishes them',
    description:
      'All or none: 409 lists each bulletin with a block, or with a warning whose code is not in `acknowledged`. The published PDF is drawn again with the approval block and the QR code of its address. An admin reviewer cannot approve their own bulletins.',
    access: { kind: 'action', action: 'bulletin.review' },
    input: approveSchema,
    output: withMessage({ count: z.number().int(), publishedAt: z.string() }),
  }),
  sendBack: operation({
    method: 'POST',
    path: '/api/review/return',
    tag,
    summary: 'Sends bulletins in review back to draft with a comment for their authors',
    access: { kind: 'action', action: 'bulletin.review' },
    input: returnToDraftSchema,
    output: withMessage({ count: z.number().int() }),
  }),
  withdraw: operation({
    method: 'POST',
    path: '/api/review/{id}/withdraw',
    tag,
    summary: 'Withdraws a published bulletin: it leaves every list and its address says when and why',
    access: { kind: 'action', action: 'bulletin.review' },
    params: id,
    input: withdrawSchema,
    output: withMessage({ withdrawnAt: z.string() }),
  }),
  pdf: operation({
    method: 'GET',
    path: '/api/review/{id}/pdf',
    tag,
    summary: "Any saved bulletin's PDF for staff, drafts included (never cached)",
    access: { kind: 'action', action: 'adminArea.use' },
    params: id,
    produces: { type: 'application/pdf', description: 'The bulletin as stored: a draft says DRAFT.' },
  }),
};
