import 'server-only';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import type { Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

type BulletinChanges = Partial<typeof bulletin.$inferInsert>;

/** The bulletin as the step read it: its state, and for a bulletin in review the batch the reviewer saw. */
export interface ExpectedBulletin {
  id: string;
  reference: string;
  state: BulletinState;
  reviewBatchId?: string | null;
}

/**
 * Moves one bulletin on from the state the step read, in one conditional update: of two staff acting
 * at once (approve and send back, two reviewers, a withdrawal and a delete), exactly one update finds
 * the bulletin as it expected, and the other is refused with 409 naming the state it is in now. The
 * caller's transaction then rolls back, so a batch moves whole or not at all.
 */
export async function moveBulletin(tx: Transaction, expected: ExpectedBulletin, changes: BulletinChanges, step: string): Promise<void> {
  const conditions: SQL[] = [eq(bulletin.id, expected.id), eq(bulletin.state, expected.state)];
  // In review, the batch too: a bulletin sent back and sent again is another version than the one read.
  if (expected.reviewBatchId !== undefined)
    conditions.push(expected.reviewBatchId === null ? isNull(bulletin.reviewBatchId) : eq(bulletin.reviewBatchId, expected.reviewBatchId));
  const moved = await tx
    .update(bulletin)
    .set(changes)
    .where(and(...conditions))
    .returning({ id: bulletin.id });
  if (moved.length === 1) return;
  const [now] = await tx.select({ state: bulletin.state }).from(bulletin).where(eq(bulletin.id, expected.id));
  const state = now?.state ?? 'deleted';
  const words = now?.state === expected.state ? 'was sent to review again since you opened it' : `is now ${state.replace('_', ' ')}`;
  throw new AppError('CONFLICT', `${expected.reference} ${words}, so it was not ${step}. Reload to see it as it stands.`, {
    details: { reason: 'state_changed', bulletin: { id: expected.id, reference: expected.reference, state } },
  });
}
