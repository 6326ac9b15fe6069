import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { storeCapMessage } from '@/modules/exchange/server/feeds/store-cap-message';
import { deleteIssuance } from '@/modules/weather/server/delete-issuance';

/**
 * Deletes an issuance, unless it is a cyclone advisory that went out as a CAP alert: receivers hold
 * that message as a fact, so the advisory and its alert stay. What ends an alert is the office's
 * "no active cyclone", which sends a Cancel referencing it.
 */
export async function deleteUnsentIssuance(db: Database, id: string, actor: { id: string; email: string }, baseUrl?: string): Promise<void> {
  await changePublicData(db, async (tx) => {
    const sent = await storeCapMessage(tx, id, baseUrl);
    if (sent)
      throw new AppError(
        'CONFLICT',
        `This advisory went out as CAP ${sent.msgType} ${sent.identifier} on ${sent.sent.toISOString()}, so it stays as it was sent. To end it, save "no active cyclone": a Cancel is sent.`,
        { details: { reason: 'sent_alert', identifier: sent.identifier } },
      );
    await deleteIssuance(tx, id, actor);
  });
}
