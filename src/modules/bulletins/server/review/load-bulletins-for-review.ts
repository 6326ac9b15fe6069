import 'server-only';
import { inArray } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { findDeletedBulletins } from '@/modules/bulletins/server/find-deleted-bulletins';
import { REPORT_COLUMNS } from '@/modules/bulletins/server/to-report';

export type ReviewRow = Awaited<ReturnType<typeof selectRows>>[number];

const selectRows = (db: Queryable, ids: readonly string[]) =>
  db
    .select(REPORT_COLUMNS)
    .from(bulletin)
    .where(inArray(bulletin.id, [...ids]));

/**
 * The bulletins a review step acts on, each in the state the step starts from. All or none: one
 * unknown id or one bulletin in another state refuses the whole step, naming them, so a batch is
 * never half moved.
 */
export async function loadBulletinsForReview(db: Queryable, ids: readonly string[], from: BulletinState, step: string): Promise<ReviewRow[]> {
  const unique = [...new Set(ids)];
  const rows = await selectRows(db, unique);
  const missing = unique.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0) {
    const deleted = await findDeletedBulletins(db, missing);
    if (deleted.size > 0)
      throw new AppError('CONFLICT', `Bulletin ${[...deleted].join(', ')} was deleted, so nothing was ${step}. Reload the list.`, {
        details: { reason: 'state_changed', bulletins: [...deleted].map((id) => ({ id, state: 'deleted' })) },
      });
    throw new AppError('NOT_FOUND', `No bulletin ${missing.join(', ')}.`);
  }
  const wrong = rows.filter((row) => row.state !== from);
  if (wrong.length > 0) {
    const list = wrong.map((row) => `${row.reference} is ${row.state.replace('_', ' ')}`).join('; ');
    throw new AppError('CONFLICT', `Only bulletins that are ${from.replace('_', ' ')} can be ${step}: ${list}.`);
  }
  return unique.map((id) => rows.find((row) => row.id === id)!);
}
