import 'server-only';
import { inArray } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { createBulletin } from '@/modules/bulletins/server/create-bulletin';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { listSignalChanges } from './list-signal-changes';
import { submitForReview } from './submit-for-review';

/**
 * Makes again, from the outlooks and advisory in force now, the bulletins whose place's signal changed
 * since they were made (`listSignalChanges`), as the caller's drafts, and sends those to review as one
 * batch. Each is made from its own request (its place, crop, language, month); a cyclone bulletin takes
 * the signal up now, not the one it was asked for. A place that cannot be made now is reported, not fatal.
 */
export async function remakeBulletins(
  db: Database,
  ids: readonly string[],
  user: StaffUser,
): Promise<{ count: number; batchId: string | null; failed: { id: string; reference: string; message: string }[] }> {
  const changes = new Map((await listSignalChanges(db)).map((change) => [change.id, change]));
  const stale = ids.filter((id) => !changes.has(id));
  if (stale.length > 0) {
    throw new AppError(
      'CONFLICT',
      `${stale.length === 1 ? 'One bulletin no longer needs' : `${stale.length} bulletins no longer need`} remaking (the signal changed back, or another was made since). Reload the list.`,
    );
  }
  const rows = await db
    .select({ id: bulletin.id, type: bulletin.type, request: bulletin.request })
    .from(bulletin)
    .where(inArray(bulletin.id, [...ids]));
  const made: string[] = [];
  const failed: { id: string; reference: string; message: string }[] = [];
  for (const row of rows) {
    const { signal: _asked, ...fields } = row.request;
    try {
      const request = { type: row.type, fields: { ...fields, operation: 'create' } } as BulletinRequest;
      const { report } = await createBulletin(db, request, { id: user.id, email: user.email, name: user.name });
      // The same content made before by the caller is answered with that bulletin: only a draft goes to review.
      if (report.state === 'draft') made.push(report.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id: row.id, reference: changes.get(row.id)!.reference, message: error.message });
    }
  }
  if (made.length === 0) return { count: 0, batchId: null, failed };
  const { batchId } = await submitForReview(db, made, user);
  return { count: made.length, batchId, failed };
}
