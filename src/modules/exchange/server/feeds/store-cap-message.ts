import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { capMessage } from '@/db/schema';
import { capAlertXml } from '@/modules/exchange/rules/feeds/cap-alert';
import type { Queryable } from '@/platform/db/database';
import { composeCapAlert } from './compose-cap-alert';
import { listCapAlerts } from './list-cap-alerts';
import { loadCapContext } from './load-cap-context';

export type StoredCapMessage = typeof capMessage.$inferSelect;

/**
 * The CAP message an advisory was sent as, composed and stored the first time it is asked for: when
 * the advisory is saved (in that transaction), or, for an advisory saved before messages were kept,
 * when its alert is first read. From then on the stored bytes are the message, whatever is edited
 * later (advice, places, boundaries). Null when the advisory is no alert (a "no active cyclone" with
 * nothing to cancel). `baseUrl`: the public address the composing request shows (its sender), see loadCapContext.
 */
export async function storeCapMessage(db: Queryable, issuanceId: string, baseUrl?: string): Promise<StoredCapMessage | null> {
  const read = async () => (await db.select().from(capMessage).where(eq(capMessage.issuanceId, issuanceId)))[0] ?? null;
  const kept = await read();
  if (kept) return kept;
  const listed = (await listCapAlerts(db, { through: issuanceId })).find((alert) => alert.plan.id === issuanceId);
  if (!listed) return null;
  const alert = await composeCapAlert(db, await loadCapContext(db, baseUrl), listed, { polygons: true });
  const xml = capAlertXml(alert);
  const [first] = alert.infos;
  await db
    .insert(capMessage)
    .values({
      issuanceId,
      identifier: alert.identifier,
      msgType: alert.msgType as StoredCapMessage['msgType'],
      sent: alert.sent,
      headline: first?.headline ?? alert.identifier,
      description: first?.description ?? '',
      xml,
      sha256: createHash('sha256').update(xml).digest('hex'),
    })
    // Two first readers at once: the first stored wins, and both answer it.
    .onConflictDoNothing();
  return read();
}
