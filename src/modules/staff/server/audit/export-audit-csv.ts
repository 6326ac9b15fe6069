import 'server-only';
import type { AuditFilters } from '@/modules/staff/rules/audit-filters';
import { describeAuditSummary } from '@/modules/staff/rules/audit-filters';
import { formatManilaStamp } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { listAuditEntries } from './list-audit-entries';

export const MAX_AUDIT_EXPORT_ROWS = 50_000;

/** The filtered trail as CSV (every page, newest first), with Manila times and the summary as JSON. */
export async function exportAuditCsv(db: Queryable, filters: AuditFilters): Promise<string> {
  const { items, total } = await listAuditEntries(db, { ...filters, page: 1 }, MAX_AUDIT_EXPORT_ROWS);
  if (total > MAX_AUDIT_EXPORT_ROWS) {
    throw new AppError('BAD_REQUEST', `The filters match ${total} entries; narrow them to at most ${MAX_AUDIT_EXPORT_ROWS} (for example by dates) to export.`);
  }
  return formatCsv([
    ['when', 'who', 'action', 'target', 'what changed', 'summary_json'],
    ...items.map((entry) => [
      formatManilaStamp(entry.at),
      entry.actor,
      entry.action,
      entry.target ?? '',
      describeAuditSummary(entry.summary),
      entry.summary ? JSON.stringify(entry.summary) : '',
    ]),
  ]);
}
