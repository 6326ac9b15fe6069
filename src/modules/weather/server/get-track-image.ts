import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { eq } from 'drizzle-orm';
import { specialAdvisory } from '@/db/schema';
import { AppError } from '@/platform/errors/app-error';

export async function getTrackImage(db: Queryable, issuanceId: string): Promise<{ bytes: Buffer; type: string }> {
  const [row] = await db
    .select({ bytes: specialAdvisory.trackImage, type: specialAdvisory.trackImageType })
    .from(specialAdvisory)
    .where(eq(specialAdvisory.issuanceId, issuanceId));
  if (!row?.bytes || !row.type) throw new AppError('NOT_FOUND', 'This advisory has no track image.');
  return { bytes: row.bytes, type: row.type };
}
