import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { NATIONAL_REPORT_MAPPING, shapeNationalReports } from '@/modules/exchange/rules/national/national-report';
import { IS_PUBLISHED } from '@/modules/bulletins/server/archive-conditions';
import { bulletinPagePath } from '@/modules/bulletins/server/bulletin-page-path';
import type { NationalReportDocument } from '@/modules/exchange/rules/national/national-schemas';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { toSmsTextView } from '@/modules/sms/server/to-sms-text-view';

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
