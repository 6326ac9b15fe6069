import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { SmsTextView } from '@/modules/sms/rules/sms-contract';
import type { Queryable } from '@/platform/db/database';
import { IS_PUBLISHED } from '@/modules/bulletins/server/archive-conditions';
import { toSmsTextView } from './to-sms-text-view';

export interface SmsTextFilters {
  provincePsgc?: string;
  municipalityPsgc?: string;
  type?: BulletinType;
  language?: BulletinLanguage;
  cropKey?: string;
}

export interface PublishedSmsText extends SmsTextView {
  reference: string;
  type: BulletinType;
  language: BulletinLanguage;
  province: string;
  municipality: string;
  crop: string;
  period: string;
  publishedAt: Date;
}

/** The SMS texts of published bulletins (never drafts, bulletins in review or withdrawn ones), newest first, a page at a time. */
export async function listPublishedSmsTexts(
  db: Queryable,
  filters: SmsTextFilters,
  page: { limit: number; offset: number },
): Promise<{ total: number; texts: PublishedSmsText[] }> {
  const conditions: SQL[] = [IS_PUBLISHED];
  if (filters.provincePsgc) conditions.push(eq(bulletin.provincePsgc, filters.provincePsgc));
  if (filters.municipalityPsgc) conditions.push(eq(bulletin.municipalityPsgc, filters.municipalityPsgc));
  if (filters.type) conditions.push(eq(bulletin.type, filters.type));
  if (filters.language) conditions.push(eq(bulletin.language, filters.language));
  if (filters.cropKey) conditions.push(eq(bulletin.cropKey, filters.cropKey));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: bulletin.id,
        reference: bulletin.reference,
        type: bulletin.type,
        language: bulletin.language,
        state: bulletin.state,
        document: bulletin.document,
        smsText: bulletin.smsText,
        publishedAt: bulletin.publishedAt,
      })
      .from(bulletin)
      .where(where)
      .orderBy(desc(bulletin.publishedAt), desc(bulletin.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(bulletin).where(where),
  ]);
  return {
    total: Number(totals?.n ?? 0),
    texts: rows.map((row) => ({
      ...toSmsTextView(row),
      reference: row.reference,
      type: row.type,
      language: row.language,
      province: row.document.province.name,
      municipality: row.document.municipality.name,
      crop: row.document.crop.name,
      period: row.document.period.label,
      // Published bulletins always have the time; the epoch would only show a row published without one.
      publishedAt: row.publishedAt ?? new Date(0),
    })),
  };
}
