import 'server-only';
import { randomUUID } from 'node:crypto';
import { smsMessage } from '@/db/schema';
import { countSms } from '@/modules/sms/rules/count-sms';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';

/**
 * A code's text on the ledger, in the caller's transaction: kind `code`, the subscriber's id and the
 * text (never the number). The sender sends it even to a number that stopped (it asked for the code);
 * the caller wakes the sender after its commit.
 */
export async function queueCodeText(tx: Queryable, subscriberId: string, text: string): Promise<void> {
  await tx
    .insert(smsMessage)
    .values({ id: randomUUID(), kind: 'code', subscriberId, body: text, parts: countSms(text).parts, gateway: getEnv().ACAP_SMS_GATEWAY });
}
