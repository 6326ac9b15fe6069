import { z } from 'zod';
import type { ProviderState } from './gateway-outcome';

/**
 * The webhook gateway's protocol (docs/sms-webhook.md): the portal posts
 * `{messages: [{id, to, text, parts}]}` and reads `{results: [{id, providerId} | {id, error, retry}]}`;
 * a text is looked up by its id with `{providerId, status}`.
 */
export interface WebhookMessage {
  /** The ledger row's id: the provider's idempotency key. */
  id: string;
  /** E.164. */
  to: string;
  text: string;
  parts: number;
}

const providerId = z.union([z.string().min(1).max(200), z.number().int()]).transform(String);

export const webhookSendAnswerSchema = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.string().min(1), providerId }),
      z.object({ id: z.string().min(1), error: z.string().max(2000), retry: z.boolean().default(false) }),
    ]),
  ),
});

export const webhookLookupAnswerSchema = z.object({
  providerId,
  status: z.string().max(100).optional(),
  error: z.string().max(2000).optional(),
});

/** `delivered` and `failed` are final; anything else (`pending`, `accepted`, `sent`, a word of the provider's own) is still on its way. */
export function webhookState(status: string | undefined): ProviderState {
  const word = (status ?? '').trim().toLowerCase();
  return word === 'delivered' ? 'delivered' : word === 'failed' ? 'failed' : 'pending';
}
