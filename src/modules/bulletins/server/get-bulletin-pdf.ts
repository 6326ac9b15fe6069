import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import type { Queryable } from '@/platform/db/database';

/** A saved bulletin's PDF with what its answer needs to be cached and named, or null. */
export async function getBulletinPdf(
  db: Queryable,
  id: string,
): Promise<{ pdf: Buffer; sha256: string; reference: string; state: BulletinState; withdrawnAt: Date | null; document: BulletinDocument } | null> {
  const [row] = await db
    .select({
      pdf: bulletin.pdf,
      sha256: bulletin.pdfSha256,
      reference: bulletin.reference,
      state: bulletin.state,
      withdrawnAt: bulletin.withdrawnAt,
      document: bulletin.document,
    })
    .from(bulletin)
    .where(eq(bulletin.id, id));
  return row ?? null;
}
