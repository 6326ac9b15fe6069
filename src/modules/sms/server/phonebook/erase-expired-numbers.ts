import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import { dataKeys } from '@/platform/crypto/data-keys';
import { getEnv } from '@/platform/env/get-env';
import { eraseSubscriber } from './erase-subscriber';

/**
 * Erases the numbers that stopped receiving texts more than ACAP_SMS_RETENTION_DAYS ago (RA 10173: kept
 * no longer than needed), each keeping only its keyed hash on the do-not-text list. Run daily on the job
 * queue; answers how many were erased.
 */
export async function eraseExpiredNumbers(db: Database, now = new Date()): Promise<number> {
  if (dataKeys('seal').length === 0) return 0;
  const before = new Date(now.getTime() - getEnv().ACAP_SMS_RETENTION_DAYS * 86_400_000);
  const expired = await db
    .select({ id: smsSubscriber.id })
    .from(smsSubscriber)
    .where(and(eq(smsSubscriber.state, 'stopped'), isNull(smsSubscriber.erasedAt), lt(smsSubscriber.stoppedAt, before)));
  for (const { id } of expired) await eraseSubscriber(db, id, 'system', 'retention');
  return expired.length;
}
