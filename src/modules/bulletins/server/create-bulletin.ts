import 'server-only';
import type { Database } from '@/platform/db/database';
import { isUniqueViolation } from '@/platform/db/is-unique-violation';
import type { BulletinRequest } from './compose-bulletin';
import { findBulletinByContentKey } from './find-bulletin-by-content-key';
import { prepareBulletin } from './prepare-bulletin';
import { storeBulletin } from './store-bulletin';
import type { Report } from './to-report';

/**
 * Composes a bulletin (everything its PDF needs, map included), renders it (data in, bytes out) and
 * stores it with its PDF and audit row in one transaction. The same bulletin sent twice by the same
 * person (a double click, a retried request) is stored once: the second answer is the first bulletin.
 */
export async function createBulletin(
  db: Database,
  request: BulletinRequest,
  owner: { id: string; email: string; name?: string },
): Promise<{ report: Report; created: boolean }> {
  const prepared = await prepareBulletin(db, request, owner);
  if (prepared.earlier) return { report: prepared.earlier, created: false };
  try {
    return { report: await db.transaction((tx) => storeBulletin(tx, prepared.made)), created: true };
  } catch (error) {
    // Two identical requests at the same moment: the other one stored it.
    const other = isUniqueViolation(error) ? await findBulletinByContentKey(db, prepared.made.row.contentKey) : undefined;
    if (other) return { report: other, created: false };
    throw error;
  }
}
