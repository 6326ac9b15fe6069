import 'server-only';
import { randomUUID } from 'node:crypto';
import { smsMessage } from '@/db/schema';
import { countSms } from '@/modules/sms/rules/count-sms';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';

/**
 * One reply in the ledger (kind `reply`, its text in `body`, the subscriber's id and never the number),
 * queued in the caller's transaction for the sender, which the caller wakes after the commit. A reply
 * reaches a stopped number too: it is the answer to the farmer's own text.
 */
export async function queueReply(tx: Queryable, subscriberId: string, body: string): Promise<void> {
  await tx.insert(smsMessage).values({ id: randomUUID(), kind: 'reply', subscriberId, body, parts: countSms(body).parts, gateway: getEnv().ACAP_SMS_GATEWAY });
}
