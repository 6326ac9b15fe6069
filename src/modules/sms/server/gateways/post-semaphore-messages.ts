import 'server-only';
import { gatewayOutcome } from '@/modules/sms/rules/gateway-outcome';
import { providerWords } from '@/modules/sms/rules/provider-words';
import {
  isSemaphoreRecipient,
  semaphoreMessagesSchema,
  semaphoreNumber,
  semaphoreOneMessageSchema,
  semaphoreState,
} from '@/modules/sms/rules/semaphore-answers';
import { AppError } from '@/platform/errors/app-error';
import { callGateway, type GatewayAnswer } from './call-gateway';
import type { SemaphoreApi } from './semaphore-api';
import type { OutgoingText, SendResult } from './sms-gateway';

/** Why Semaphore's texts wait (429, 503, an account refused): the words the ledger keeps until they go. */
function waitWords(answer: GatewayAnswer): string {
  const problem = providerWords(answer.body);
  if (answer.status === 429) return `Semaphore's limit of calls was reached (429); sent again after ${answer.retryAfter ?? 'a'} s`;
  if (answer.status === 503) return 'Semaphore is unavailable (503); sent again on the next try';
  return `Semaphore refused the account (${answer.status}${problem ? `: ${problem}` : ''}); check ACAP_SEMAPHORE_API_KEY and the credit, the texts wait`;
}

/** The messages a 2xx answer lists: Semaphore's list, or one message alone; null when it is neither. */
function readMessages(body: unknown) {
  const list = semaphoreMessagesSchema.safeParse(body);
  if (list.success) return list.data;
  const one = semaphoreOneMessageSchema.safeParse(body);
  return one.success ? [one.data] : null;
}

/**
 * One call to Semaphore's `POST messages`: one text to up to 1000 numbers, each once (group-bulk-calls.ts).
 * Its answer, a message per number, is matched back to the ledger's rows by number; a number the
 * answer leaves out was not taken. An answer that does not say what happened throws (decision 066).
 */
export async function postSemaphoreMessages(api: SemaphoreApi, texts: OutgoingText[]): Promise<SendResult[]> {
  const form = new URLSearchParams({ apikey: api.apiKey, number: texts.map((text) => semaphoreNumber(text.to)).join(','), message: texts[0]!.text });
  if (api.sender) form.set('sendername', api.sender);
  const answer = await callGateway('Semaphore', api.pacer, `${api.baseUrl}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const every = (error: string, retry: boolean): SendResult[] => texts.map((text) => ({ messageId: text.messageId, error, retry }));
  const outcome = gatewayOutcome(answer.status);
  // A limit or an outage is not a try of the texts; an account problem (401–403) is, so a wrong key ends on the staff list.
  if (outcome === 'wait') return every(waitWords(answer), true).map((result) => ({ ...result, waited: answer.status === 429 || answer.status === 503 }));
  const problem = providerWords(answer.body);
  if (outcome === 'refused') return every(`Semaphore refused the text (${answer.status}${problem ? `: ${problem}` : ''})`, false);
  const messages = outcome === 'accepted' ? readMessages(answer.body) : null;
  if (!messages) {
    // A validation answer may come with 200: an object of fields and words, and no message in it.
    if (outcome === 'accepted' && answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) && problem)
      return every(`Semaphore refused the text: ${problem}`, false);
    const why = outcome === 'accepted' ? 'an answer that is not a list of messages' : `status ${answer.status}`;
    throw new AppError('INTERNAL', `Semaphore answered ${why}: the texts of this call may have left, so they are looked up before any is sent again.`);
  }
  const taken = new Set<string>();
  return texts.map((text) => {
    const message = messages.find((entry) => !taken.has(entry.message_id) && isSemaphoreRecipient(entry.recipient, text.to));
    if (!message) return { messageId: text.messageId, error: 'Semaphore did not take this number', retry: false };
    taken.add(message.message_id);
    if (semaphoreState(message.status) === 'failed')
      return { messageId: text.messageId, error: `Semaphore refused the text (${message.status})`, retry: false };
    return { messageId: text.messageId, gatewayMessageId: message.message_id };
  });
}
