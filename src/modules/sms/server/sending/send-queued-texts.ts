import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { bulletin, smsMessage, smsSubscriber } from '@/db/schema';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';
import type { OutgoingText, SendResult, SmsGateway } from '@/modules/sms/server/gateways/sms-gateway';

// After this many tries a text is failed and waits on the staff list for a retry.
const MAX_ATTEMPTS = 5;
/**
 * How long a text marked `sending` may still be in a call: a gateway call's 30 s timeout and a margin.
 * Only older ones are looked up, so a sender that pg-boss gave up while its call was on the way (its
 * beats were late) is never taken for a crash by the next: that text is not sent a second time.
 */
const IN_FLIGHT_MS = 45_000;
/** A hold longer than this (the provider's Retry-After) ends the run before a claim; the queue's back-off brings the next. */
const CLAIM_HOLD_MS = 5_000;

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

const STOPPED = 'the number stopped receiving texts before this one was sent';
const WITHDRAWN = 'the bulletin was withdrawn before this text was sent';
const ERASED = 'the number was erased before this text was sent';

/**
 * Opens the numbers and texts of rows. `text` is what the gateway would be given (also to look a text
 * up); `refusal` says why it must not be sent now: a number that stopped or was erased, a bulletin that
 * was withdrawn. A stopped number still gets the answer to its own text or the code it asked for.
 */
async function prepare(db: Database, rows: Claimed[]): Promise<{ row: Claimed; text: OutgoingText | null; refusal: string | null }[]> {
  if (rows.length === 0) return [];
  const subscribers = await db
    .select({ id: smsSubscriber.id, phoneSealed: smsSubscriber.phoneSealed, state: smsSubscriber.state })
    .from(smsSubscriber)
    .where(inArray(smsSubscriber.id, [...new Set(rows.map((row) => row.subscriberId))]));
  const bulletinIds = [...new Set(rows.flatMap((row) => (row.bulletinId ? [row.bulletinId] : [])))];
  const bulletins =
    bulletinIds.length === 0
      ? []
      : await db.select({ id: bulletin.id, smsText: bulletin.smsText, state: bulletin.state }).from(bulletin).where(inArray(bulletin.id, bulletinIds));
  return rows.map((row) => {
    const subscriber = subscribers.find((entry) => entry.id === row.subscriberId);
    const of = bulletins.find((entry) => entry.id === row.bulletinId);
    const to = subscriber?.phoneSealed ? openSecret(subscriber.phoneSealed, PHONE_CONTEXT) : null;
    const body = row.body ?? of?.smsText ?? null;
    const refusal = !to
      ? ERASED
      : row.kind === 'bulletin' && subscriber?.state === 'stopped'
        ? STOPPED
        : row.kind === 'bulletin' && of?.state !== 'published'
          ? WITHDRAWN
          : null;
    return { row, refusal, text: to && body ? { messageId: row.id, subscriberId: row.subscriberId, to, text: body, parts: row.parts } : null };
  });
}

async function fail(db: Database, failed: { id: string; error: string }[]) {
  for (const error of new Set(failed.map((entry) => entry.error)))
    await db
      .update(smsMessage)
      .set({ state: 'failed', error, updatedAt: new Date() })
      .where(
        inArray(
          smsMessage.id,
          failed.filter((entry) => entry.error === error).map((entry) => entry.id),
        ),
      );
}

