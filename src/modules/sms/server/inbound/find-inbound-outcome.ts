import 'server-only';
import { eq } from 'drizzle-orm';
import { smsInbound } from '@/db/schema';
import type { InboundOutcome } from '@/modules/sms/rules/inbound-contract';
import type { Queryable } from '@/platform/db/database';

/** What the portal answered for a text it already received (by its key: the number's and the provider's id), or null for a new one. */
export async function findInboundOutcome(db: Queryable, providerMessageKey: string): Promise<InboundOutcome | null> {
  const [row] = await db
    .select({ action: smsInbound.action, replied: smsInbound.replied })
    .from(smsInbound)
    .where(eq(smsInbound.providerMessageKey, providerMessageKey));
  return row ?? null;
}
