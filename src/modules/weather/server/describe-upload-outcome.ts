import 'server-only';
import type { UploadNotice } from '@/modules/weather/rules/upload-notice';
import type { UploadOutcome } from '@/modules/weather/rules/upload-outcome';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { findIssuance } from './find-issuance';
import { toReplacedOutlook } from './to-replaced-outlook';

/**
 * The notice of an upload posted without script, from the outcome its page's address names: the
 * issuances it names are looked up here, so the words are the portal's. Null when the address names
 * an issuance that is not there (deleted since, or a made-up link).
 */
export async function describeUploadOutcome(db: Queryable, type: 'seasonal' | 'ten_day', outcome: UploadOutcome | null): Promise<UploadNotice | null> {
  if (!outcome) return null;
  const find = async (id: string) => {
    try {
      return await findIssuance(db, type, id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  };
  switch (outcome.kind) {
    case 'refused':
      return { kind: 'refused', reason: outcome.reason };
    case 'replace': {
      const live = await find(outcome.live);
      if (!live) return null;
      const { expired: _expired, ...replaces } = toReplacedOutlook(live);
      return { kind: 'replace', replaces, emptyPlaces: outcome.empty, places: outcome.places, emptyNames: [] };
    }
    case 'saved': {
      const saved = await find(outcome.issuance);
      if (!saved) return null;
      const live = (await findIssuance(db, type))?.id === saved.id;
      return { kind: 'saved', outlook: { type, validFrom: saved.validFrom, validTo: saved.validTo }, live };
    }
  }
}
