import 'server-only';
import type { z } from 'zod';
import { gatewayOutcome } from '@/modules/sms/rules/gateway-outcome';
import { webhookLookupAnswerSchema } from '@/modules/sms/rules/webhook-protocol';
import { AppError } from '@/platform/errors/app-error';
import { callGateway } from './call-gateway';
import type { Pacer } from './pace-calls';
import { signWebhook } from './sign-webhook';

/**
 * The provider's record of one text, by its ledger id: a signed `GET {url}?id=…` (the signature covers
 * the query string). Null when the provider answers 404 (it never took the text); `wait` when it asks
 * to wait; an answer that says neither throws, for nothing may be concluded from it.
 */
export async function lookUpWebhookText(
  webhook: { url: string; secret: string; pacer: Pacer },
  id: string,
): Promise<z.output<typeof webhookLookupAnswerSchema> | null | 'wait'> {
  const url = new URL(webhook.url);
  url.searchParams.set('id', id);
  const query = url.search.slice(1);
  const answer = await callGateway('The SMS webhook', webhook.pacer, url.toString(), () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    return { headers: { accept: 'application/json', 'x-acap-timestamp': timestamp, 'x-acap-signature': signWebhook(webhook.secret, timestamp, query) } };
  });
  if (answer.status === 404) return null;
  const outcome = gatewayOutcome(answer.status);
  if (outcome === 'wait') return 'wait';
  const parsed = outcome === 'accepted' ? webhookLookupAnswerSchema.safeParse(answer.body) : null;
  if (!parsed?.success) throw new AppError('INTERNAL', `The SMS webhook's answer to a look-up could not be read (status ${answer.status}).`);
  return parsed.data;
}
