import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { SummarisedBulletin } from '@/modules/exchange/rules/feeds/bulletin-summary';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';
import { IS_PUBLISHED } from '@/modules/bulletins/server/archive-conditions';
import type { FeedPlace } from './resolve-feed-place';

/** Feed readers keep what they have seen: the newest 50 are plenty, and keep the feed small. */
const FEED_SIZE = 50;

export interface FeedBulletin {
  id: string;
  type: BulletinDocument['type'];
  language: BulletinDocument['language'];
  reference: string;
  pdfSize: number;
  publishedAt: Date;
  document: SummarisedBulletin & Pick<BulletinDocument, 'title' | 'storm'>;
}

// Some drivers hand jsonb over as text, others parsed.
const readDocument = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as FeedBulletin['document'];

/**
 * The newest published bulletins of a place, and when its feed last changed: a bulletin published or
 * withdrawn there (null when none ever was). The documents come without their advice, which a feed
 * entry does not show and which is most of their size.
 */
export async function listFeedBulletins(db: Queryable, place: FeedPlace): Promise<{ bulletins: FeedBulletin[]; changedAt: Date | null }> {
  const inPlace: SQL[] = [];
  if (place.provincePsgc) inPlace.push(eq(bulletin.provincePsgc, place.provincePsgc));
  if (place.municipalityPsgc) inPlace.push(eq(bulletin.municipalityPsgc, place.municipalityPsgc));
  const [rows, [latest]] = await Promise.all([
    db
      .select({
        id: bulletin.id,
        type: bulletin.type,
        language: bulletin.language,
        reference: bulletin.reference,
        pdfSize: bulletin.pdfSize,
        publishedAt: bulletin.publishedAt,
        dateCreated: bulletin.dateCreated,
        document: sql`${bulletin.document} - 'advice' - 'stagesWithoutAdvice' - 'outlookMap' - 'sources'`.mapWith(readDocument),
      })
      .from(bulletin)
      .where(and(IS_PUBLISHED, ...inPlace))
      .orderBy(desc(bulletin.publishedAt), desc(bulletin.id))
      .limit(FEED_SIZE),
    db
      .select({ at: sql`max(greatest(${bulletin.publishedAt}, ${bulletin.withdrawnAt}))`.mapWith(bulletin.publishedAt) })
      .from(bulletin)
      .where(and(inArray(bulletin.state, ['published', 'withdrawn']), ...inPlace)),
  ]);
  return {
    bulletins: rows.map(({ dateCreated, publishedAt, ...row }) => ({ ...row, publishedAt: publishedAt ?? dateCreated })),
    changedAt: latest?.at ?? null,
  };
}
