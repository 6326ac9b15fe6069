import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { smsOutbox } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import type { SmsGateway } from './sms-gateway';

/** The embedded default: texts are kept in `sms_outbox` for staff to read, and nothing leaves the machine. */
export function createOutboxGateway(db: Database): SmsGateway {
  return {
    name: 'outbox',
    batchSize: 100,
    async send(texts) {
      if (texts.length === 0) return [];
      const rows = texts.map((text) => ({ id: randomUUID(), messageId: text.messageId, subscriberId: text.subscriberId, text: text.text, parts: text.parts }));
      // A text the outbox already holds (sent before a crash) keeps its first record: at most once.
      await db.insert(smsOutbox).values(rows).onConflictDoNothing();
      const kept = await db
        .select({ id: smsOutbox.id, messageId: smsOutbox.messageId })
        .from(smsOutbox)
        .where(
          inArray(
            smsOutbox.messageId,
            texts.map((text) => text.messageId),
          ),
        );
      return texts.map((text) => {
        const found = kept.find((row) => row.messageId === text.messageId);
        return found
          ? { messageId: text.messageId, gatewayMessageId: found.id }
          : { messageId: text.messageId, error: 'the outbox did not keep the text', retry: true };
      });
    },
    async find(text) {
      const [row] = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.messageId, text.messageId));
      return row?.id ?? null;
    },
  };
}
