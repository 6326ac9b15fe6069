import 'server-only';
import { gatewayOutcome } from '@/modules/sms/rules/gateway-outcome';
import { semaphoreOneMessageSchema, semaphoreState } from '@/modules/sms/rules/semaphore-answers';
import { AppError } from '@/platform/errors/app-error';
import { callGateway } from './call-gateway';
import { listSemaphoreMessages } from './list-semaphore-messages';
import type { SemaphoreApi } from './semaphore-api';
import type { SentText, TextStatus } from './sms-gateway';

// Up to this many texts are asked one by one (`GET messages/{id}`); more are read from the list, 1000 a call.
const ONE_BY_ONE = 20;

const statusOf = (text: SentText, status: string | null | undefined): TextStatus => ({
  messageId: text.messageId,
  state: semaphoreState(status),
  detail: status ?? undefined,
});

/**
 * What Semaphore reports of texts it took (Queued, Pending, Sent, Failed, Refunded). A few are asked
 * one by one; many are read from the message list back to the oldest of them, which costs a call per
 * thousand messages instead of one per text. A text Semaphore does not know, or a limit reached, is
 * left for the next check.
 */
export async function readSemaphoreStatus(api: SemaphoreApi, texts: SentText[]): Promise<TextStatus[]> {
  if (texts.length > ONE_BY_ONE) {
    const oldest = new Date(Math.min(...texts.map((text) => text.sentAt.getTime())));
    const messages = new Map((await listSemaphoreMessages(api, oldest)).map((message) => [message.message_id, message]));
    return texts.flatMap((text) => {
      const message = messages.get(text.gatewayMessageId);
      return message ? [statusOf(text, message.status)] : [];
    });
  }
  const read: TextStatus[] = [];
  for (const text of texts) {
    const url = `${api.baseUrl}/messages/${encodeURIComponent(text.gatewayMessageId)}?${new URLSearchParams({ apikey: api.apiKey }).toString()}`;
    const answer = await callGateway('Semaphore', api.pacer, url, { headers: { accept: 'application/json' } });
    const outcome = gatewayOutcome(answer.status);
    if (outcome === 'wait') break;
    if (answer.status === 404) continue;
    const message = outcome === 'accepted' ? semaphoreOneMessageSchema.safeParse(answer.body) : null;
    if (!message?.success) throw new AppError('INTERNAL', `Semaphore's report of a message could not be read (status ${answer.status}).`);
    read.push(statusOf(text, message.data.status));
  }
  return read;
}
