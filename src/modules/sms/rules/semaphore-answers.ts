import { z } from 'zod';
import type { ProviderState } from './gateway-outcome';

/**
 * Semaphore's answers (api.semaphore.co/docs, API v4) as the gateway reads them. A message is
 * described by `message_id`, `recipient` (written `639171234567`, or as it was sent in older
 * answers), `message`, `status` and `created_at` (`YYYY-MM-DD HH:MM:SS`, no zone: read as Manila
 * time); other fields are ignored.
 */
const semaphoreMessageSchema = z.object({
  message_id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  recipient: z.union([z.string().min(1), z.number().int()]).transform(String),
  message: z.string().nullish(),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type SemaphoreMessage = z.output<typeof semaphoreMessageSchema>;

/** The answer to a send, and a page of the message list: one object per message. */
export const semaphoreMessagesSchema = z.array(semaphoreMessageSchema);

/** The answer to `GET messages/{id}`: the message, alone or as a list of one. */
export const semaphoreOneMessageSchema = z.union([
  semaphoreMessageSchema,
  z
    .array(semaphoreMessageSchema)
    .length(1)
    .transform((list) => list[0]!),
]);

/** The number as Semaphore is sent it: E.164's digits, without the +. */
export function semaphoreNumber(e164: string): string {
  return e164.replace(/\D/g, '');
}

/** Whether a recipient Semaphore wrote (`639…`, `09…` or `9…`) is this E.164 number. */
export function isSemaphoreRecipient(recipient: string, e164: string): boolean {
  const digits = recipient.replace(/\D/g, '');
  const full = digits.startsWith('0') ? `63${digits.slice(1)}` : digits.length === 10 ? `63${digits}` : digits;
  return full === semaphoreNumber(e164);
}

/** Queued and Pending are on their way; Sent is as far as Semaphore reports (handed to the network); Failed and Refunded did not go. */
export function semaphoreState(status: string | null | undefined): ProviderState {
  const word = (status ?? '').trim().toLowerCase();
  if (word === 'sent' || word === 'delivered') return 'delivered';
  if (word === 'failed' || word === 'refunded' || word === 'rejected' || word === 'expired') return 'failed';
  return 'pending';
}

/** A message's `created_at` as an instant, read as Manila time (UTC+8) unless it names its zone. */
export function semaphoreTime(createdAt: string | null | undefined): Date | null {
  if (!createdAt) return null;
  const text = createdAt.trim().replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+08:00`;
  const at = new Date(zoned);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Texts are matched to Semaphore's record by their words: line ends and outer spaces may differ. */
export function sameText(a: string | null | undefined, b: string): boolean {
  return (a ?? '').replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim();
}
