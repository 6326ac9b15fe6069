import 'server-only';
import { countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { bulletin, bulletinFeedback, crop, municipality, province } from '@/db/schema';
import type { FeedbackCounts } from '@/modules/feedback/rules/feedback-views';
import type { Queryable } from '@/platform/db/database';

/** The most recently answered bulletins the page lists; the CSV has them all. */
export const LISTED_BULLETINS = 100;

const TALLY = {
  yes: sql<number>`count(*) filter (where ${bulletinFeedback.useful})`.mapWith(Number),
  no: sql<number>`count(*) filter (where not ${bulletinFeedback.useful})`.mapWith(Number),
  comments: sql<number>`count(${bulletinFeedback.comment})`.mapWith(Number),
};
const ANSWERS = sql`count(*)`;
const PLACE = { municipality: municipality.name, province: province.name };

/** Yes, no and comments in all, per bulletin (the most recently answered), per place and per crop. */
export async function listFeedbackCounts(db: Queryable): Promise<FeedbackCounts> {
  const answersWith = <T extends SelectedFields>(fields: T) =>
    db
      .select({ ...TALLY, ...fields })
      .from(bulletinFeedback)
      .innerJoin(bulletin, eq(bulletin.id, bulletinFeedback.bulletinId))
      .innerJoin(municipality, eq(municipality.psgc, bulletin.municipalityPsgc))
      .innerJoin(province, eq(province.psgc, bulletin.provincePsgc))
      .innerJoin(crop, eq(crop.key, bulletin.cropKey));
  const [[total], [answered], bulletins, places, crops] = await Promise.all([
    db.select(TALLY).from(bulletinFeedback),
    db.select({ n: countDistinct(bulletinFeedback.bulletinId) }).from(bulletinFeedback),
    answersWith({ bulletinId: bulletin.id, reference: bulletin.reference, type: bulletin.type, language: bulletin.language, crop: crop.nameEn, ...PLACE })
      .groupBy(bulletin.id, municipality.name, province.name, crop.nameEn)
      .orderBy(desc(max(bulletinFeedback.createdAt)), bulletin.reference)
      .limit(LISTED_BULLETINS),
    answersWith(PLACE).groupBy(municipality.psgc, municipality.name, province.name).orderBy(desc(ANSWERS), province.name, municipality.name),
    answersWith({ crop: crop.nameEn }).groupBy(crop.key, crop.nameEn).orderBy(desc(ANSWERS), crop.nameEn),
  ]);
  const tally = ({ yes, no, comments }: { yes: number; no: number; comments: number }) => ({ yes, no, comments });
  return {
    total: total ? tally(total) : { yes: 0, no: 0, comments: 0 },
    bulletins: bulletins.map(({ municipality: town, province: area, ...row }) => ({ ...row, place: `${town}, ${area}` })),
    moreBulletins: Math.max(0, (answered?.n ?? 0) - bulletins.length),
    places: places.map((row) => ({ municipality: row.municipality, province: row.province, ...tally(row) })),
    crops: crops.map((row) => ({ crop: row.crop, ...tally(row) })),
  };
}
