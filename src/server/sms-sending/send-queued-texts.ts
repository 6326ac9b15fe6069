import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bulletin, smsMessage, smsSubscriber } from '@/db/schema';
import { openSecret } from '@/server/crypto/open-secret';
import type { Database } from '@/server/db/database';
import { queryRows } from '@/server/db/query-rows';
import { PHONE_CONTEXT } from '@/server/phonebook/phone-context';
import type { OutgoingText, SendResult, SmsGateway } from '@/server/sms-gateways/sms-gateway';

// After this many tries a text is failed and waits on the staff list for a retry.
const MAX_ATTEMPTS = 5;

type Claimed = {
  id: string;
  kind: 'bulletin' | 'code' | 'reply';
  subscriberId: string;
  bulletinId: string | null;
  body: string | null;
  parts: number;
  sendingAt: Date | null;
  attempts: number;
};

/** Opens the numbers and texts of claimed rows; a number stopped or erased since queueing is not texted. */
async function prepare(db: Database, rows: Claimed[]): Promise<{ texts: OutgoingText[]; dropped: string[] }> {
  if (rows.length === 0) return { texts: [], dropped: [] };
  const subscribers = await db
    .select({ id: smsSubscriber.id, phoneSealed: smsSubscriber.phoneSealed, state: smsSubscriber.state })
    .from(smsSubscriber)
    .where(inArray(smsSubscriber.id, [...new Set(rows.map((row) => row.subscriberId))]));
  const bulletinIds = [...new Set(rows.flatMap((row) => (row.bulletinId ? [row.bulletinId] : [])))];
  const texts =
    bulletinIds.length === 0 ? [] : await db.select({ id: bulletin.id, smsText: bulletin.smsText }).from(bulletin).where(inArray(bulletin.id, bulletinIds));
  const prepared: OutgoingText[] = [];
  const dropped: string[] = [];
  for (const row of rows) {
    const subscriber = subscribers.find((entry) => entry.id === row.subscriberId);
    // A stopped number still gets the answer to its own text or the code it asked for on the form (to start again); never a bulletin.
    const wanted = subscriber?.state !== 'stopped' || row.kind !== 'bulletin';
    const to = subscriber?.phoneSealed && wanted ? openSecret(subscriber.phoneSealed, PHONE_CONTEXT) : null;
    const text = row.body ?? texts.find((entry) => entry.id === row.bulletinId)?.smsText ?? null;
    if (!to || !text) dropped.push(row.id);
    else prepared.push({ messageId: row.id, subscriberId: row.subscriberId, to, text, parts: row.parts });
  }
  return { texts: prepared, dropped };
}

async function record(db: Database, results: SendResult[]) {
  const sent = results.flatMap((result) => ('gatewayMessageId' in result ? [result] : []));
  // One statement for a whole batch: a thousand updates one by one cost more than the gateway's call.
  if (sent.length > 0)
    await db.execute(sql`
      update sms_message m set state = 'sent', gateway_message_id = v.gateway_id, sent_at = now(), error = null, updated_at = now()
      from (values ${sql.join(
        sent.map((result) => sql`(${result.messageId}, ${result.gatewayMessageId})`),
        sql`, `,
      )}) as v(id, gateway_id)
      where m.id = v.id`);
  for (const result of results) {
    if ('gatewayMessageId' in result) continue;
    await db
      .update(smsMessage)
      .set({
        state: sql`case when ${result.retry} and ${smsMessage.attempts} < ${MAX_ATTEMPTS} then 'queued' else 'failed' end`,
        error: result.error,
        updatedAt: new Date(),
      })
      .where(eq(smsMessage.id, result.messageId));
  }
}

/**
 * Reconciles, then sends (decision 065). Texts left `sending` by a crash are looked up at the gateway:
 * those it has are recorded as sent, the others queued again — nothing is sent blindly twice. Then queued
 * texts are claimed a batch at a time (`sending` before the call) and sent. One sender runs at a time for
 * the whole portal (the job queue's singleton), so a `sending` row found at the start is a crash's.
 */
export async function sendQueuedTexts(db: Database, gateway: SmsGateway): Promise<{ sent: number; failed: number; reconciled: number; waiting: boolean }> {
  const totals = { sent: 0, failed: 0, reconciled: 0, waiting: false };
  const stuck = await db
    .select()
    .from(smsMessage)
    .where(and(eq(smsMessage.state, 'sending'), eq(smsMessage.gateway, gateway.name)));
  const { texts: unknown, dropped: gone } = await prepare(db, stuck);
  for (const text of unknown) {
    const since = stuck.find((row) => row.id === text.messageId)?.sendingAt ?? new Date(0);
    const found = await gateway.find(text, since);
    if (found) {
      await record(db, [{ messageId: text.messageId, gatewayMessageId: found }]);
      totals.reconciled += 1;
    } else await db.update(smsMessage).set({ state: 'queued', updatedAt: new Date() }).where(eq(smsMessage.id, text.messageId));
  }
  if (gone.length > 0)
    await db
      .update(smsMessage)
      .set({ state: 'failed', error: 'the number stopped receiving texts before this one was sent' })
      .where(inArray(smsMessage.id, gone));

  for (;;) {
    const claimed = await queryRows<Claimed>(
      db,
      sql`update sms_message set state = 'sending', sending_at = now(), attempts = attempts + 1, updated_at = now()
          where id in (select id from sms_message where state = 'queued' and gateway = ${gateway.name} order by queued_at, id limit ${gateway.batchSize} for update skip locked)
          returning id, kind, subscriber_id as "subscriberId", bulletin_id as "bulletinId", body, parts, sending_at as "sendingAt", attempts`,
    );
    if (claimed.length === 0) return totals;
    const { texts, dropped } = await prepare(db, claimed);
    if (dropped.length > 0) {
      await db
        .update(smsMessage)
        .set({ state: 'failed', error: 'the number stopped receiving texts before this one was sent' })
        .where(inArray(smsMessage.id, dropped));
      totals.failed += dropped.length;
    }
    // A call that throws leaves its rows `sending`, its outcome unknown: the next run reconciles them first.
    const results = await gateway.send(texts);
    await record(db, results);
    totals.sent += results.filter((result) => 'gatewayMessageId' in result).length;
    const unsent = results.filter((result) => !('gatewayMessageId' in result));
    totals.failed += unsent.length;
    // The gateway asked to wait (a limit, an outage): stop, and let the queue's back-off bring the next run.
    if (unsent.some((result) => 'retry' in result && result.retry)) return { ...totals, waiting: true };
  }
}
