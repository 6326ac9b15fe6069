import 'server-only';
import { gatewayOutcome } from '@/modules/sms/rules/gateway-outcome';
import { hideNumbers } from '@/modules/sms/rules/hide-numbers';
import { providerWords } from '@/modules/sms/rules/provider-words';
import { webhookSendAnswerSchema, webhookState, type WebhookMessage } from '@/modules/sms/rules/webhook-protocol';
import { AppError } from '@/platform/errors/app-error';
import { callGateway } from './call-gateway';
import { lookUpWebhookText } from './look-up-webhook-text';
import { paceCalls } from './pace-calls';
import { signWebhook } from './sign-webhook';
import type { SendResult, SmsGateway, TextStatus } from './sms-gateway';

// A Retry-After longer than this is not slept through inside a run: the texts wait for the queue's next try.
const LONGEST_WAIT_MS = 2 * 60_000;

export interface WebhookOptions {
  url: string;
  secret: string;
  callsPerMinute: number;
}

/**
 * The generic HTTP gateway (docs/sms-webhook.md): texts are posted signed, 100 a call, each with its
 * ledger id as the provider's idempotency key; a text whose outcome is unknown, and its delivery, are
 * looked up by that id.
 */
export function createWebhookGateway(options: WebhookOptions): SmsGateway {
  const pacer = paceCalls('webhook', options.callsPerMinute);
  const webhook = { ...options, pacer };
  return {
    name: 'webhook',
    batchSize: 100,
    holdMs: () => pacer.delay(),
    async send(texts) {
      if (texts.length === 0) return [];
      const every = (error: string, retry: boolean): SendResult[] => texts.map((text) => ({ messageId: text.messageId, error, retry }));
      if (pacer.delay() > LONGEST_WAIT_MS)
        return every(`The SMS provider asked to wait ${Math.ceil(pacer.delay() / 1000)} s; sent again after that`, true).map((result) => ({
          ...result,
          waited: true,
        }));
      const messages: WebhookMessage[] = texts.map((text) => ({ id: text.messageId, to: text.to, text: text.text, parts: text.parts }));
      const body = JSON.stringify({ messages });
      const answer = await callGateway('The SMS webhook', pacer, options.url, () => {
        const timestamp = String(Math.floor(Date.now() / 1000));
        const headers = { 'content-type': 'application/json', accept: 'application/json', 'x-acap-timestamp': timestamp };
        return { method: 'POST', headers: { ...headers, 'x-acap-signature': signWebhook(options.secret, timestamp, body) }, body };
      });
      const outcome = gatewayOutcome(answer.status);
      const words = providerWords(answer.body);
      const said = `${answer.status}${words ? `: ${words}` : ''}`;
      if (outcome === 'wait')
        return every(`The SMS provider asked to wait (${said}); sent again on the next try`, true).map((result) => ({
          ...result,
          waited: answer.status === 429 || answer.status === 503,
        }));
      if (outcome === 'refused') return every(`The SMS provider refused the texts (${said})`, false);
      const parsed = outcome === 'accepted' ? webhookSendAnswerSchema.safeParse(answer.body) : null;
      const results = parsed?.success ? parsed.data.results : [];
      if (!parsed?.success || texts.some((text) => !results.some((result) => result.id === text.messageId)))
        throw new AppError(
          'INTERNAL',
          `The SMS webhook answered ${parsed?.success ? 'without a result for every text' : `status ${answer.status}`}: the texts of this call may have left, so they are looked up before any is sent again.`,
        );
      return texts.map((text) => {
        const result = results.find((entry) => entry.id === text.messageId)!;
        if ('providerId' in result) return { messageId: text.messageId, gatewayMessageId: result.providerId };
        return { messageId: text.messageId, error: `The SMS provider refused the text: ${hideNumbers(result.error).slice(0, 300)}`, retry: result.retry };
      });
    },
    async find(text) {
      const found = await lookUpWebhookText(webhook, text.messageId);
      if (found === 'wait') throw new AppError('INTERNAL', 'The SMS provider asked to wait: the texts left sending are looked up on the next try.');
      return found?.providerId ?? null;
    },
    async status(texts) {
      const read: TextStatus[] = [];
      for (const text of texts) {
        const found = await lookUpWebhookText(webhook, text.messageId);
        if (found === 'wait') break;
        if (found)
          read.push({ messageId: text.messageId, state: webhookState(found.status), detail: hideNumbers(found.error ?? found.status ?? '') || undefined });
      }
      return read;
    },
  };
}
