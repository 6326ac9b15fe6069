import 'server-only';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { PublishedBulletin } from '@/modules/timeliness/rules/outlook-timeliness';
import type { Queryable } from '@/platform/db/database';

const issuanceOf = sql<string>`${bulletin.document}->'sources'->>'issuanceId'`;

/**
 * The bulletins made from these loads that reached the public: published ones, and withdrawn ones,
 * which were public from their publication on. Drafts and those in review have not been published.
 */
export async function readPublishedBulletins(db: Queryable, issuanceIds: readonly string[]): Promise<PublishedBulletin[]> {
  if (issuanceIds.length === 0) return [];
  const rows = await db
    .select({
      id: bulletin.id,
      reference: bulletin.reference,
      issuanceId: issuanceOf,
      provincePsgc: bulletin.provincePsgc,
      municipalityPsgc: bulletin.municipalityPsgc,
      cropKey: bulletin.cropKey,
      language: bulletin.language,
      state: bulletin.state,
      publishedAt: bulletin.publishedAt,
      // Qualified by hand: inside the subquery an unqualified `id` would be the message's.
      firstTextedAt: sql<string | null>`(select min(m.sent_at) from sms_message m where m.bulletin_id = "bulletin"."id" and m.state in ('sent', 'delivered'))`,
    })
    .from(bulletin)
    .where(and(inArray(bulletin.state, ['published', 'withdrawn']), isNotNull(bulletin.publishedAt), inArray(issuanceOf, [...issuanceIds])));
  return rows.flatMap(({ state, publishedAt, firstTextedAt, ...row }) =>
    publishedAt ? [{ ...row, withdrawn: state === 'withdrawn', publishedAt, firstTextedAt: firstTextedAt ? new Date(firstTextedAt) : null }] : [],
  );
}
