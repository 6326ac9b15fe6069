import 'server-only';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { bulletin, smsMessage } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

export interface BulletinTextTotals {
  bulletinId: string;
  reference: string;
  queued: number;
  /** Sent, delivered included. */
  sent: number;
  /** Of those sent, the ones the provider reported delivered (the outbox reports none). */
  delivered: number;
  failed: number;
  /** What the texts sent cost, in SMS parts. */
  partsSent: number;
  lastAt: string;
}

/** Per published bulletin, newest first: its texts queued (or being sent), sent, delivered and failed, and the parts sent. */
export async function listTextTotals(db: Queryable, limit = 10): Promise<BulletinTextTotals[]> {
  const rows = await db
    .select({
      bulletinId: smsMessage.bulletinId,
      reference: bulletin.reference,
      queued: sql<number>`count(*) filter (where ${smsMessage.state} in ('queued', 'sending'))::int`,
      sent: sql<number>`count(*) filter (where ${smsMessage.state} in ('sent', 'delivered'))::int`,
      delivered: sql<number>`count(*) filter (where ${smsMessage.state} = 'delivered')::int`,
      failed: sql<number>`count(*) filter (where ${smsMessage.state} = 'failed')::int`,
      partsSent: sql<number>`coalesce(sum(${smsMessage.parts}) filter (where ${smsMessage.state} in ('sent', 'delivered')), 0)::int`,
      lastAt: sql<string>`max(${smsMessage.updatedAt})`,
    })
    .from(smsMessage)
    .innerJoin(bulletin, eq(bulletin.id, smsMessage.bulletinId))
    .where(isNotNull(smsMessage.bulletinId))
    .groupBy(smsMessage.bulletinId, bulletin.reference)
    .orderBy(desc(sql`max(${smsMessage.queuedAt})`))
    .limit(limit);
  return rows.map((row) => ({ ...row, bulletinId: row.bulletinId!, lastAt: new Date(row.lastAt).toISOString() }));
}
