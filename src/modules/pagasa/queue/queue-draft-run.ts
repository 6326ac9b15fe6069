import 'server-only';
import { draftRun } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { readDraftPlan } from './read-draft-plan';

/**
 * Inside the transaction that stores a 10-day or seasonal issuance: records that its drafts are to be
 * composed, with the office's plan as it is now. The caller says whether the issuance is the live one. Nothing is queued for an issue loaded for the archive
 * (older than the live one), when the office turned drafts off, or on a deployment with them off.
 * The job itself is sent after the commit (`requestDraftRuns`): the queue is never awaited inside an
 * open transaction.
 */
export async function queueDraftRun(tx: Queryable, issuance: { id: string; type: 'ten_day' | 'seasonal'; live: boolean }): Promise<boolean> {
  if (getEnv().ACAP_AUTO_DRAFTS === 'off') return false;
  const plan = await readDraftPlan(tx);
  if (!plan.enabled) return false;
  if (!issuance.live) return false;
  await tx.insert(draftRun).values({ issuanceId: issuance.id, issuanceType: issuance.type, plan }).onConflictDoNothing();
  return true;
}
