import 'server-only';
import { inArray } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import type { BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { prepareBulletin, type NewBulletin } from '@/modules/bulletins/server/prepare-bulletin';
import { storeBulletin } from '@/modules/bulletins/server/store-bulletin';
import type { Database, Queryable } from '@/platform/db/database';
import { isUniqueViolation } from '@/platform/db/is-unique-violation';
import { AppError } from '@/platform/errors/app-error';
import { findRemakes } from './find-remakes';
import { listSignalChanges } from './list-signal-changes';
import { submitForReview } from './submit-for-review';

/**
 * Makes again, from the outlooks and advisory in force now, the bulletins whose place's signal changed
 * since they were made (`listSignalChanges`), as the caller's drafts, and sends those to review as one
 * batch. Each is made from its own request (its place, crop, language, month); a cyclone bulletin takes
 * the signal up now, not the one it was asked for. A place that cannot be made now is reported, not fatal.
 * One remake of a bulletin wins (decision 081): the new bulletins are stored and sent to review in one
 * transaction, and the database keeps one remake of each, so of two reviewers (or instances) remaking it
 * at once, the second is refused whole with a 409 naming the remake that won.
 */
export async function remakeBulletins(
  db: Database,
  ids: readonly string[],
  user: StaffUser,
): Promise<{ count: number; batchId: string | null; failed: { id: string; reference: string; message: string }[] }> {
  const changes = new Map((await listSignalChanges(db)).map((change) => [change.id, change]));
  const stale = ids.filter((id) => !changes.has(id));
  if (stale.length > 0) {
    throw (
      (await refuseRemade(db, stale)) ??
      new AppError(
        'CONFLICT',
        `${stale.length === 1 ? 'One bulletin no longer needs' : `${stale.length} bulletins no longer need`} remaking (the signal changed back, or another was made since). Reload the list.`,
      )
    );
  }
  const rows = await db
    .select({ id: bulletin.id, type: bulletin.type, request: bulletin.request })
    .from(bulletin)
    .where(inArray(bulletin.id, [...ids]));
  const owner = { id: user.id, email: user.email, name: user.name };
  const made: { from: string; bulletin: NewBulletin }[] = [];
  const drafts: string[] = [];
  const failed: { id: string; reference: string; message: string }[] = [];
  // Composed and rendered first, outside the transaction: the embedded database serves no one else during one.
  for (const row of rows) {
    const { signal: _asked, ...fields } = row.request;
    try {
      const request = { type: row.type, fields: { ...fields, operation: 'create' } } as BulletinRequest;
      const prepared = await prepareBulletin(db, request, owner);
      if (!prepared.earlier) made.push({ from: row.id, bulletin: prepared.made });
      // The same content made before by the caller is answered with that bulletin: only a draft goes to review.
      else if (prepared.earlier.state === 'draft') drafts.push(prepared.earlier.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id: row.id, reference: changes.get(row.id)!.reference, message: error.message });
    }
  }
  if (made.length === 0 && drafts.length === 0) return { count: 0, batchId: null, failed };
  try {
    const { batchId, count } = await db.transaction(async (tx) => {
      const stored = [];
      for (const { from, bulletin: next } of made) stored.push((await storeBulletin(tx, next, from)).id);
      return submitForReview(tx, [...stored, ...drafts], user);
    });
    return { count, batchId, failed };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (
      (await refuseRemade(
        db,
        made.map((one) => one.from),
      )) ?? new AppError('CONFLICT', 'The same bulletin was saved by another request at the same moment; nothing was made. Reload the list.')
    );
  }
}

/** The 409 for bulletins another remake already answers, naming it and who made it; null when none does. */
async function refuseRemade(db: Queryable, ids: readonly string[]): Promise<AppError | null> {
  const remakes = await findRemakes(db, ids);
  if (remakes.length === 0) return null;
  const named = remakes.map((remake) => `${remake.remadeFrom.reference} was made again as ${remake.reference} by ${remake.madeBy ?? remake.madeByEmail}`);
  return new AppError('CONFLICT', `${named.join('; ')}. Nothing was made from your request. Reload the list.`, {
    details: { reason: 'remade', bulletins: remakes.map((remake) => ({ id: remake.remadeFrom.id, remadeAs: { id: remake.id, reference: remake.reference } })) },
  });
}
