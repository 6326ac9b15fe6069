import { z } from 'zod';
import { isoInstant, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { FEEDBACK_COMMENT_MAX } from './feedback-comment';

export const FEEDBACK_COMMENT_STATES = ['held', 'shown', 'hidden'] as const;
export type FeedbackCommentState = (typeof FEEDBACK_COMMENT_STATES)[number];

const tag = 'Feedback';

export const feedbackParams = z.object({
  id: z.coerce.number({ error: 'the answer id must be a number' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const moderateFeedbackSchema = z.object({ state: z.enum(['shown', 'hidden'], { error: 'state must be shown or hidden' }) }).strict();

export const moderatedCommentSchema = z.object({
  id: z.number().int(),
  commentState: z.enum(FEEDBACK_COMMENT_STATES),
  reviewedAt: isoInstant,
});

export const FEEDBACK_CONTRACT = {
  answer: operation({
    method: 'POST',
    path: '/bulletins/{id}/feedback',
    tag,
    summary: '"Was this useful?" under a published bulletin: a plain form (works without script), answered with a short page in the reader\'s language',
    description: `Fields: \`useful\` (yes or no), \`comment\` (optional, at most ${FEEDBACK_COMMENT_MAX} characters, kept as plain text and held until staff show it) and \`locale\` (en or tl, the page's language). A browser (Accept: text/html) gets every answer as a page: thanks (200), or what was wrong (400, 404, 410 for a withdrawn bulletin, 429 with Retry-After past 5 answers an hour from one address or a second answer a day on one bulletin). Other clients get errors as JSON.`,
    access: { kind: 'public' },
    params: z.object({ id: z.string().meta({ description: "The bulletin's id (a UUID)." }) }),
    upload: { field: 'useful', description: 'yes or no; with comment and locale', type: 'application/x-www-form-urlencoded' },
    produces: { type: 'text/html', description: 'A short page thanking the reader, with a link back to the bulletin.' },
  }),
  moderate: operation({
    method: 'PATCH',
    path: '/api/feedback/{id}',
    tag,
    summary: "Shows a reader's comment under its bulletin, or hides it",
    access: { kind: 'action', action: 'bulletin.review' },
    input: moderateFeedbackSchema,
    params: feedbackParams,
    output: withMessage({ comment: moderatedCommentSchema }),
    notFound: { description: 'No answer with that id, or an answer without a comment.' },
  }),
  export: operation({
    method: 'GET',
    path: '/api/feedback/export',
    tag,
    summary: 'Every answer as CSV: bulletin, place, crop, type, language, useful, comment with its state, time (PHT)',
    access: { kind: 'action', action: 'adminArea.use' },
    input: z.object({}).strict(),
    produces: { type: 'text/csv', description: 'One row per answer, oldest first.' },
  }),
};
