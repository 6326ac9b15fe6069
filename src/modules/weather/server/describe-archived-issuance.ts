import 'server-only';
import { formatDate } from '@/platform/format/manila-time';
import type { Queryable } from '@/platform/db/database';
import { findIssuance, type IssuanceType } from './find-issuance';

/**
 * Null when the issuance just stored is the live outlook of its type; else what the office needs to
 * hear: it is older than the live one, kept in the archive, and the public pages did not change.
 */
export async function describeArchivedIssuance(db: Queryable, type: IssuanceType, id: string): Promise<string | null> {
  const live = await findIssuance(db, type);
  if (!live || live.id === id) return null;
  const of =
    type === 'special_weather' && live.issuedAt
      ? `issued ${live.dateForecast}`
      : type === 'seasonal'
        ? `of ${live.dateRange}`
        : `of ${formatDate(live.forecastDate, 'en')}`;
  return `Older than the live outlook ${of}: kept in the archive, the live outlook is unchanged.`;
}
