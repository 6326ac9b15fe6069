import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { smsMessage } from '@/db/schema';
import { groupBulkCalls } from '@/modules/sms/rules/group-bulk-calls';
import { isSemaphoreRecipient, sameText, semaphoreTime, type SemaphoreMessage } from '@/modules/sms/rules/semaphore-answers';
import { listSemaphoreMessages } from './list-semaphore-messages';
import { paceCalls } from './pace-calls';
import { postSemaphoreMessages } from './post-semaphore-messages';
import { readSemaphoreStatus } from './read-semaphore-status';
import type { Database } from '@/platform/db/database';
import type { SemaphoreApi } from './semaphore-api';
import type { SendResult, SmsGateway } from './sms-gateway';

// Semaphore takes up to 1000 numbers a call for one message.
const PER_CALL = 1000;
// A Retry-After longer than this is not slept through inside a run: the texts wait for the queue's next try.
const LONGEST_WAIT_MS = 2 * 60_000;

export interface SemaphoreOptions {
  baseUrl: string;
  apiKey: string;
  sender?: string;
  callsPerMinute: number;
}

/**
 * Semaphore (semaphore.co), the Philippine SMS API: outbound only. A batch is sent a call per text
 * (its numbers together, up to 1000); texts whose outcome is unknown are found again in Semaphore's
 * message list by number and words (read once a run for all of them), never taking a message the
 * ledger already holds for another text; delivery is read back by id.
 */
export function createSemaphoreGateway(db: Database, options: SemaphoreOptions): SmsGateway {
  const api: SemaphoreApi = { baseUrl: options.baseUrl, apiKey: options.apiKey, sender: options.sender, pacer: paceCalls('semaphore', options.callsPerMinute) };
  let listed: { from: number; messages: SemaphoreMessage[] } | null = null;
  // A message of Semaphore's matches one ledger row only, however alike two texts are.
  const matched = new Set<string>();
  return {
    name: 'semaphore',
    batchSize: PER_CALL,
    holdMs: () => api.pacer.delay(),
    async send(texts) {
      listed = null;
      const results: SendResult[] = [];
      for (const call of groupBulkCalls(texts, PER_CALL)) {
        const waiting = results.find((result) => 'retry' in result && result.retry);
        const held = api.pacer.delay();
        // Once Semaphore asked to wait, the rest of the batch waits too: no call is made into a limit.
        if (waiting && 'error' in waiting)
          results.push(...call.map((text) => ({ messageId: text.messageId, error: waiting.error, retry: true, waited: waiting.waited })));
        else if (held > LONGEST_WAIT_MS) {
          const error = `Semaphore asked to wait ${Math.ceil(held / 1000)} s; sent again after that`;
          results.push(...call.map((text) => ({ messageId: text.messageId, error, retry: true, waited: true })));
        } else results.push(...(await postSemaphoreMessages(api, call)));
      }
      return results;
    },
    async find(text, since) {
      if (!listed || since.getTime() < listed.from) listed = { from: since.getTime(), messages: await listSemaphoreMessages(api, since) };
      // Ten minutes before `since`, as far back as the list was read: the two clocks differ a little.
      const from = since.getTime() - 10 * 60_000;
      const candidates = listed.messages
        .filter(
          (entry) =>
            !matched.has(entry.message_id) &&
            isSemaphoreRecipient(entry.recipient, text.to) &&
            sameText(entry.message, text.text) &&
            (semaphoreTime(entry.created_at)?.getTime() ?? from) >= from,
        )
        // The earliest since the text was marked sending is the one its call made.
        .sort((a, b) => (semaphoreTime(a.created_at)?.getTime() ?? 0) - (semaphoreTime(b.created_at)?.getTime() ?? 0));
      if (candidates.length === 0) return null;
      // The same words to the same number may have gone before, for another row: that message is not this text's.
      const recorded = await db
        .select({ id: smsMessage.gatewayMessageId })
        .from(smsMessage)
        .where(
          and(
            eq(smsMessage.gateway, 'semaphore'),
            inArray(
              smsMessage.gatewayMessageId,
              candidates.map((entry) => entry.message_id),
            ),
          ),
        );
      const message = candidates.find((entry) => !recorded.some((row) => row.id === entry.message_id));
      if (!message) return null;
      matched.add(message.message_id);
      return message.message_id;
    },
    status: (texts) => readSemaphoreStatus(api, texts),
  };
}
