import 'server-only';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { auditActor } from '@/modules/staff/server/audit/author';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { sendToReview } from './send-to-review';

/**
 * Sends drafts to review as one batch: they share a batch id, so the reviewer sees them together
 * with a line per place. Admins send their own drafts; superadmins anyone's.
 */
export async function submitForReview(db: Database, ids: readonly string[], user: StaffUser): Promise<{ batchId: string; count: number }> {
  const rows = await loadBulletinsForReview(db, ids, 'draft', 'sent to review');
  const others = rows.filter((row) => !can(user, 'bulletin.submit', { ownerId: row.ownerId }));
  if (others.length > 0) throw new AppError('FORBIDDEN', `You can send only your own drafts to review: ${others.map((row) => row.reference).join(', ')}.`);
  return sendToReview(db, ids, auditActor(user));
}