async function record(db: Database, results: SendResult[]) {
  const sent = results.flatMap((result) => ('gatewayMessageId' in result ? [result] : []));
  // One statement for a whole batch: a thousand updates one by one cost more than the gateway's call.
  if (sent.length > 0)
    await db.execute(sql`
      update sms_message m set state = 'sent', gateway_message_id = v.gateway_id, sent_at = now(), error = null, updated_at = now(),
        -- A one-time code is kept only until it leaves: the request keeps its keyed hash, nothing else needs it.
        body = case when m.kind = 'code' then null else m.body end
      from (values ${sql.join(
        sent.map((result) => sql`(${result.messageId}, ${result.gatewayMessageId})`),
        sql`, `,
      )}) as v(id, gateway_id)
      where m.id = v.id`);
  for (const result of results) {
    if ('gatewayMessageId' in result) continue;
    // Waiting on the provider is not a try: the claim's count is taken back.
    const attempts = result.waited ? sql`greatest(${smsMessage.attempts} - 1, 0)` : smsMessage.attempts;
    await db
      .update(smsMessage)
      .set({
        state: sql`case when ${result.retry} and (${result.waited ?? false} or ${smsMessage.attempts} < ${MAX_ATTEMPTS}) then 'queued' else 'failed' end`,
        attempts,
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
 * the whole portal (the job queue's singleton), so a `sending` row older than any call can last is a
 * crash's; `signal` (the job's) stops a run pg-boss gave up before its next call.
 */
export async function sendQueuedTexts(
  db: Database,
  gateway: SmsGateway,
  options: { signal?: AbortSignal; inFlightMs?: number } = {},
): Promise<{ sent: number; failed: number; reconciled: number; waiting: boolean }> {
  const { signal, inFlightMs = IN_FLIGHT_MS } = options;
  const totals = { sent: 0, failed: 0, reconciled: 0, waiting: false };
  const stuck = await queryRows<Claimed>(
    db,
    sql`select id, kind, subscriber_id as "subscriberId", bulletin_id as "bulletinId", body, parts, sending_at as "sendingAt", attempts
        from sms_message where state = 'sending' and gateway = ${gateway.name}
          and sending_at < now() - make_interval(secs => ${inFlightMs / 1000})`,
  );
  // Each is looked up first, even one that may no longer be sent: if the gateway has it, it went.
  const refused: { id: string; error: string }[] = [];
  for (const { row, text, refusal } of await prepare(db, stuck)) {
    const found = text ? await gateway.find(text, new Date(row.sendingAt ?? 0)) : null;
    if (found) {
      await record(db, [{ messageId: row.id, gatewayMessageId: found }]);
      totals.reconciled += 1;
    } else if (refusal || !text) refused.push({ id: row.id, error: refusal ?? ERASED });
    else await db.update(smsMessage).set({ state: 'queued', updatedAt: new Date() }).where(eq(smsMessage.id, row.id));
  }
  await fail(db, refused);
  // Texts marked sending too recently to be a crash's: looked up by a later try, which waiting brings.
  const [young] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from sms_message where state = 'sending' and gateway = ${gateway.name}
          and sending_at >= now() - make_interval(secs => ${inFlightMs / 1000})`,
  );
  if (Number(young?.count ?? 0) > 0) totals.waiting = true;

  for (;;) {
    // pg-boss gave the job up (its beats stopped, it ran past its time): another sender may run now.
    if (signal?.aborted) return totals;
    // The provider asked to wait (Retry-After): nothing is claimed, so nothing waits marked `sending`.
    if ((gateway.holdMs?.() ?? 0) > CLAIM_HOLD_MS) return { ...totals, waiting: true };
    // One text at a time (a bulletin's, or one code or reply): a claim is one call, made at once, so a
    // row marked `sending` is in a call for at most IN_FLIGHT_MS.
    const claimed = await queryRows<Claimed>(
      db,
      sql`update sms_message set state = 'sending', sending_at = now(), attempts = attempts + 1, updated_at = now()
          where id in (
            select id from sms_message
            where state = 'queued' and gateway = ${gateway.name}
              and coalesce(bulletin_id, id) = (select coalesce(bulletin_id, id) from sms_message where state = 'queued' and gateway = ${gateway.name} order by queued_at, id limit 1)
            order by queued_at, id limit ${gateway.batchSize} for update skip locked)
          returning id, kind, subscriber_id as "subscriberId", bulletin_id as "bulletinId", body, parts, sending_at as "sendingAt", attempts`,
    );
    if (claimed.length === 0) return totals;
    const prepared = await prepare(db, claimed);
    const dropped = prepared.flatMap(({ row, text, refusal }) => (refusal || !text ? [{ id: row.id, error: refusal ?? ERASED }] : []));
    await fail(db, dropped);
    totals.failed += dropped.length;
    const texts = prepared.flatMap(({ text, refusal }) => (text && !refusal ? [text] : []));
    // A call that throws leaves its rows `sending`, its outcome unknown: the next run reconciles them first.
    if (signal?.aborted) return totals;
    const results = await gateway.send(texts);
    await record(db, results);
    totals.sent += results.filter((result) => 'gatewayMessageId' in result).length;
    const unsent = results.filter((result) => !('gatewayMessageId' in result));
    totals.failed += unsent.length;
    // The gateway asked to wait (a limit, an outage): stop, and let the queue's back-off bring the next run.
    if (unsent.some((result) => 'retry' in result && result.retry)) return { ...totals, waiting: true };
  }
}
