import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { bulletin, bulletinFeedback, crop, municipality, province } from '@/db/schema';
import { feedbackCsv } from '@/modules/feedback/rules/feedback-csv';
import type { Queryable } from '@/platform/db/database';
import { maskPhoneNumbersIn } from '@/platform/format/mask-phone';

/** Every answer as CSV (feedbackCsv), oldest first; a number in a comment stored before they were masked is masked here. */
export async function exportFeedbackCsv(db: Queryable): Promise<string> {
  const rows = await db
    .select({
      reference: bulletin.reference,
      province: province.name,
      municipality: municipality.name,
      crop: crop.nameEn,
      type: bulletin.type,
      language: bulletin.language,
      useful: bulletinFeedback.useful,
      comment: bulletinFeedback.comment,
      commentState: bulletinFeedback.commentState,
      createdAt: bulletinFeedback.createdAt,
    })
    .from(bulletinFeedback)
    .innerJoin(bulletin, eq(bulletin.id, bulletinFeedback.bulletinId))
    .innerJoin(municipality, eq(municipality.psgc, bulletin.municipalityPsgc))
    .innerJoin(province, eq(province.psgc, bulletin.provincePsgc))
    .innerJoin(crop, eq(crop.key, bulletin.cropKey))
    .orderBy(asc(bulletinFeedback.createdAt), asc(bulletinFeedback.id));
  return feedbackCsv(rows.map((row) => ({ ...row, comment: row.comment && maskPhoneNumbersIn(row.comment) })));
}
