import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import type { Database } from '@/platform/db/database';
import { storeCapMessage } from '@/modules/exchange/server/feeds/store-cap-message';
import { createSpecialAdvisory } from '@/modules/weather/server/create-special-advisory';

type AdvisoryArguments = Parameters<typeof createSpecialAdvisory> extends [unknown, ...infer Rest] ? Rest : never;

/**
 * Saves a cyclone advisory and, in the same transaction, composes its CAP message with the advice as it
 * stands and keeps it as sent (`storeCapMessage`): the alert never changes after, whatever is edited.
 * Both land or neither. `baseUrl` is the public address as the saving request shows it: the alert's sender.
 */
export async function saveCycloneAdvisory(db: Database, baseUrl: string, ...args: AdvisoryArguments) {
  return changePublicData(db, async (tx) => {
    const saved = await createSpecialAdvisory(tx, ...args);
    const message = await storeCapMessage(tx, saved.issuanceId, baseUrl);
    return { ...saved, capMessage: message ? { identifier: message.identifier, msgType: message.msgType } : null };
  });
}
