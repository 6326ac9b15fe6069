import 'server-only';
import { eq } from 'drizzle-orm';
import { specialAdvisory } from '@/db/schema';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';

export async function getTrackImage(issuanceId: string): Promise<{ bytes: Buffer; type: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: specialAdvisory.trackImage, type: specialAdvisory.trackImageType })
    .from(specialAdvisory)
    .where(eq(specialAdvisory.issuanceId, issuanceId));
  if (!row?.bytes || !row.type) throw new AppError('NOT_FOUND', 'This advisory has no track image.');
  return { bytes: row.bytes, type: row.type };
}
