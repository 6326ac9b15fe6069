import 'server-only';
import { getTableColumns } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { z } from 'zod';
import type { reportSchema } from '@/modules/bulletins/rules/reports-contract';

/** A saved bulletin as the API lists it: the reports contract's answer. */
export type Report = z.output<typeof reportSchema>;

export function toReport(row: Omit<typeof bulletin.$inferSelect, 'pdf' | 'publishedMap'>): Report {
  return {
    id: row.id,
    docId: row.id,
    uid: row.ownerId,
    type: row.type,
    date_created: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
    reference: row.reference,
    language: row.language,
    title: row.document.title,
    province: row.document.province.name,
    municipality: row.document.municipality.name,
    crop: row.document.crop.name,
    period: row.document.period.label,
    size: row.pdfSize,
    pdfUrl: `/bulletins/${row.id}.pdf`,
    htmlUrl: `/bulletins/${row.id}`,
    isDemo: row.document.isDemo,
    request: row.request,
    state: row.state,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

// The PDF's bytes and the published map are read where they are shown, not with every list.
const { pdf: _pdf, publishedMap: _publishedMap, ...columnsWithoutPdf } = getTableColumns(bulletin);
/** What lists select: everything but the PDF itself. */
export const REPORT_COLUMNS = columnsWithoutPdf;
