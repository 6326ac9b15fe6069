import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { storeCapMessage } from './store-cap-message';

/** One advisory's CAP 1.2 document as it was sent (stored, never composed again); 404 for an unknown id and for a "no active cyclone" that cancels nothing. */
export async function getCapAlert(db: Queryable, issuanceId: string, baseUrl?: string): Promise<string> {
  const stored = await storeCapMessage(db, issuanceId, baseUrl);
  if (!stored) {
    throw new AppError('NOT_FOUND', 'There is no such alert: the address must be one the alerts feed (/feeds/cyclone-advisories.atom) links.', {
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return stored.xml;
}
