import 'server-only';
import { formatDate } from '@/platform/format/manila-time';
import type { Queryable } from '@/platform/db/database';
import { findIssuance, type IssuanceType } from './find-issuance';

/**
 * Null when the issuance just stored is the live outlook of its type (decision 082); else what the
 * office needs to hear: it is older than the live one, kept as history, and what readers see did not change.
 */
export async function describeArchivedIssuance(db: Queryable, type: IssuanceType, id: string): Promise<string | null> {
  const live = await findIssuance(db, type);
  if (!live || live.id === id) return null;
  if (type === 'special_weather') {
    const when = live.issuedAt ? `issued ${live.dateForecast}` : `saved ${live.dateForecast}`;
    return `Stored as history: a later advisory is live (${live.dateRange}, ${when}). The pages, the open API and the CAP feed are unchanged, and no alert was sent.`;
  }
  const of = type === 'seasonal' ? `of ${live.dateRange}` : `of ${formatDate(live.forecastDate, 'en')}`;
  return `Older than the live outlook ${of}: kept in the archive, the live outlook is unchanged.`;
}
