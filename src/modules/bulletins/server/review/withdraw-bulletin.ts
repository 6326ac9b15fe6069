import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { cancelBulletinTexts } from '@/modules/sms/queue/cancel-bulletin-texts';
import { moveBulletin } from './move-bulletin';

/**
 * Takes a published bulletin back: it leaves the archive, the feeds and the open API, and its address
 * says when it was withdrawn and why, so a farmer who kept the link is not left with old advice; its
 * texts not yet sent are cancelled in the same transaction.
 */
export async function withdrawBulletin(db: Database, id: string, reason: string, reviewer: StaffUser): Promise<{ withdrawnAt: Date }> {
  const [row] = await loadBulletinsForReview(db, [id], 'published', 'withdrawn');
  const withdrawnAt = new Date();
  await changePublicData(db, async (tx) => {
    await moveBulletin(tx, row!, { state: 'withdrawn', withdrawnAt, withdrawnReason: reason }, 'withdrawn');
    const textsCancelled = await cancelBulletinTexts(tx, id);
    await writeAudit(tx, {
      actor: auditActor(reviewer),
      action: 'bulletin.withdraw',
      target: id,
      summary: { reference: row!.reference, reason, textsCancelled },
    });
  });
  return { withdrawnAt };
}
