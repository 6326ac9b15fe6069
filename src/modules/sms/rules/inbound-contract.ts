import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';

/**
 * What an inbound text did, as `sms_inbound.action` records it: stopped the number, subscribed it,
 * recorded feedback; refused (understood, not done: an unknown town or crop, a number erased after it
 * stopped, an answer when no advisory was sent); or unknown (not understood: the help reply).
 */
export const INBOUND_ACTIONS = ['stop', 'subscribe', 'feedback', 'refused', 'unknown'] as const;
export type InboundAction = (typeof INBOUND_ACTIONS)[number];

/** The longest text taken: ten concatenated parts of 160 characters, more than any phone sends as one message. */
export const INBOUND_TEXT_MAX = 1600;

// Not strict: two-way providers add their own fields (a time, a network), which are of no use here.
export const inboundTextSchema = z.object({
  id: z
    .string({ error: "id, when sent, is the provider's own id for the text, as a string" })
    .trim()
    .min(1, "id, when sent, is the provider's own id for the text: it is empty")
    .max(200, 'id is longer than any provider id (200 characters)')
    .optional()
    .meta({
      description:
        "The provider's own id for the text. A text posted again with an id already received (the provider retrying after a lost answer) is not acted on again; the answer is the first one's.",
    }),
  from: z
    .string({ error: 'from is required: the number the text came from' })
    .trim()
    .min(1, 'from is required: the number the text came from')
    .max(40, 'from is longer than any phone number'),
  text: z
    .string({ error: 'text is required: what the farmer wrote (it may be empty)' })
    .max(INBOUND_TEXT_MAX, `text is longer than ${INBOUND_TEXT_MAX.toLocaleString('en-US')} characters`),
});
export type InboundTextInput = z.output<typeof inboundTextSchema>;

export const inboundOutcomeSchema = z.object({
  action: z.enum(INBOUND_ACTIONS),
  replied: z.boolean().meta({ description: 'Whether an answer was queued for the farmer (not past the per-number limit; a number was kept to answer).' }),
});
export type InboundOutcome = z.output<typeof inboundOutcomeSchema>;

export const SMS_INBOUND_CONTRACT = {
  receive: operation({
    method: 'POST',
    path: '/api/sms/inbound',
    tag: 'SMS',
    summary: "A farmer's text, posted by the two-way SMS provider: a stop, a subscription, or a reply to an advisory",
    description: [
      'Needs `Authorization: Bearer` with `ACAP_SMS_INBOUND_SECRET` (401 without it or with another); without the setting inbound texts are off (409), and without `ACAP_DATA_KEY` the phonebook is (409). `from` is read as a Philippine mobile number (400 otherwise; the answer never repeats it).',
      "`STOP`, `HINTO`, `TIGIL` or `UNSUB` alone stops all sending to the number at once; `ACAP <town> <crop> [EN|TL]` subscribes it; `OO`/`YES`, `HINDI`/`NO` and short comments are recorded as feedback on the last advisory sent to the number, held for review. Each is answered by a text in the farmer's language, at most 10 a day per number (so two auto-responders cannot loop).",
      "The answer names what was done and whether a reply was queued, never the number. With `id`, the provider's own id for the text, a text posted again (a retry after a lost answer) is answered as the first time and not acted on twice.",
    ].join('\n\n'),
    access: { kind: 'public' },
    input: inboundTextSchema,
    output: inboundOutcomeSchema,
  }),
};
