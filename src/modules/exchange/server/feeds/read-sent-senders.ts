import 'server-only';
import { inArray } from 'drizzle-orm';
import { capMessage } from '@/db/schema';
import { readCapAlert } from '@/modules/exchange/rules/feeds/read-cap-alert';
import type { Queryable } from '@/platform/db/database';

/**
 * The sender each stored alert went out with, by advisory id. A later Update or Cancel names the
 * messages it follows by sender, identifier and time as they were sent: a sender that has changed
 * since (the portal given its public address, or reached through its proxy) must not break the thread.
 */
export async function readSentSenders(db: Queryable, issuanceIds: readonly string[]): Promise<Map<string, string>> {
  if (issuanceIds.length === 0) return new Map();
  const rows = await db
    .select({ issuanceId: capMessage.issuanceId, xml: capMessage.xml })
    .from(capMessage)
    .where(inArray(capMessage.issuanceId, [...issuanceIds]));
  return new Map(rows.map((row) => [row.issuanceId, readCapAlert(Buffer.from(row.xml)).sender]));
}
