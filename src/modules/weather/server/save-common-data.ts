import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { weatherCommonData } from '@/db/schema';
import type { CommonGroup } from '@/modules/weather/rules/common-data';
import { REGION } from '@/modules/places/rules/region';
import { updatedByOf, type UpdatedBy } from '@/modules/weather/rules/updated-by';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import type { IssuanceAuthor } from './store-ten-day-issuance';

/**
 * Saves each group given as a new document (the latest is current), with one audit row, in one
 * transaction. The staff forms are hand entry (`admin`); data with no person behind it can only have
 * come from a connector (`system`), unless the caller says where it came from. The answer says
 * `updated_by` as the GET does; the person is kept in the row and the audit trail, never answered.
 */
export async function saveCommonData(
  db: Database,
  data: Partial<Record<CommonGroup, unknown>>,
  author: IssuanceAuthor,
  source: 'encode' | 'api' = author === 'system' ? 'api' : 'encode',
): Promise<{ data: Partial<Record<CommonGroup, unknown>>; updated_by: UpdatedBy; date_created: { _seconds: number } }> {
  const updatedBy = updatedByOf(source);
  const person = author === 'system' ? { authorEmail: null, createdByUserId: null } : { authorEmail: author.email, createdByUserId: author.id };
  const entries = Object.entries(data).filter(([, value]) => value !== undefined) as [CommonGroup, unknown][];
  const created = await changePublicData(db, async (tx) => {
    const rows = await tx
      .insert(weatherCommonData)
      .values(entries.map(([group, value]) => ({ regionKey: REGION.key, group, data: value, updatedBy, ...person })))
      .returning({ dateCreated: weatherCommonData.dateCreated });
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id },
      action: 'weather.common.update',
      target: entries.map(([group]) => group).join(','),
      summary: { ...Object.fromEntries(entries.map(([group, value]) => [group, Array.isArray(value) ? value.length : 1])), source, updatedBy },
    });
    return rows[0]!.dateCreated;
  });
  return { data: Object.fromEntries(entries), updated_by: updatedBy, date_created: { _seconds: Math.floor(created.getTime() / 1000) } };
}
