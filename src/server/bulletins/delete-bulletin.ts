import 'server-only';
import { changePublicData } from '@/server/cache/change-public-data';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { SUPERADMIN, type StaffUser } from '@/domain/auth/account-levels';
import { isPublicAddress } from '@/domain/bulletins/bulletin-state';
import { can } from '@/domain/permissions/can';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';

/**
 * Removes a saved bulletin of any type (the original dashboard deletes every report through the
 * seasonal path): its owner or a superadmin only, with an audit row naming the bulletin's own type.
 * Once published, only a superadmin may; its owner asks a reviewer to withdraw it. Answers whether the
 * public could see it (its address was public), that is whether public pages change.
 */
export async function deleteBulletin(db: Database, id: string, user: StaffUser): Promise<{ wasPublic: boolean }> {
  return changePublicData(db, async (tx) => {
    const [row] = await tx
      .select({ ownerId: bulletin.ownerId, type: bulletin.type, reference: bulletin.reference, state: bulletin.state })
      .from(bulletin)
      .where(eq(bulletin.id, id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `There is no bulletin ${id}.`);
    if (!can(user, 'bulletin.delete', { ownerId: row.ownerId }))
      throw new AppError('FORBIDDEN', 'Only the staff member who saved this bulletin, or a superadmin, may delete it.');
    // What the public has read is taken back by a reviewer's withdrawal, which leaves a notice at its address.
    if (isPublicAddress(row.state) && user.accountLevel !== SUPERADMIN)
      throw new AppError('CONFLICT', `${row.reference} is ${row.state}: ask a reviewer to withdraw it; only a superadmin may delete it.`);
    await tx.delete(bulletin).where(eq(bulletin.id, id));
    await writeAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: 'bulletin.delete',
      target: id,
      summary: { type: row.type, reference: row.reference },
    });
    return { wasPublic: isPublicAddress(row.state) };
  });
}
