import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { exchangeExport, type ExchangeExport } from '@/domain/exchange/exchange-document';
import { exportFileName } from '@/domain/exchange/export-catalogue';
import { NATIONAL_REPORT_MAPPING, shapeNationalReports } from '@/domain/exchange/national/national-report';
import { IS_PUBLISHED } from '@/server/bulletins/archive-conditions';
import { bulletinPagePath } from '@/server/bulletins/bulletin-page-path';
import type { NationalReportDocument } from '@/domain/exchange/national/national-schemas';
import type { Queryable } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { toSmsTextView } from '@/server/sms/to-sms-text-view';

export interface NationalReportsQuery {
  id?: string;
  limit: number;
  offset: number;
}

/** Published bulletins (never drafts or withdrawn ones), newest first, as the national report records; `id` reads one. */
export async function listNationalReports(
  db: Queryable,
  query: NationalReportsQuery,
  now = new Date(),
): Promise<{ fileName: string; json: ExchangeExport<NationalReportDocument> & { total: number } }> {
  const conditions: SQL[] = [IS_PUBLISHED];
  if (query.id) conditions.push(eq(bulletin.id, query.id));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: bulletin.id,
        ownerId: bulletin.ownerId,
        reference: bulletin.reference,
        state: bulletin.state,
        document: bulletin.document,
        smsText: bulletin.smsText,
        publishedAt: bulletin.publishedAt,
      })
      .from(bulletin)
      .where(where)
      .orderBy(desc(bulletin.publishedAt), desc(bulletin.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(bulletin).where(where),
  ]);
  if (query.id && rows.length === 0) throw new AppError('NOT_FOUND', `No published bulletin ${query.id}: it was never published, or it was withdrawn.`);
  const reports = rows.map((row) => ({ ...row, smsText: toSmsTextView(row).text, publishedAt: row.publishedAt! }));
  const json = exchangeExport({
    export: 'national-reports',
    generatedAt: now,
    dataAsOf: reports[0]?.publishedAt ?? null,
    mapping: NATIONAL_REPORT_MAPPING,
    filters: { id: query.id, limit: String(query.limit), offset: String(query.offset) },
    collections: [shapeNationalReports(reports, bulletinPagePath)],
  });
  return { fileName: exportFileName(['national', 'reports'], 'json'), json: { ...json, total: Number(totals?.total ?? 0) } };
}
