import { AUDIT_CONTRACT } from '@/domain/audit/audit-contract';
import { AUDIT_PAGE_SIZE } from '@/domain/audit/audit-filters';
import { manilaToday } from '@/domain/format/manila-time';
import { exportAuditCsv } from '@/server/audit/export-audit-csv';
import { listAuditEntries } from '@/server/audit/list-audit-entries';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';

/** Superadmins only: the audit trail, filtered and paginated, or every matching entry as CSV. */
export const GET = handleRoute({
  ...AUDIT_CONTRACT.list,
  handler: async ({ db, input }) => {
    const { format, ...filters } = input;
    if (format === 'json') return listAuditEntries(db, filters, AUDIT_PAGE_SIZE);
    const day = manilaToday();
    return fileAnswer(await exportAuditCsv(db, filters), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="acap-audit-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});
