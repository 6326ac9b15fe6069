import 'server-only';
import { weatherCommonData } from '@/db/schema';
import type { CommonGroup } from '@/domain/weather/common-data';
import { REGION } from '@/domain/region/region';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import type { IssuanceAuthor } from './store-tenday-issuance';

/** Saves each group given as a new document (the latest is current), with one audit row, in one transaction. */
export async function saveCommonData(
  db: Database,
  data: Partial<Record<CommonGroup, unknown>>,
  author: IssuanceAuthor,
): Promise<{ data: Partial<Record<CommonGroup, unknown>>; updated_by: string; date_created: { _seconds: number } }> {
  const updatedBy = author === 'system' ? 'system' : author.email;
  const entries = Object.entries(data).filter(([, value]) => value !== undefined) as [CommonGroup, unknown][];
  const created = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(weatherCommonData)
      .values(entries.map(([group, value]) => ({ regionKey: REGION.key, group, data: value, updatedBy })))
      .returning({ dateCreated: weatherCommonData.dateCreated });
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id, email: author.email },
      action: 'weather.common.update',
      target: entries.map(([group]) => group).join(','),
      summary: Object.fromEntries(entries.map(([group, value]) => [group, Array.isArray(value) ? value.length : 1])),
    });
    return rows[0]!.dateCreated;
  });
  return { data: Object.fromEntries(entries), updated_by: updatedBy, date_created: { _seconds: Math.floor(created.getTime() / 1000) } };
}
